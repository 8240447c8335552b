import Foundation
import JournalFormat
import JournalReports
import JournalStorage

/// `nightly export html`: a static site of the journal, readable offline. Every page declares
/// UTF-8, links one style sheet of its own, and needs no script; nothing is loaded from
/// elsewhere (an entry's image with a web address becomes a link).
///
/// A re-run makes again only the files whose inputs changed: the manifest the export leaves in
/// the folder (``SiteManifest``) says what each file was made from, so an unchanged journal
/// costs a `stat` of each entry and each page and a read of the manifest. A file made again is
/// written only when its content changed, and the page of an entry that is gone is removed.
///
/// The site goes only into a new or empty folder, or one an earlier export made (it holds
/// ``markerName``): never over the user's own `index.html`. Nothing is written through a
/// symbolic link in it, and files are 0600 in folders of 0700, as the entries are.
public struct SiteExporter: Sendable {
    /// The file an export leaves in its folder, so the next one knows the folder is its own.
    public static let markerName = ".nightly-site"
    /// The file that says what each of the site's files was made from (``SiteManifest``).
    public static let manifestName = SiteManifest.fileName

    /// Why the site was not written, for "cannot write the site into DIR: …".
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var journal: Journal
    public var today: EntryDate
    /// The config's tracks, whose trends and habit marks the index page draws.
    public var tracks: [Track]
    /// Which nightly makes the pages (its version): a manifest another one left is not used.
    public var madeBy: String

    public init(journal: Journal, today: EntryDate, tracks: [Track] = [], madeBy: String = "") {
        self.journal = journal
        self.today = today
        self.tracks = tracks
        self.madeBy = madeBy
    }

    /// What an export wrote.
    public struct Outcome: Sendable {
        /// Site paths written (new or changed).
        public var written: [String] = []
        public var unchanged = 0
        /// Site paths of pages removed, their entries gone.
        public var removed: [String] = []
        public var dayPages = 0
        /// Entry files left out (unreadable, not UTF-8) and images not copied, with why.
        public var problems: [String] = []
    }

