import Foundation

/// A journal folder: one Markdown file per day, found under any ``EntryLayout``.
public struct Journal: Sendable {
    /// The folder, standardised.
    public let root: URL
    /// Where new entries go.
    public let layout: EntryLayout
    /// How the entries' section headings are read, and what new sections are titled: the
    /// built-in names plus the titles the user configured.
    public let sectionTitles: SectionTitles

    /// ``root``'s path, worked out once: a report that reads many days names each from it.
    let rootPath: String

    public init(root: URL, layout: EntryLayout = .year, titles: SectionTitles = .builtIn) {
        self.root = root.standardizedFileURL
        self.rootPath = self.root.path
        self.layout = layout
        self.sectionTitles = titles
    }

    /// For commands that only read: a missing folder is a mistyped path, not an empty journal.
    /// - Throws: ``JournalError/noJournal(path:)``.
    public func requireFolder() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw JournalError.noJournal(path: root.path)
        }
    }

    /// Every entry file, sorted by date. Other files (a README, `.git`, pictures, Markdown
    /// files without a date name) are skipped. When one day has files under two layouts, the
    /// one under ``layout`` wins, then the others in ``EntryLayout`` order.
    /// - Throws: ``JournalError/unreadable(path:reason:)`` when the folder cannot be listed.
    public func entryFiles() throws -> [EntryFile] {
        try listing().entries
    }

    /// The entry files of the days in `days`, sorted by date, as ``entryFiles()`` would give
    /// them; year folders outside the range are not listed, and in the ones listed only the
    /// range's days become files, so showing one week of a long journal looks at one year's names.
    public func entryFiles(in days: ClosedRange<EntryDate>) throws -> [EntryFile] {
        try listing(days: days).entries
    }

    /// The years that have entries, in order, from the year folders and the flat files' names
    /// (without reading any entry): to walk a long journal a year at a time with
    /// ``entryFiles(in:)``.
    public func entryYears() throws -> [Int] {
        var years: Set<Int> = []
        for name in try names(in: root) {
            if let date = EntryLayout.date(ofRelativePath: name) {
                years.insert(date.year)
            } else if name.count == 4, name.allSatisfy(\.isNumber), let year = Int(name),
                (EntryDate.supported.lowerBound.year...EntryDate.supported.upperBound.year).contains(year)
            {
                // A folder of a year outside the days nightly keeps (`0000`, `0001`) holds no entry.
                years.insert(year)
            }
        }
        return years.sorted()
    }

    /// Whether `year` has an entry file, under any layout, from names alone: it stops at the
    /// first one, where ``entryFiles(in:)`` lists and sorts the whole year.
    /// - Throws: ``JournalError/unreadable(path:reason:)`` when a folder cannot be listed.
    public func hasEntries(inYear year: Int) throws -> Bool {
        let yearName = String(EntryLayout.year.relativePath(for: EntryDate(year: year, month: 1, day: 1)).prefix(4))
        func isEntry(_ relativePath: String) -> Bool { EntryLayout.date(ofRelativePath: relativePath)?.year == year }
        let folder = root.appendingPathComponent(yearName)
        for name in try names(in: folder) {
            if isEntry(yearName + "/" + name) { return true }
            if name.utf8.count == 2, name.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                try names(in: folder.appendingPathComponent(name)).contains(where: {
                    isEntry(yearName + "/" + name + "/" + $0)
                })
            {
                return true
            }
        }
        return try names(in: root).contains(where: isEntry)
    }

    /// The entry files, and the files for a day that already has one under a preferred layout.
    public func listing() throws -> (entries: [EntryFile], duplicates: [(duplicate: EntryFile, kept: EntryFile)]) {
        try listing(days: nil)
    }

    /// - Parameter days: Only these days' files, `nil` for all.
    private func listing(
        days: ClosedRange<EntryDate>?
    ) throws -> (entries: [EntryFile], duplicates: [(duplicate: EntryFile, kept: EntryFile)]) {
        let files = try allEntryFiles(days: days)
        // Most journals have one file a day: the sorted list is the listing, with no copy of
        // it (each copy of a file retains two references; a lifetime's were a millisecond of
        // every report's start, before any entry is read).
        guard files.indices.dropFirst().contains(where: { files[$0].date == files[$0 - 1].date }) else {
            return (files, [])
        }
        var entries: [EntryFile] = []
        var duplicates: [(EntryFile, EntryFile)] = []
        for file in files {
            if let kept = entries.last, kept.date == file.date {
                duplicates.append((file, kept))
            } else {
                entries.append(file)
            }
        }
        return (entries, duplicates)
    }

    /// The file of `date`'s entry: an existing one under any layout, else where ``layout`` puts it.
    public func url(for date: EntryDate) -> URL {
        for layout in layoutPreference {
            let candidate = root.appendingPathComponent(layout.relativePath(for: date))
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return root.appendingPathComponent(layout.relativePath(for: date))
    }

    /// Every file there is for `date`'s entry (a dangling link included), the one nightly reads
    /// first: more than one is a second entry for the day, which `nightly check` reports.
    public func files(for date: EntryDate) -> [URL] {
        layoutPreference.map { root.appendingPathComponent($0.relativePath(for: date)) }.filter { url in
            var status = stat()
            return lstat(url.path, &status) == 0
        }
    }

    /// `date`'s entry, or `nil` when the day has no file.
    /// - Throws: ``JournalError`` when the file cannot be read or is not UTF-8.
    public func load(_ date: EntryDate) throws -> Entry? {
        guard let (bytes, path) = try readEntry(date) else { return nil }
        return try Entry.parse(bytes, date: date, path: path, titles: sectionTitles)
    }

    /// `date`'s entry at a glance, or `nil` when the day has no file: a plain entry is read
    /// without a Markdown parser (see ``EntryGlance``).
    /// - Throws: ``JournalError`` when the file cannot be read or is not UTF-8.
    public func glance(_ date: EntryDate) throws -> EntryGlance? {
        guard let (bytes, path) = try readEntry(date) else { return nil }
        return try EntryGlance.read(bytes, date: date, path: path, titles: sectionTitles)
    }

    /// `date`'s summary (``EntrySummary/read(_:date:path:titles:)``), or `nil` when the day has no file.
    /// - Throws: ``JournalError`` when the file cannot be read or is not UTF-8.
    public func summary(_ date: EntryDate) throws -> EntrySummary? {
        guard let (bytes, path) = try readEntry(date) else { return nil }
        return try EntrySummary.read(bytes, date: date, path: path, titles: sectionTitles)
    }

    /// Whether `date`'s entry is written, read up to its first word
    /// (``EntrySummary/isWritten(_:path:titles:)``); a day with no file is not.
    /// - Throws: ``JournalError`` when the file cannot be read or is not UTF-8.
    public func isWritten(_ date: EntryDate) throws -> Bool {
        guard let (bytes, path) = try readEntry(date) else { return false }
        return try EntrySummary.isWritten(bytes, path: path, titles: sectionTitles)
    }

    /// The bytes of `date`'s file and its display path, `nil` when the day has no file.
    func readEntry(_ date: EntryDate) throws -> (bytes: [UInt8], path: String)? {
        // The file url(for:) would find, asked for by opening it: a day costs one open, not a
        // look under every layout, another for the file, and then the open.
        for layout in layoutPreference {
            let file = EntryFile(date: date, relativePath: layout.relativePath(for: date), root: root)
            let path = rootPath.hasSuffix("/") ? rootPath + file.relativePath : rootPath + "/" + file.relativePath
            guard let bytes = try Self.readIfPresent(atPath: path) else { continue }
            return (bytes, entryPathNames().displayPath(file))
        }
        return nil
    }

    /// `date`'s entry, or a new one from the template (not yet saved) when the day has no file:
    /// see ``template(for:)``.
    public func loadOrTemplate(_ date: EntryDate) throws -> (entry: Entry, isNew: Bool) {
        if let entry = try load(date) { return (entry, false) }
        return (try template(for: date), true)
    }

    /// Reads the entry file at `path` (absolute, or relative to the current folder).
    /// - Throws: ``JournalError/outsideJournal(path:journal:)`` for a file outside the folder
    ///   (symbolic links resolved), and read errors.
    public func load(path: String) throws -> Entry {
        let (bytes, date) = try read(path: path)
        return try Entry.parse(bytes, date: date, path: path, titles: sectionTitles)
    }

    /// The bytes of the entry file at `path`, and its day when its name gives one, with the
    /// checks of ``load(path:)``.
    public func read(path: String) throws -> (bytes: [UInt8], date: EntryDate?) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let resolved = url.resolvingSymlinksInPath().path
        let rootPath = root.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(rootPath + "/") else {
            throw JournalError.outsideJournal(path: path, journal: root.path)
        }
        let relative = String(resolved.dropFirst(rootPath.count + 1))
        return (try Self.read(url), EntryLayout.date(ofRelativePath: relative))
    }

    /// The journal folder's bounds (see ``ConfinedPaths``): every file nightly reads to write
    /// back, or writes, is checked against them.
    public var confinedPaths: ConfinedPaths { ConfinedPaths(root: root) }

    /// Refuses a path in the journal that a symbolic link (an entry, a year folder) leads out
    /// of it: such a link may have come with a `git pull`, so nightly never writes through it.
    /// Links that stay inside the journal are fine.
    /// - Throws: ``JournalError/linkLeavesJournal(link:target:)``.
    public func requireInside(_ url: URL) throws {
        if let (link, target) = linkLeavingJournal(url) {
            throw JournalError.linkLeavesJournal(link: displayPath(link), target: target)
        }
    }

    /// The first symbolic link on the way from the journal folder to `url` that resolves to a
    /// place outside the journal, with where it leads; `nil` when there is none.
    public func linkLeavingJournal(_ url: URL) -> (link: URL, target: String)? {
        confinedPaths.linkLeaving(url)
    }

    /// How nightly names `url` to the user: relative to the current folder when it is inside it.
    public func displayPath(_ url: URL) -> String { ConfinedPaths.displayPath(url) }

    /// Names entry files as ``displayPath(_:)`` does, with the current folder and the journal's
    /// own path worked out once: a report that names thousands of files builds no `URL` for them.
    public func entryPathNames() -> EntryPathNames { EntryPathNames(self) }

    /// Reads a whole file.
    /// - Throws: ``JournalError/unreadable(path:reason:)``.
    public static func read(_ url: URL) throws -> [UInt8] {
        let path = url.path
        guard let bytes = try readIfPresent(atPath: path) else {
            throw JournalError.unreadable(path: path, reason: "no such file")
        }
        return bytes
    }

    /// Reads a whole file, or gives `nil` when there is none: no such name, a name under a file,
    /// or a link that leads nowhere (as `FileManager.fileExists` would say). One `open` both
    /// asks and reads, so a day costs no separate look for its file.
    /// - Throws: ``JournalError/unreadable(path:reason:)`` for a file that is there but cannot
    ///   be read.
    static func readIfPresent(atPath path: String) throws -> [UInt8]? {
        // Plain open(2) and read(2) into the array: FileHandle and Data cost more than the
        // read itself when a report reads thousands of small files.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR, ELOOP: return nil
            case EACCES, EPERM: throw JournalError.unreadable(path: path, reason: "permission denied")
            case let code: throw JournalError.unreadable(path: path, reason: String(cString: strerror(code)))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected + 1)
        var chunk = [UInt8](repeating: 0, count: max(4096, expected + 1))
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw JournalError.unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if bytes.isEmpty, count < chunk.count {
                chunk.removeLast(chunk.count - count)
                bytes = chunk
                chunk = [UInt8](repeating: 0, count: 4096)
            } else {
                bytes += chunk[0..<count]
            }
        }
    }

    /// Entry files in layout order: flat files at the top, then year folders (both the
    /// `YYYY-MM-DD.md` and `MM/DD.md` forms inside them); only `days`' files when it is given.
    private func allEntryFiles(days: ClosedRange<EntryDate>?) throws -> [EntryFile] {
        var files: [EntryFile] = []
        var yearFolders: [String] = []
        for name in try names(in: root) {
            if let date = EntryLayout.date(ofRelativePath: name) {
                if days?.contains(date) ?? true { files.append(EntryFile(date: date, relativePath: name, root: root)) }
            } else if name.count == 4, name.allSatisfy(\.isNumber),
                days.map({ ($0.lowerBound.year...$0.upperBound.year).contains(Int(name) ?? 0) }) ?? true
            {
                yearFolders.append(name)
            }
        }
        // The year folders are listed and sorted on all cores: a long journal has dozens. A
        // year folder holds only its year's days (EntryLayout reads no other name there), so
        // with no file at the top the years in order are the journal in order, and only their
        // lists are joined (a sort of the whole lifetime, on one core, was a millisecond of
        // every report's start).
        let folders = yearFolders.sorted()
        let rank = layoutPreference
        let listed = ResultSlots<Result<[EntryFile], Error>>(count: folders.count)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            listed[index] = Result { Self.sorted(try entryFiles(inYear: folders[index], days: days), rank: rank) }
        }
        let years = try listed.takeAll().map { try $0.get() }
        guard files.isEmpty else { return Self.sorted(files + years.joined(), rank: rank) }
        files.reserveCapacity(years.reduce(0) { $0 + $1.count })
        for year in years { files += year }
        return files
    }

    /// `files` by date, then the layouts in `rank`'s order, then as listed: pairs of integers
    /// are sorted, so each file (two references) is copied once, into its place.
    private static func sorted(_ files: [EntryFile], rank: [EntryLayout]) -> [EntryFile] {
        let order = files.indices.map { index in
            let layout = Self.layout(ofRelativePath: files[index].relativePath)
            return (files[index].date.dayNumber * 4 + rank.firstIndex(of: layout)!, index)
        }
        return order.sorted { $0 < $1 }.map { files[$0.1] }
    }

    /// The entry files in the year folder `year`, only `days`' when it is given. Each name is
    /// read as bytes, and only a file that is kept becomes a `String`: a week of a year folder
    /// costs a look at its names.
    private func entryFiles(inYear year: String, days: ClosedRange<EntryDate>?) throws -> [EntryFile] {
        var files: [EntryFile] = []
        var monthFolders: [String] = []
        var relative = Array(year.utf8) + [UInt8(ascii: "/")]
        let prefix = relative.count
        let folder = root.appendingPathComponent(year)
        try forEachName(in: folder) { name in
            relative.removeSubrange(prefix...)
            relative.append(contentsOf: name)
            if let date = relative.withUnsafeBufferPointer(EntryLayout.date(ofRelativePath:)) {
                guard days?.contains(date) ?? true else { return }
                files.append(EntryFile(date: date, relativePath: String(decoding: relative, as: UTF8.self), root: root))
            } else if name.count == 2, name.allSatisfy({ (0x30...0x39).contains($0) }) {
                monthFolders.append(String(decoding: name, as: UTF8.self))
            }
        }
        for month in monthFolders {
            for day in try names(in: folder.appendingPathComponent(month)) {
                let path = year + "/" + month + "/" + day
                guard let date = EntryLayout.date(ofRelativePath: path), days?.contains(date) ?? true else { continue }
                files.append(EntryFile(date: date, relativePath: path, root: root))
            }
        }
        return files
    }

    /// The configured layout first, then the others.
    var layoutPreference: [EntryLayout] {
        [layout] + EntryLayout.allCases.filter { $0 != layout }
    }

    private static func layout(ofRelativePath relativePath: String) -> EntryLayout {
        switch relativePath.utf8.count(where: { $0 == UInt8(ascii: "/") }) {
        case 0: return .flat
        case 1: return .year
        default: return .nested
        }
    }

    /// Names in a folder, hidden ones left out; a missing folder has none.
    private func names(in folder: URL) throws -> [String] {
        var names: [String] = []
        try forEachName(in: folder) { names.append(String(decoding: $0, as: UTF8.self)) }
        return names
    }

    /// Calls `body` with each name in a folder, as bytes, hidden ones left out; a missing folder
    /// has none. Unsorted: the listing sorts by date, so their order does not matter.
    private func forEachName(in folder: URL, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        // opendir/readdir: FileManager costs a stat and bridging per name, most of a listing.
        guard let directory = opendir(folder.path) else {
            if errno == ENOENT || errno == ENOTDIR { return }
            throw JournalError.unreadable(path: folder.path, reason: "cannot list the folder")
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            try withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                if name.first != UInt8(ascii: ".") { try body(name) }
            }
        }
    }
}

/// See ``Journal/entryPathNames()``.
public struct EntryPathNames: Sendable {
    private let journal: Journal
    /// What goes before an entry's relative path; `nil` when the current folder is inside the
    /// journal, where each name is worked out in full.
    private let prefix: String?

    init(_ journal: Journal) {
        self.journal = journal
        let current = FileManager.default.currentDirectoryPath + "/"
        var root = journal.rootPath
        if !root.hasSuffix("/") { root += "/" }
        if current.hasPrefix(root) && current != root {
            prefix = nil
        } else {
            prefix = root.hasPrefix(current) ? String(root.dropFirst(current.count)) : root
        }
    }

    public func displayPath(_ file: EntryFile) -> String {
        guard let prefix else { return journal.displayPath(file.url) }
        return prefix + file.relativePath
    }
}
