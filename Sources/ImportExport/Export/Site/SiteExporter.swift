import Foundation
import JournalFormat
import JournalReports

/// `nightly export html`: a static site of the journal, readable offline. Every page declares
/// UTF-8, links one style sheet of its own, and needs no script; nothing is loaded from
/// elsewhere (an entry's image with a web address becomes a link). Files whose content is
/// unchanged are not written again, so a re-run rewrites only the pages whose entries changed
/// (and the index and progress pages when the numbers on them did).
public struct SiteExporter: Sendable {
    public var journal: Journal
    public var today: EntryDate

    public init(journal: Journal, today: EntryDate) {
        self.journal = journal
        self.today = today
    }

    /// What an export wrote.
    public struct Outcome: Sendable {
        /// Site paths written (new or changed).
        public var written: [String] = []
        public var unchanged = 0
        public var dayPages = 0
        /// Entry files left out (unreadable, not UTF-8), with why.
        public var problems: [String] = []
    }

    /// Writes the site into `folder`, creating it when missing.
    /// - Throws: ``JournalError`` when the journal cannot be listed, and write errors.
    public func export(to folder: URL) throws -> Outcome {
        var outcome = Outcome()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var entries: [(file: EntryFile, entry: Entry)] = []
        for file in try journal.entryFiles() {
            do {
                let entry = try Entry.parse(
                    Journal.read(file.url), date: file.date, path: file.relativePath, titles: journal.sectionTitles)
                entries.append((file, entry))
            } catch let error as JournalError {
                outcome.problems.append("\(journal.displayPath(file.url)): \(error.description); left out")
            }
        }
        let pages = Dictionary(uniqueKeysWithValues: entries.map { ($0.file.date, Self.pagePath(of: $0.file)) })
        let scan = try JournalScan(journal: journal)
        let summaries = Dictionary(scan.days.map { ($0.date!, $0) }) { first, _ in first }
        func put(_ text: String, at path: String) throws {
            try write(Array(text.utf8), at: path, in: folder, outcome: &outcome)
        }
        try put(SiteStyle.css + "\n", at: "style.css")
        try put(IndexPage(days: summaries, pages: pages, today: today).html, at: "index.html")
        try put(ProgressPage(stats: ProgressStats(scan, today: today)).html, at: "progress.html")
        for (index, item) in entries.enumerated() {
            let path = pages[item.file.date]!
            let root = String(repeating: "../", count: path.split(separator: "/").count - 1)
            let page = DayPage(
                entry: item.entry, date: item.file.date,
                previous: index > 0 ? (entries[index - 1].file.date, pages[entries[index - 1].file.date]!) : nil,
                next: index + 1 < entries.count
                    ? (entries[index + 1].file.date, pages[entries[index + 1].file.date]!) : nil,
                root: root)
            var images = SiteImages(journal: journal, entryFolder: item.file.relativePath)
            let html = images.localise(page.html)
            for (source, target) in images.copies {
                try write(try Journal.read(source), at: target, in: folder, outcome: &outcome)
            }
            try put(html, at: path)
            outcome.dayPages += 1
        }
        return outcome
    }

    /// `2026/2026-11-23.md` → `2026/2026-11-23.html`: the site mirrors the journal, so a
    /// photo linked relative to the entry is at the same place relative to its page.
    static func pagePath(of file: EntryFile) -> String {
        let path = file.relativePath
        return (path.hasSuffix(".md") ? String(path.dropLast(3)) : path) + ".html"
    }

    /// Writes `bytes` at `path` in `folder` unless the file already holds exactly them.
    private func write(_ bytes: [UInt8], at path: String, in folder: URL, outcome: inout Outcome) throws {
        let url = folder.appendingPathComponent(path)
        if let existing = FileManager.default.contents(atPath: url.path), existing == Data(bytes) {
            outcome.unchanged += 1
            return
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
        outcome.written.append(path)
    }
}
