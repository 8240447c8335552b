import Foundation
import JournalFormat
import JournalReports
import LanguageServer

/// A `#tag` across the journal: `textDocument/references` lists every place it is written
/// (inline, front matter, thought records' `Tags:`), `textDocument/rename` renames it in every
/// entry as one ``WorkspaceEdit``, and `prepareRename` refuses where the cursor is on no tag.
/// Tags compare as `nightly tags` compares them, without regard to case; the places are the
/// ones ``Entry/tagPlaces()`` reads, found in the journal by ``JournalTagPlaces``.
///
/// The open document's places come from its text, the others' from their files. A rename only
/// edits the journal's entries: asked from a document outside the journal, or where an entry
/// leads out of it through a symbolic link, it answers an error and no edit. References only
/// read, so they list the places they can and skip an entry behind such a link. A file that may
/// hold the tag but cannot be read (or is not UTF-8) is left as it is, and a rename says which
/// files it left and why in a `window/showMessage`.
struct TagReferences {
    let context: JournalContext
    let encoding: PositionEncoding

    /// The tag under the cursor (on its `#` or its name, or right after it) and its range.
    func tag(at position: Position, in document: TextDocument) -> (place: TagPlace, range: TextRange)? {
        guard let entry = context.entry(document) else { return nil }
        let positions = FilePositions(document)
        let cursor = positions.offset(of: position, encoding: encoding)
        guard
            let place = entry.tagPlaces().first(where: {
                $0.range.lowerBound - ($0.kind == .inline ? 1 : 0) <= cursor && cursor <= $0.range.upperBound
            })
        else { return nil }
        return (place, positions.range(place.range, encoding: encoding))
    }

    func references(at position: Position, in document: TextDocument) throws -> [Location] {
        guard let (place, _) = tag(at: position, in: document) else { return [] }
        return try places(of: place.name, from: document, refusingLinksOut: false).found.flatMap { uri, ranges in
            ranges.map { Location(uri: uri, range: $0) }
        }
    }

    func prepareRename(at position: Position, in document: TextDocument) throws -> PrepareRenameResult {
        try requireEntry(document)
        guard let (place, range) = tag(at: position, in: document) else {
            throw ResponseError.requestFailed("there is no #tag here to rename")
        }
        return PrepareRenameResult(range: range, placeholder: place.name)
    }

    /// - Parameter show: shows the user a warning naming the files the rename had to leave.
    func rename(
        at position: Position, in document: TextDocument, to newName: String,
        show: (ShowMessageParams) -> Void = { _ in }
    ) throws -> WorkspaceEdit {
        try requireEntry(document)
        guard let (place, _) = tag(at: position, in: document) else {
            throw ResponseError.requestFailed("there is no #tag here to rename")
        }
        let name = newName.hasPrefix("#") ? String(newName.dropFirst()) : newName
        // The new name must read back as one tag, by the same reading every command uses.
        let probe = try? Entry.parse(Array("#\(name)\n".utf8), date: nil, path: "")
        guard probe?.tags == [name] else {
            throw ResponseError.requestFailed(
                "'\(newName)' is not a tag: letters, digits, _, - and /, not only digits, no spaces")
        }
        var changes: [String: [TextEdit]] = [:]
        let (found, left) = try places(of: place.name, from: document, refusingLinksOut: true)
        for (uri, ranges) in found {
            changes[uri] = ranges.map { TextEdit(range: $0, newText: name) }
        }
        if !left.isEmpty {
            let files = left.map { "\(context.journal.displayPath($0.file.url)): \($0.reason)" }
            show(
                ShowMessageParams(
                    type: .warning,
                    message: "#\(place.name) renamed to #\(name) except in \(left.count) file"
                        + (left.count == 1 ? "" : "s") + " left as they are: " + files.joined(separator: "; ")))
        }
        return WorkspaceEdit(changes: changes)
    }

    /// Every place of `name`: the open document's from its text, the other entries' from their
    /// files, by URI in date order; and the files that may hold it but were left unread.
    /// - Parameter refusingLinksOut: throw when an entry leads out of the journal through a
    ///   link (a rename); otherwise such an entry is skipped (references only read).
    private func places(
        of name: String, from document: TextDocument, refusingLinksOut: Bool
    ) throws -> (found: [(String, [TextRange])], left: [JournalTagPlaces.LeftFile]) {
        let openDay = context.day(of: document.uri)
        var found: [(String, [TextRange])] = []
        var left: [JournalTagPlaces.LeftFile] = []
        do {
            let all = try JournalTagPlaces(context.journal).found(of: name)
            left = all.left.filter { $0.file.date != openDay }
            var entries = all.entries.filter { $0.file.date != openDay }
            // Hundreds of entries may carry a tag: each is turned into its URI and ranges on
            // every core, and checked for a link out of the journal (a folder once, ``LinksOut``).
            var root = DocumentURI.uri(ofPath: context.journal.root.path)
            if root.hasSuffix("/") { root.removeLast() }
            var links = LinksOut(context.journal)
            var leaving: (link: URL, target: String)?
            var leavingFiles = Set<String>()
            for entry in entries {
                if let link = links.leaving(entry.file) {
                    leaving = leaving ?? link
                    leavingFiles.insert(entry.file.relativePath)
                }
            }
            if !refusingLinksOut {
                entries.removeAll { leavingFiles.contains($0.file.relativePath) }
                left.removeAll { links.leaving($0.file) != nil }
            } else if let (link, target) = leaving {
                throw ResponseError.requestFailed(
                    "\(context.journal.displayPath(link)) leads out of the journal (to \(target)); nothing renamed")
            }
            let encoding = encoding
            let prefix = root + "/"
            let kept = entries
            let converted = ResultSlots<(String, [TextRange])>(count: kept.count)
            DispatchQueue.concurrentPerform(iterations: kept.count) { index in
                let entry = kept[index]
                converted[index] = (
                    prefix + entry.file.relativePath,
                    ByteRanges.ranges(entry.places.map(\.range), in: entry.bytes, encoding: encoding)
                )
            }
            found = converted.takeAll()
        } catch let error as ResponseError {
            throw error
        } catch {
            throw ResponseError.requestFailed("\(error)")
        }
        if let entry = context.entry(document) {
            // In one pass, as the other entries' (the places are in file order).
            let own = ByteRanges.ranges(entry.tagPlaces(named: name).map(\.range), in: entry.bytes, encoding: encoding)
            if !own.isEmpty { found.append((document.uri, own)) }
        }
        return (found, left)
    }

    /// Refuses a document outside the journal: a rename edits the journal's entries only.
    private func requireEntry(_ document: TextDocument) throws {
        guard context.day(of: document.uri) != nil else {
            throw ResponseError.requestFailed(
                "\(DocumentURI.path(of: document.uri) ?? document.uri) is not an entry of the journal at "
                    + "\(context.journal.root.path); tags are renamed in the journal's entries only")
        }
    }
}
