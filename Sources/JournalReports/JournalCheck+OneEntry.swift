import Foundation
import JournalFormat

extension JournalCheck {
    /// What the whole journal's check says of one entry file beyond its text: that it is a
    /// second entry for its day, and that a symbolic link on its way leads out of the journal.
    /// It costs a few `lstat`s, not a listing of the journal, so `nightly check FILE` and the
    /// language server give these findings as `nightly check` does, at the same line.
    /// - Parameters:
    ///   - url: The entry file; a file without a day's name inside the journal has none.
    ///   - journal: The journal it belongs to.
    public static func journalFindings(for url: URL, in journal: Journal) -> [Finding] {
        let root = journal.root.standardizedFileURL.path
        let file = url.standardizedFileURL
        guard file.path.hasPrefix(root + "/"),
            let date = EntryLayout.date(ofRelativePath: String(file.path.dropFirst(root.count + 1)))
        else { return [] }
        var findings: [Finding] = []
        let files = journal.files(for: date).map(\.standardizedFileURL)
        if let kept = files.first, kept.path != file.path, files.contains(file) {
            findings.append(
                Finding(
                    path: journal.displayPath(file), line: 1, severity: .error,
                    message: secondEntryMessage(date, kept: journal.displayPath(kept))))
        }
        if let (link, target) = journal.linkLeavingJournal(file) {
            findings.append(
                Finding(
                    path: journal.displayPath(link), line: 1, severity: .error, message: linkMessage(target: target)))
        }
        return findings
    }

    /// The finding of a file that is not the one nightly reads for its day.
    static func secondEntryMessage(_ date: EntryDate, kept: String) -> String {
        "a second entry for \(date.iso); nightly reads \(kept)"
    }

    /// The finding of a symbolic link that leads out of the journal.
    static func linkMessage(target: String) -> String {
        "a symbolic link to \(target), outside the journal; nightly reads through it but never writes"
    }
}
