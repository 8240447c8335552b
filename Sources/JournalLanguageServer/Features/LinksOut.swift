import Foundation
import JournalFormat

/// Which of the journal's files an answer may name: none that a symbolic link leads out of the
/// journal, whether the link is a folder on the way (`2026 -> /elsewhere`) or the entry itself.
/// A journal-wide request (references, `workspace/symbol`) reads the journal's files and skips
/// such a one, as `nightly check` reports it; a rename refuses it.
///
/// Each folder and each entry is looked up once (an answer may name one entry many times); an
/// entry costs one `readlink` (which fails at once on a file that is not a link), so the check
/// grows with the entries an answer names, not the journal.
struct LinksOut {
    let journal: Journal
    private var folders: [Substring: (link: URL, target: String)?] = [:]
    private var entries: [String: (link: URL, target: String)?] = [:]

    init(_ journal: Journal) { self.journal = journal }

    /// The link on `file`'s way that leads out of the journal, or nil.
    mutating func leaving(_ file: EntryFile) -> (link: URL, target: String)? {
        let path = file.relativePath
        let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? path[path.startIndex..<path.startIndex]
        if !folder.isEmpty {
            if folders[folder] == nil {
                folders[folder] = .some(journal.linkLeavingJournal(journal.root.appendingPathComponent(String(folder))))
            }
            if let link = folders[folder] ?? nil { return link }
        }
        if let known = entries[path] { return known }
        let link =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: file.url.path)) == nil
            ? nil : journal.linkLeavingJournal(file.url)
        entries[path] = .some(link)
        return link
    }
}
