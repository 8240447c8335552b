import Foundation
import JournalFormat
import JournalReports

/// `nightly export html`: a static site of the journal, readable offline. Every page declares
/// UTF-8, links one style sheet of its own, and needs no script; nothing is loaded from
/// elsewhere (an entry's image with a web address becomes a link). Files whose content is
/// unchanged are not written again, so a re-run rewrites only the pages whose entries changed
/// (and the index and progress pages when the numbers on them did).
///
/// The site goes only into a new or empty folder, or one an earlier export made (it holds
/// ``markerName``): never over the user's own `index.html`. Nothing is written through a
/// symbolic link in it, and files are 0600 in folders of 0700, as the entries are.
public struct SiteExporter: Sendable {
    /// The file an export leaves in its folder, so the next one knows the folder is its own.
    public static let markerName = ".nightly-site"

    /// Why the site was not written, for "cannot write the site into DIR: …".
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var journal: Journal
    public var today: EntryDate
    /// The config's tracks, whose trends and habit marks the index page draws.
    public var tracks: [Track]

    public init(journal: Journal, today: EntryDate, tracks: [Track] = []) {
        self.journal = journal
        self.today = today
        self.tracks = tracks
    }

    /// What an export wrote.
    public struct Outcome: Sendable {
        /// Site paths written (new or changed).
        public var written: [String] = []
        public var unchanged = 0
        public var dayPages = 0
        /// Entry files left out (unreadable, not UTF-8) and images not copied, with why.
        public var problems: [String] = []
    }

    /// Writes the site into `folder`, creating it when missing.
    /// - Throws: ``Failure`` when the folder is not the site's to write (see the type), and
    ///   ``JournalError`` when the journal cannot be listed or a file cannot be written.
    public func export(to folder: URL) throws -> Outcome {
        var outcome = Outcome()
        try Self.claim(folder)
        var entries: [(file: EntryFile, entry: Entry)] = []
        for file in try journal.entryFiles() {
            // A file linked out of the journal (a pull can bring one) is not the journal's to publish.
            if let (link, target) = journal.linkLeavingJournal(file.url) {
                outcome.problems.append(
                    "\(journal.displayPath(file.url)): \(journal.displayPath(link)) is a symbolic link to \(target), "
                        + "outside the journal; left out")
                continue
            }
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
        let charts = TrackCharts(
            tracks: tracks, history: TrackHistory(tracks: tracks, summaries: scan.days), today: today)
        try put(IndexPage(days: summaries, pages: pages, today: today, charts: charts).html, at: "index.html")
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
            for refusal in images.refused { outcome.problems.append("\(item.file.relativePath): \(refusal)") }
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
        var status = stat()
        var current = folder
        for component in path.split(separator: "/") {
            current.appendPathComponent(String(component))
            guard lstat(current.path, &status) == 0 else { break }
            if status.st_mode & S_IFMT == S_IFLNK {
                let target = ConfinedWriter.resolvedPath(current.path) ?? "a loop of links"
                throw Failure(
                    description: "\(current.path) is a symbolic link to \(target); nightly does not write through it")
            }
        }
        if lstat(url.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw Failure(description: "\(url.path) is not a regular file; nightly does not write over it")
            }
            if try Journal.read(url) == bytes {
                outcome.unchanged += 1
                return
            }
        }
        try AtomicFile.write(bytes, to: url)
        outcome.written.append(path)
    }

    /// Makes `folder` the site's: creates it (0700) when missing and marks an empty one;
    /// refuses a folder that holds files but no ``markerName``, or whose marker is a link.
    static func claim(_ folder: URL) throws {
        let marker = folder.appendingPathComponent(markerName)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw Failure(description: "it is a file, not a folder") }
            var status = stat()
            if lstat(marker.path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFREG else {
                    throw Failure(
                        description: "\(marker.path) is not a regular file; nightly does not write through it")
                }
                return
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            guard names.isEmpty else {
                throw Failure(
                    description: "the folder holds files an export did not write (it has no \(markerName)); "
                        + "nothing was written, give a new or empty folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw Failure(description: error.localizedDescription)
            }
        }
        try AtomicFile.write(
            Array("nightly export html wrote this site; a later export may write into this folder again.\n".utf8),
            to: marker)
    }
}
