/// Where a tag is written in an entry: the bytes of its name, without the `#`.
public struct TagPlace: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// In the front matter's `tags:`.
        case frontMatter
        /// A `#tag` in what the user wrote.
        case inline
        /// In a thought record's `Tags:` line.
        case thoughtRecord
    }

    /// The name as spelled there.
    public var name: String
    /// The name's bytes in ``Entry/bytes``.
    public var range: Range<Int>
    public var kind: Kind
}

extension Entry {
    /// Every place a tag is written, in the order of the file: the places ``tags`` reads its
    /// names from (``EntryTags``), found again with their bytes for the language server's
    /// references and rename. The same tag may have several places.
    public func tagPlaces() -> [TagPlace] {
        TagPlaceReader(
            source: source, frontMatter: frontMatter, literalLines: literalLines,
            recordLines: section(.thoughtDiary)?.bodyLines.map(Array.init) ?? []
        ).places()
    }

    /// The places of `name`, compared without regard to case as `nightly tags` compares tags.
    public func tagPlaces(named name: String) -> [TagPlace] {
        TagPlaceReader.named(name, in: tagPlaces())
    }

    /// The places of `name` in `bytes`, exactly as ``tagPlaces(named:)`` of the parsed entry:
    /// read without a Markdown parser when the reports' quick reader can read the entry (a
    /// plain one: no code or HTML blocks but prompts), and empty at once when it carries no
    /// such tag; other entries are parsed in full. For a search of the whole journal.
    /// - Throws: ``JournalError/invalidUTF8(path:line:column:)``, as ``parse(_:date:path:titles:)``.
    public static func tagPlaces(
        named name: String, in bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles = .builtIn
    ) throws -> [TagPlace] {
        if let location = TextEncoding.firstInvalidUTF8(in: bytes) {
            throw JournalError.invalidUTF8(path: path, line: location.line, column: location.column)
        }
        // Tags alone: the words are not counted.
        guard let summary = SummaryScanner.scan(bytes, date: date, titles: titles, parts: [.tags]) else {
            return Entry(validUTF8: bytes, date: date, path: path, titles: titles).tagPlaces(named: name)
        }
        guard summary.hasTag(name) else { return [] }
        let source = SourceText(bytes)
        // A record runs from its first line to the next heading (the quick reader's sections
        // end at headings too).
        // Prompts are no record's (the full parse leaves out their HTML blocks).
        var recordLines = Set<Int>()
        let comments = TemplatePrompts.commentRanges(in: bytes)
        for record in summary.thoughts {
            var line = record.line
            while line <= source.lineCount, line == record.line || !TagPlaceReader.isHeading(source, line) {
                let range = source.contentRange(ofLine: line)
                if !comments.contains(where: { $0.overlaps(range) }) { recordLines.insert(line) }
                line += 1
            }
        }
        return TagPlaceReader.named(
            name,
            in: TagPlaceReader(
                source: source, frontMatter: FrontMatterScanner.scan(source).frontMatter, literalLines: LineSet(),
                recordLines: recordLines.sorted()
            ).places())
    }
}

/// Finds the tag places of a source text, given what a parse found of it: the front matter,
/// the lines of code and HTML blocks, and the lines that may be a thought record's.
struct TagPlaceReader {
    let source: SourceText
    let frontMatter: FrontMatter?
    let literalLines: LineSet
    let recordLines: [Int]