    /// Writes the site into `folder`, creating it when missing.
    ///
    /// Every entry and every page is stamped, on all cores, and looked up in the manifest; the
    /// entries it does not vouch for are parsed, the pages whose inputs changed are made and
    /// compared with the pages already there, on all cores; then what changed is written in the
    /// journal's order, one file at a time, the pages of entries that are gone are removed, and
    /// last the manifest is written.
    /// - Throws: ``Failure`` when the folder is not the site's to write (see the type), and
    ///   ``JournalError`` when the journal cannot be listed or a file cannot be written.
    public func export(to folder: URL) throws -> Outcome {
        var outcome = Outcome()
        try Self.claim(folder)
        let files = try journal.entryFiles()
        let places = FilePlaces(files)
        let stamps = SiteStamps(journal: journal, site: folder, folders: places.folders)
        let previous = SiteManifest.read(in: folder)
        let inputs = SiteInputs(journal: journal, madeBy: madeBy)
        let leaving = foldersLeavingJournal(places.folders)
        let pagePaths = places.pagePaths
        let pageRecords = previous.records(of: pagePaths)
        // What the manifest vouches for: an entry whose stamp is as it was has the page it had.
        let looks = concurrentMap(Array(files.indices)) { index in
            let place = places.places[index], record = pageRecords[index]
            let stamp = leaving[place.folder] ? nil : stamps.entry(inFolder: place.folder, named: place.entry)
            let entryInputs = stamp.map { inputs.dayPage(in: places.folders[place.folder], place.entry, stamp: $0) }
            return Look(
                page: pagePaths[index], inputs: entryInputs, record: record,
                known: entryInputs != nil && record?.inputs == entryInputs,
                current: record != nil && record?.file == stamps.page(inFolder: place.folder, named: place.page))
        }
        let parsed = concurrentMap(files.indices.filter { !looks[$0].known }) { index in
            (index, parse(files[index]))
        }
        var entries: [Int: Entry] = [:]
        for (index, result) in parsed {
            switch result {
            case .success(let entry): entries[index] = entry
            case .failure(let problem as LeftOut): outcome.problems.append(problem.description)
            case .failure(let error): throw error
            }
        }
        let published = files.indices.filter { looks[$0].known || entries[$0] != nil }
        var manifest = SiteManifest()
        func put(_ text: String, at path: String, inputs: UInt64) throws {
            try write(Array(text.utf8), at: path, in: folder, outcome: &outcome)
            manifest.append(path, .init(inputs: inputs, links: 0, file: stamps.siteFile(path) ?? 0))
        }
        func isCurrent(_ path: String, inputs: UInt64) -> Bool {
            guard inputs != SiteManifest.unsettled, let record = previous[path], record.inputs == inputs,
                let file = stamps.siteFile(path), record.file == file
            else { return false }
            outcome.unchanged += 1
            manifest.append(path, record)
            return true
        }
        let style = inputs.style
        if !isCurrent("style.css", inputs: style) { try put(SiteStyle.css + "\n", at: "style.css", inputs: style) }
        // The index and progress pages show every entry's numbers, today's date and the tracks.
        let indexInputs = inputs.indexPages(entries: looks.map(\.inputs), today: today, tracks: tracks)
        let indexCurrent = isCurrent("index.html", inputs: indexInputs)
        let progressCurrent = isCurrent("progress.html", inputs: indexInputs)
        if !indexCurrent || !progressCurrent {
            let pages = Dictionary(uniqueKeysWithValues: published.map { (files[$0].date, looks[$0].page) })
            let scan = try JournalScan(journal: journal)
            let summaries = Dictionary(scan.days.map { ($0.date!, $0) }) { first, _ in first }
            if !indexCurrent {
                let charts = TrackCharts(
                    tracks: tracks, history: TrackHistory(tracks: tracks, summaries: scan.days), today: today)
                try put(
                    IndexPage(days: summaries, pages: pages, today: today, charts: charts).html, at: "index.html",
                    inputs: indexInputs)
            }
            if !progressCurrent {
                try put(
                    ProgressPage(stats: ProgressStats(scan, today: today)).html, at: "progress.html",
                    inputs: indexInputs)
            }
        }
        // A page links the days before and after it: its neighbours are part of what it is made from.
        let links = published.indices.map { place in
            inputs.links(
                previous: place > 0 ? pagePaths[published[place - 1]] : nil,
                next: place + 1 < published.count ? pagePaths[published[place + 1]] : nil)
        }
        let toMake = published.indices.filter { place in
            let look = looks[published[place]]
            return !(look.known && look.current && look.record?.links == links[place])
        }
        let entriesRead = entries
        let made = concurrentMap(toMake) { place in
            makePage(
                place: place, published: published, files: files, looks: looks, entries: entriesRead, folder: folder)
        }
        var madeAt: [Int: MadePage] = [:]
        for (place, page) in zip(toMake, made) { madeAt[place] = page }
        // A killed write leaves its temporary file beside the page it was writing, which is made again.
        var foldersMadeIn: Set<String> = [""]
        for (place, index) in published.enumerated() {
            let file = files[index], look = looks[index]
            outcome.dayPages += 1
            guard let made = madeAt[place] else {
                outcome.unchanged += 1
                manifest.append(look.page, look.record!)
                continue
            }
            let page: Page
            switch made {
            case .success(let madePage): page = madePage
            case .failure(let problem as LeftOut):
                // Changed since its stamp was taken, and no longer published: kept in the manifest
                // as made from nothing, so the next run, which leaves it out, removes its page.
                outcome.problems.append(problem.description)
                outcome.dayPages -= 1
                manifest.append(look.page, .init(inputs: SiteManifest.unsettled, links: 0, file: 0))
                continue
            case .failure(let error): throw error
            }
            foldersMadeIn.insert((page.path as NSString).deletingLastPathComponent)
            for refusal in page.images.refused { outcome.problems.append("\(file.relativePath): \(refusal)") }
            for (source, target) in page.images.copies {
                try write(try Journal.read(source), at: target, in: folder, outcome: &outcome)
            }
            if try page.unchanged.get() {
                outcome.unchanged += 1
            } else {
                try AtomicFile.write(page.html, to: folder.appendingPathComponent(page.path))
                outcome.written.append(page.path)
            }
            // A page that shows images is made on every run: their files are not among its stamps.
            let pageInputs = page.showsImages ? SiteManifest.unsettled : (look.inputs ?? SiteManifest.unsettled)
            manifest.append(
                page.path, .init(inputs: pageInputs, links: links[place], file: stamps.siteFile(page.path) ?? 0))
        }
        try removePagesGone(previous: previous, current: manifest, in: folder, outcome: &outcome)
        for made in foldersMadeIn {
            let path = folder.appendingPathComponent(made).path
            for name in TemporaryFileName.leftovers(in: path) { unlink(path + "/" + name) }
        }
        try writeManifest(manifest, replacing: previous, in: folder)
        return outcome
    }

