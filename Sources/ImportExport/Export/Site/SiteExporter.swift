import Foundation
import JournalFormat
import JournalReports
import JournalStorage

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
    ///
    /// The entries are parsed, and their pages made and compared with the pages already there,
    /// on all cores; then what changed is written in the journal's order, one file at a time.
    /// - Throws: ``Failure`` when the folder is not the site's to write (see the type), and
    ///   ``JournalError`` when the journal cannot be listed or a file cannot be written.
    public func export(to folder: URL) throws -> Outcome {
        var outcome = Outcome()
        try Self.claim(folder)
        let parsed = concurrentMap(try journal.entryFiles()) { file in parse(file) }
        var published: [(file: EntryFile, entry: Entry)] = []
        for result in parsed {
            switch result {
            case .success(let entry): published.append(entry)
            case .failure(let problem as LeftOut): outcome.problems.append(problem.description)
            case .failure(let error): throw error
            }
        }
        let entries = published
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
        let dayPages = concurrentMap(Array(entries.indices)) { index in
            let item = entries[index]
            let path = pages[item.file.date]!
            let root = String(repeating: "../", count: path.split(separator: "/").count - 1)
            let page = DayPage(
                entry: item.entry, date: item.file.date,
                previous: index > 0 ? (entries[index - 1].file.date, pages[entries[index - 1].file.date]!) : nil,
                next: index + 1 < entries.count
                    ? (entries[index + 1].file.date, pages[entries[index + 1].file.date]!) : nil,
                root: root)
            var images = SiteImages(journal: journal, entryFolder: item.file.relativePath)
            let html = Array(images.localise(page.html).utf8)
            return MadePage(
                path: path, images: images, html: html,
                unchanged: Result { try isUnchanged(html, at: path, in: folder) })
        }
        for (item, made) in zip(entries, dayPages) {
            for refusal in made.images.refused { outcome.problems.append("\(item.file.relativePath): \(refusal)") }
            for (source, target) in made.images.copies {
                try write(try Journal.read(source), at: target, in: folder, outcome: &outcome)
            }
            if try made.unchanged.get() {
                outcome.unchanged += 1
            } else {
                try AtomicFile.write(made.html, to: folder.appendingPathComponent(made.path))
                outcome.written.append(made.path)
            }
            outcome.dayPages += 1
        }
        return outcome
    }

    /// A day's page, made on a worker: whether the site holds it already is decided there too,
    /// and the writing is left to the main thread.
    private struct MadePage {
        var path: String
        var images: SiteImages
        var html: [UInt8]
        var unchanged: Result<Bool, Error>
    }

    /// Why an entry is left out of the site: a link out of the journal, or a file that cannot be
    /// read or is not UTF-8.
    private struct LeftOut: Error, CustomStringConvertible {
        var description: String
    }

    /// `file`'s entry; a ``LeftOut`` when it is not published, or the parser's error.
    private func parse(_ file: EntryFile) -> Result<(file: EntryFile, entry: Entry), Error> {
        // A file linked out of the journal (a pull can bring one) is not the journal's to publish.
        if let (link, target) = journal.linkLeavingJournal(file.url) {
            return .failure(
                LeftOut(
                    description: "\(journal.displayPath(file.url)): \(journal.displayPath(link)) is a symbolic link to "
                        + "\(target), outside the journal; left out"))
        }
        do {
            let entry = try Entry.parse(
                Journal.read(file.url), date: file.date, path: file.relativePath, titles: journal.sectionTitles)
            return .success((file, entry))
        } catch let error as JournalError {
            return .failure(LeftOut(description: "\(journal.displayPath(file.url)): \(error.description); left out"))
        } catch {
            return .failure(error)
        }
    }

    /// `2026/2026-11-23.md` → `2026/2026-11-23.html`: the site mirrors the journal, so a
    /// photo linked relative to the entry is at the same place relative to its page.
    static func pagePath(of file: EntryFile) -> String {
        let path = file.relativePath
        return (path.hasSuffix(".md") ? String(path.dropLast(3)) : path) + ".html"
    }

    /// Writes `bytes` at `path` in `folder` unless the file already holds exactly them.
    private func write(_ bytes: [UInt8], at path: String, in folder: URL, outcome: inout Outcome) throws {
        if try isUnchanged(bytes, at: path, in: folder) {
            outcome.unchanged += 1
            return
        }
        try AtomicFile.write(bytes, to: folder.appendingPathComponent(path))
        outcome.written.append(path)
    }

    /// Whether the file at `path` in `folder` holds exactly `bytes`.
    /// - Throws: ``Failure`` when a folder on the path or the file is a symbolic link, or the
    ///   file is not a regular file: nothing is written through or over those.
    private func isUnchanged(_ bytes: [UInt8], at path: String, in folder: URL) throws -> Bool {
        let url = folder.appendingPathComponent(path)
        var status = stat()
        var current = folder
        for component in path.split(separator: "/") {
            current.appendPathComponent(String(component))
            guard lstat(current.path, &status) == 0 else { break }
            if status.st_mode & S_IFMT == S_IFLNK {
                let target = ConfinedPaths.resolvedPath(current.path) ?? "a loop of links"
                throw Failure(
                    description: "\(current.path) is a symbolic link to \(target); nightly does not write through it")
            }
        }
        guard lstat(url.path, &status) == 0 else { return false }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(description: "\(url.path) is not a regular file; nightly does not write over it")
        }
        return try Journal.read(url) == bytes
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