    func places() -> [TagPlace] {
        var places: [TagPlace] = []
        if let frontMatter { places += frontMatterPlaces(frontMatter) }
        places += thoughtRecordPlaces()
        let taken = Set(places.map(\.range.lowerBound))
        places += inlinePlaces().filter { !taken.contains($0.range.lowerBound) }
        return places.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    static func named(_ name: String, in places: [TagPlace]) -> [TagPlace] {
        let wanted = name.lowercased()
        return places.filter { $0.name.lowercased() == wanted }
    }

    /// Whether line `line` is an ATX heading (``ATXHeading``).
    static func isHeading(_ source: SourceText, _ line: Int) -> Bool {
        ATXHeading.level(of: source.bytes[source.contentRange(ofLine: line)]) != nil
    }

    private func inlinePlaces() -> [TagPlace] {
        let bytes = source.bytes
        guard InlineTags.mayContainTag(bytes) else { return [] }
        let comments = TemplatePrompts.commentRanges(in: bytes)
        let first = (frontMatter?.lines.upperBound ?? 0) + 1
        var places: [TagPlace] = []
        for line in first..<(source.lineCount + 1) where !literalLines.contains(line) {
            for (name, range) in InlineTags.places(in: bytes, line: source.contentRange(ofLine: line))
            where !comments.contains(where: { $0.contains(range.lowerBound) }) {
                places.append(TagPlace(name: name, range: range, kind: .inline))
            }
        }
        return places
    }

    /// `tags: [a, b]`, `tags: a, b` or a block list under `tags:`, as ``FrontMatterScanner`` reads them.
    private func frontMatterPlaces(_ frontMatter: FrontMatter) -> [TagPlace] {
        let bytes = source.bytes
        let lines = (frontMatter.lines.lowerBound + 1)..<frontMatter.lines.upperBound
        guard let keyLine = lines.first(where: { bytes[source.contentRange(ofLine: $0)].starts(with: Self.tagsKey) })
        else { return [] }
        let key = source.contentRange(ofLine: keyLine)
        let value = (key.lowerBound + Self.tagsKey.count)..<key.upperBound
        var places: [TagPlace] = []
        if bytes[value].allSatisfy({ $0 == Self.space || $0 == Self.tab }) {
            for line in (keyLine + 1)..<lines.upperBound {
                let range = source.contentRange(ofLine: line)
                guard let firstByte = bytes[range].first, [Self.space, Self.tab, Self.dash].contains(firstByte) else {
                    break
                }
                guard let dash = bytes[range].firstIndex(where: { $0 != Self.space && $0 != Self.tab }),
                    bytes[dash] == Self.dash
                else { continue }
                places += cleaned((dash + 1)..<range.upperBound, kind: .frontMatter)
            }
            return places
        }
        var items = value
        while let first = items.first, bytes[first] == Self.space || bytes[first] == Self.tab {
            items = (first + 1)..<items.upperBound
        }
        while let last = items.last, bytes[last] == Self.space || bytes[last] == Self.tab {
            items = items.lowerBound..<last
        }
        if items.count >= 2, bytes[items.lowerBound] == UInt8(ascii: "["),
            bytes[items.upperBound - 1] == UInt8(ascii: "]")
        {
            items = (items.lowerBound + 1)..<(items.upperBound - 1)
        }
        for piece in split(items, at: { $0 == UInt8(ascii: ",") }) { places += cleaned(piece, kind: .frontMatter) }
        return places
    }

    /// The `Tags:` lines of the Thought diary, split as ``ThoughtRecordReader/tags(in:)`` splits them.
    private func thoughtRecordPlaces() -> [TagPlace] {
        let bytes = source.bytes
        var places: [TagPlace] = []
        for line in recordLines where !literalLines.contains(line) {
            let range = source.contentRange(ofLine: line)
            let parts = bytes.withUnsafeBufferPointer { buffer -> LabelLine.Parts? in
                let content = UnsafeBufferPointer(rebasing: buffer[range])
                guard let parts = LabelLine.parts(of: content),
                    Self.tagsLabel.withUTF8Buffer({ LabelLine.label(parts.label, in: content, is: $0) })
                else { return nil }
                return parts
            }
            guard let parts else { continue }
            let value = (range.lowerBound + parts.value.lowerBound)..<(range.lowerBound + parts.value.upperBound)
            let separated = split(value) { $0 == UInt8(ascii: ",") || $0 == Self.space || (0x09...0x0D).contains($0) }
            places += separated.flatMap { cleaned($0, kind: .thoughtRecord) }
        }
        return places
    }

    /// `range` split at the bytes `isSeparator` accepts.
    private func split(_ range: Range<Int>, at isSeparator: (UInt8) -> Bool) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where isSeparator(source.bytes[index]) {
            pieces.append(start..<index)
            start = index + 1
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// The tag in `range` with spaces, tabs and quotes around it and its `#` dropped; none when empty.
    private func cleaned(_ range: Range<Int>, kind: TagPlace.Kind) -> [TagPlace] {
        let bytes = source.bytes
        let trimmed: Set<UInt8> = [Self.space, Self.tab, UInt8(ascii: "\""), UInt8(ascii: "'")]
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, trimmed.contains(bytes[lower]) { lower += 1 }
        while upper > lower, trimmed.contains(bytes[upper - 1]) { upper -= 1 }
        if lower < upper, bytes[lower] == UInt8(ascii: "#") { lower += 1 }
        guard lower < upper else { return [] }
        return [TagPlace(name: String(decoding: bytes[lower..<upper], as: UTF8.self), range: lower..<upper, kind: kind)]
    }

    private static let tagsKey = Array("tags:".utf8)
    private static let tagsLabel: StaticString = "tags"
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let dash = UInt8(ascii: "-")
}