    /// Where each entry file is: its folder (by its place among the entries' folders) and its
    /// name there, and its page's name, so that both are stamped through their folders'
    /// descriptors. Files come in date order, so a folder is mostly the one before.
    private struct FilePlaces: Sendable {
        var folders: [String] = []
        var places: [(folder: Int, entry: String, page: String)] = []
        /// Each entry's page, as a site path (``pagePath(of:)``).
        var pagePaths: [String] = []

        init(_ files: [EntryFile]) {
            var known: [Substring: Int] = [:]
            var last: (folder: Substring, index: Int)?
            places.reserveCapacity(files.count)
            pagePaths.reserveCapacity(files.count)
            for file in files {
                let path = file.relativePath
                // By bytes: a path's `/` is one, and no grapheme needs finding.
                let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
                let folder = slash.map { path[..<$0] } ?? ""
                let index: Int
                if let last, last.folder == folder {
                    index = last.index
                } else if let found = known[folder] {
                    index = found
                } else {
                    index = folders.count
                    known[folder] = index
                    folders.append(String(folder))
                }
                last = (folder, index)
                let name = String(slash.map { path[path.utf8.index(after: $0)...] } ?? path[...])
                let page = (name.hasSuffix(".md") ? String(name.utf8.dropLast(3))! : name) + ".html"
                places.append((index, name, page))
                pagePaths.append(folder.isEmpty ? page : folders[index] + "/" + page)
            }
        }
    }

    /// What the manifest says of one entry, found on a worker.
    private struct Look: Sendable {
        /// The entry's page, as a site path.
        var page: String
        /// The digest of what the page is made from, `nil` when the entry's stamp cannot be
        /// trusted (a link, a file changed a moment ago, one in a folder leading out).
        var inputs: UInt64?
        /// What the manifest says the page was made from.
        var record: SiteManifest.Record?
        /// Whether the manifest made the page from exactly these inputs.
        var known: Bool
        /// Whether the page in the site is the file the manifest recorded.
        var current: Bool
    }

    /// The page at `place` among the published entries, made and compared with the one in the site.
    private func makePage(
        place: Int, published: [Int], files: [EntryFile], looks: [Look], entries: [Int: Entry], folder: URL
    ) -> MadePage {
        let index = published[place]
        let file = files[index]
        let entry: Entry
        if let read = entries[index] {
            entry = read
        } else {
            switch parse(file) {
            case .success(let read): entry = read
            case .failure(let error): return .failure(error)
            }
        }
        let path = looks[index].page
        let root = String(repeating: "../", count: path.split(separator: "/").count - 1)
        func neighbour(_ other: Int) -> (EntryDate, String)? {
            published.indices.contains(other) ? (files[published[other]].date, looks[published[other]].page) : nil
        }
        let page = DayPage(
            entry: entry, date: file.date, previous: neighbour(place - 1), next: neighbour(place + 1), root: root)
        var images = SiteImages(journal: journal, entryFolder: file.relativePath)
        let html = Array(images.localise(page.html).utf8)
        return .success(
            Page(
                path: path, images: images, html: html,
                unchanged: Result { try isUnchanged(html, at: path, in: folder) }))
    }

    /// A day's page made on a worker, or why its entry could not be read.
    private typealias MadePage = Result<Page, Error>

    /// A day's page, made on a worker: whether the site holds it already is decided there too,
    /// and the writing is left to the main thread.
    private struct Page {
        var path: String
        var images: SiteImages
        var html: [UInt8]
        var unchanged: Result<Bool, Error>
        /// Whether the page shows images, whose files the manifest does not stamp.
        var showsImages: Bool { images.found }
    }

    /// Why an entry is left out of the site: a link out of the journal, or a file that cannot be
    /// read or is not UTF-8.
    private struct LeftOut: Error, CustomStringConvertible {
        var description: String
    }

    /// `file`'s entry; a ``LeftOut`` when it is not published, or the parser's error.
    private func parse(_ file: EntryFile) -> Result<Entry, Error> {
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
            return .success(entry)
        } catch let error as JournalError {
            return .failure(LeftOut(description: "\(journal.displayPath(file.url)): \(error.description); left out"))
        } catch {
            return .failure(error)
        }
    }

    /// Which of the entries' folders (`2026`, `2026/11`, by their place in `folders`) lead out
    /// of the journal through a link on their way, each looked at once: an entry in one has no
    /// stamp the manifest may vouch for, and ``parse(_:)`` leaves it out.
    private func foldersLeavingJournal(_ folders: [String]) -> [Bool] {
        let root = journal.root.path
        var leaving: [Substring: Bool] = [:]
        func leads(_ folder: Substring) -> Bool {
            guard !folder.isEmpty else { return false }
            if let known = leaving[folder] { return known }
            var status = stat()
            // Only a folder that is itself a link can lead out, or one inside such a folder.
            let isLink = lstat(root + "/" + folder, &status) != 0 || status.st_mode & S_IFMT == S_IFLNK
            let parent = folder.lastIndex(of: "/").map { folder[..<$0] } ?? ""
            let result =
                leads(parent)
                || (isLink && journal.linkLeavingJournal(journal.root.appendingPathComponent(String(folder))) != nil)
            leaving[folder] = result
            return result
        }
        return folders.map { leads($0[...]) }
    }

    /// Removes the pages `previous` lists that `current` does not, their entries gone (or no
    /// longer published), and the folders they leave empty; never through a link.
    private func removePagesGone(
        previous: SiteManifest, current: SiteManifest, in folder: URL, outcome: inout Outcome
    ) throws {
        for path in previous.paths(missingFrom: current) where !SiteManifest.fixedPaths.contains(path) {
            // The same checks as before a write: no folder on the way is a link, nor is the page.
            guard try Self.isRegularFile(at: path, in: folder) else { continue }
            let url = folder.appendingPathComponent(path)
            guard unlink(url.path) == 0 || errno == ENOENT else {
                throw Failure(description: "cannot remove \(url.path): \(String(cString: strerror(errno)))")
            }
            outcome.removed.append(path)
            var parent = (path as NSString).deletingLastPathComponent
            // rmdir removes only an empty folder: one that holds photos or the user's files stays.
            while !parent.isEmpty, rmdir(folder.appendingPathComponent(parent).path) == 0 {
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
    }

    /// Writes `manifest` into `folder`, atomically, unless it is the one there already.
    private func writeManifest(_ manifest: SiteManifest, replacing previous: SiteManifest, in folder: URL) throws {
        guard !manifest.hasSameRecords(as: previous) || previous.bytes.isEmpty else { return }
        let bytes = manifest.encoded()
        // Never through a link, as no page is written through one.
        _ = try Self.isRegularFile(at: SiteManifest.fileName, in: folder)
        try AtomicFile.write(bytes, to: folder.appendingPathComponent(SiteManifest.fileName))
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
        guard try Self.isRegularFile(at: path, in: folder) else { return false }
        return try Journal.read(folder.appendingPathComponent(path)) == bytes
    }

    /// Whether there is a regular file at `path` in `folder` (`false` when there is nothing).
    /// - Throws: ``Failure`` when a folder on the path or the file is a symbolic link, or the
    ///   file is not a regular file: nothing is written through or over those.
    private static func isRegularFile(at path: String, in folder: URL) throws -> Bool {
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
        return true
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
