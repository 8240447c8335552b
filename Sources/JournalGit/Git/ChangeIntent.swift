import Foundation
import JournalFormat
import JournalStorage

#if canImport(Glibc)
    import Glibc
    private let posixWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let posixWrite = Darwin.write
#endif

/// The intent log of a change under way, so that a change is one step: after a kill at any
/// instant, the next command that takes the journal's lock either finishes it (every file, its
/// commit, its undo record) or rolls it back, and says which in one line.
///
/// As a database's journal does: before nightly replaces or removes a file, the log holds (on
/// disk, fsynced) what the file was (a before-image: a hard link to it beside the log, so the
/// cost does not grow with the file) and the hash of what nightly will make it; each file is then
/// replaced atomically (``AtomicFile``). Once every file is written, one more record, `ready`,
/// names the commit (its files and message) and the undo record (``StepChangeRecord``); then the
/// undo record is saved, the commit made and the log removed.
///
/// Found by the next holder of the lock (``recoverIfPresent(journal:)``):
/// - with `ready`, the change is finished: the undo record saved again, the files committed with
///   the original message (a kill, a failing hook or a busy index left them uncommitted);
/// - without, it is rolled back: each file nightly wrote and nobody changed since gets its bytes
///   before back (a new file goes). A file someone else changed since (an editor the change ran
///   saved the user's words) is kept, and committed on its own: nothing the user wrote is lost.
///
/// It lives in the git folder (`.git/nightly-change`), never in `git status` nor synced, or as
/// `.nightly.change` in a journal that is not a git repository.
public final class ChangeIntent: WriteWatcher, @unchecked Sendable {
    /// The log's name in a journal folder that is not a git repository.
    public static let fileName = ".nightly.change"
    /// The log's name in the git folder.
    public static let gitFileName = "nightly-change"

    /// Where the log is.
    public let url: URL
    private let journal: URL
    private let door: String
    private var descriptor: Int32 = -1
    private var logged: Set<String> = []
    /// The before-images linked so far, removed with the log.
    private var images: [String] = []
    private let guardian = NSLock()

    /// A log at `url` for a change `door` (`nightly add`) makes to the journal in `journal`;
    /// nothing is written until the first write is announced.
    public init(journal: URL, door: String, url: URL? = nil) {
        self.journal = journal.standardizedFileURL
        self.door = door
        self.url = url ?? Self.location(of: journal)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Whether anything was logged: a change that wrote nothing has nothing to finish.
    public var isEmpty: Bool { guardian.withLock { logged.isEmpty } }

    // MARK: Logging

    @discardableResult
    public func willWrite(_ pieces: [ArraySlice<UInt8>], to target: URL) throws -> Int {
        var hash = ContentHash()
        for piece in pieces { hash.add(piece) }
        return try log(target, after: hash.text) ? 1 : 0
    }

    /// `target` is about to be changed by someone else on the change's behalf (the editor the
    /// ritual or `nightly open` runs): logged as it is, so that a kill before the commit leaves
    /// the user's words for the next command to commit (they are never rolled back).
    public func willLetChange(_ target: URL) throws {
        let path = target.resolvingSymlinksInPath().standardizedFileURL.path
        guard !guardian.withLock({ logged.contains(path) }) else { return }
        _ = try log(URL(fileURLWithPath: path), after: nil)
    }

    /// `target` is about to be removed (a day left as its bare template).
    public func willRemove(_ target: URL) throws {
        _ = try log(target.resolvingSymlinksInPath(), after: Self.removed)
    }

    /// Every file is written: records the commit (`paths` with `message`; none when the change
    /// makes none) and what becomes of the undo record, fsynced. From now on the change is
    /// finished, never rolled back.
    public func ready(commit paths: [String], message: String, undo: UndoRecordChange) throws {
        guard !isEmpty else { return }
        var lines = paths.map { "commit\t\(Self.encode($0))" }
        lines.append("message\t\(Self.encode(message))")
        lines.append(Self.line(of: undo))
        lines.append("ready")
        try append(lines)
    }

    /// The change ticked or carried a step: should it be finished without its `ready` record (an
    /// editor saved into it before a kill), the undo record is saved as `undo` says.
    public func willRecord(_ undo: UndoRecordChange) throws {
        guard !isEmpty else { return }
        try append([Self.line(of: undo)])
    }

    static func line(of undo: UndoRecordChange) -> String {
        switch undo {
        case .keep: return "undo\tkeep"
        case .clear(let record): return "undo\tclear\t\(encode(record.path))"
        case .save(let bytes, let record):
            return "undo\tsave\t\(encode(record.path))\t\(Data(bytes).base64EncodedString())"
        }
    }

    /// The change is over (committed, or left for the next sync by a failed editor): the log goes.
    public func discard() {
        let linked = guardian.withLock {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
            logged = []
            defer { images = [] }
            return images
        }
        // The images before the log: a log left by a kill in between is finished or rolled
        // back from its text alone, and its recovery removes what is left beside it.
        for image in linked { unlink(image) }
        unlink(url.path)
    }

    /// Rolls the logged change back now (a change that failed part-way), and removes the log.
    /// - Returns: The files that could not be put back, or that someone else changed since.
    public func rollBack() -> [URL] {
        guard !isEmpty, let record = Record.load(from: url) else {
            discard()
            return []
        }
        discard()
        let result = record.rollBack()
        return result.kept + result.failed
    }

    private static let removed = "-"

    /// Logs `target` (what it was, the first time) and the hash nightly will make it.
    /// - Returns: Whether a before-image was linked to the file just now.
    private func log(_ target: URL, after hash: String?) throws -> Bool {
        let path = target.standardizedFileURL.path
        return try guardian.withLock {
            // The header first: a before-image (below) is never on disk without a log naming
            // the folder it is in, whose recovery removes it.
            if descriptor < 0 {
                try appendLocked(
                    ["nightly-change\t\(Self.encode(door))\t\(Self.encode(journal.path))"], reportingFor: path)
            }
            var lines: [String] = []
            var linked = false
            if logged.insert(path).inserted {
                let before = try before(path, copying: hash == nil)
                linked = before.hasPrefix("@")
                lines.append("before\t\(Self.encode(path))\t\(before)")
            }
            if let hash { lines.append("wrote\t\(Self.encode(path))\t\(hash)") }
            try appendLocked(lines, reportingFor: path)
            return linked
        }
    }

    /// What the log says `path` was: `-` when there was no file; else a before-image, a hard
    /// link to the file beside the log (`@` and its path), which costs nothing whatever the
    /// file's size, since nightly replaces a file by renaming a new one over it and the old
    /// bytes stay in the linked inode; else (`copying`, for an editor that may write in place,
    /// or where no link can be made) the bytes themselves.
    private func before(_ path: String, copying: Bool) throws -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "-" }
        if !copying, status.st_mode & S_IFMT == S_IFREG {
            let image = url.path + Self.imageInfix + "\(logged.count)"
            unlink(image)
            if link(path, image) == 0 {
                images.append(image)
                let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if folder >= 0 {
                    fsync(folder)
                    close(folder)
                }
                return "@" + Self.encode(image)
            }
        }
        guard let bytes = try? Journal.read(URL(fileURLWithPath: path)) else {
            throw JournalError.writeFailed(path: path, reason: "cannot read it to record what it was")
        }
        return Data(bytes).base64EncodedString()
    }

    /// Between the log's name and a before-image's number.
    static let imageInfix = ".before-"

    /// Removes the before-images beside the log at `url`.
    static func removeImages(besideLogAt url: URL) {
        let folder = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + imageInfix
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            unlink(folder + "/" + name)
        }
    }

    private func append(_ lines: [String]) throws {
        try guardian.withLock { try appendLocked(lines, reportingFor: url.path) }
    }

    /// Appends `lines` and flushes them to disk before any file they announce is touched.
    /// (A failure names `path`, the file whose write it stops, which is left as it was.)
    private func appendLocked(_ lines: [String], reportingFor path: String) throws {
        if descriptor < 0 {
            try AtomicFile.createFolders(url.deletingLastPathComponent().path, reportingFor: url.path)
            descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw failure(path, "\(url.path): \(String(cString: strerror(errno)))") }
            let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 {
                fsync(folder)
                close(folder)
            }
        }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure(path, String(cString: strerror(errno)))
            }
            written += result
        }
        guard fsync(descriptor) == 0 else { throw failure(path, "fsync: \(String(cString: strerror(errno)))") }
    }

    private func failure(_ path: String, _ reason: String) -> JournalError {
        .writeFailed(path: path, reason: reason)
    }

    static func encode(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    static func decode(_ field: Substring) -> String? {
        Data(base64Encoded: String(field)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Where the log of the journal in `folder` goes: in its git folder, found as git finds it
    /// (a `.git` folder here or above, or a `.git` file naming one), else in the journal folder.
    public static func location(of folder: URL) -> URL {
        var current = folder.standardizedFileURL
        while true {
            let dotGit = current.appendingPathComponent(".git")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) {
                if isFolder.boolValue { return dotGit.appendingPathComponent(gitFileName) }
                if let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") {
                    let named = text.dropFirst(8).trimmingCharacters(in: .whitespacesAndNewlines)
                    let gitFolder =
                        named.hasPrefix("/") ? URL(fileURLWithPath: named) : current.appendingPathComponent(named)
                    return gitFolder.standardizedFileURL.appendingPathComponent(gitFileName)
                }
                break
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return folder.standardizedFileURL.appendingPathComponent(fileName)
    }

    // MARK: Recovery

    /// Finishes or rolls back the change a killed nightly left in the journal in `journal`, if
    /// one did, and says which on standard error in one line. ``JournalLock`` calls it once it
    /// holds the lock, before a command reads or changes anything; without a log it costs a few
    /// `stat` calls.
    public static func recoverIfPresent(journal: URL, committer: EntryCommitter = EntryCommitter()) {
        let url = location(of: journal)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let line = recover(at: url, committer: committer)
        if let line { FileHandle.standardError.write(Data("nightly: \(line)\n".utf8)) }
    }

    /// Finishes or rolls back the change logged at `url`, removes the log, and says what it did.
    static func recover(at url: URL, committer: EntryCommitter) -> String? {
        defer {
            removeImages(besideLogAt: url)
            unlink(url.path)
        }
        guard let record = Record.load(from: url), !record.befores.isEmpty else { return nil }
        defer { record.removeLeftovers() }
        if let ready = record.ready {
            ready.undo.apply()
            guard !ready.paths.isEmpty else {
                return "finished an interrupted change (\(record.door)): every file was written"
            }
            switch committer.commit(paths: ready.paths, in: record.journal.path, message: ready.message) {
            case .failed(let reason) where GitIdentity.isMissing(in: reason):
                return nil  // The door that made the change said how to set them.
            case .failed(let reason):
                return "finished an interrupted change (\(record.door)), but could not commit it: \(reason)"
            case .notARepository:
                return "finished an interrupted change (\(record.door)): every file was written"
            case .committed, .nothingToCommit:
                return "finished an interrupted change (\(record.door)): committed '\(ready.message)'"
            }
        }
        // The words an editor saved build on what nightly wrote before it (a carried step in
        // tonight's entry): such a change is finished as it stands, never rolled back under them.
        let saved = record.changedByOthers()
        if !saved.isEmpty {
            let paths = record.befores.map(\.path).filter { FileManager.default.fileExists(atPath: $0) }
            let message = DayCommitMessage.message(for: paths.compactMap { record.date(of: URL(fileURLWithPath: $0)) })
            record.undo.apply()
            var line = "finished an interrupted change (\(record.door)) that an editor had saved "
            line += saved.map { record.displayPath($0) }.joined(separator: ", ")
            switch committer.commit(paths: paths, in: record.journal.path, message: message) {
            case .failed(let reason) where GitIdentity.isMissing(in: reason): return nil
            case .failed(let reason): return line + ", but could not commit it: \(reason)"
            case .notARepository: return line
            case .committed, .nothingToCommit: return line + ": committed '\(message)'"
            }
        }
        let result = record.rollBack()
        var parts: [String] = []
        if result.restored > 0 || result.kept.isEmpty {
            parts.append(result.restored == 1 ? "1 file put back" : "\(result.restored) files put back")
        }
        var line = "rolled back an interrupted change (\(record.door)): "
        if !result.kept.isEmpty {
            let names = result.kept.map { record.displayPath($0) }.joined(separator: ", ")
            parts.append("kept \(names), changed since")
            line += parts.joined(separator: "; ")
            parts = []
            let dates = result.kept.compactMap { record.date(of: $0) }
            let message = DayCommitMessage.message(for: dates)
            if case .failed(let reason) = committer.commit(
                paths: result.kept.map(\.path), in: record.journal.path, message: message)
            {
                line += " (not committed: \(reason))"
            } else {
                line += ", committed"
            }
        }
        line += parts.joined(separator: "; ")
        if !result.failed.isEmpty {
            line += "; could not put back \(result.failed.map { record.displayPath($0) }.joined(separator: ", "))"
        }
        return line
    }

    /// What becomes of the undo record when the change is finished.
    public enum UndoRecordChange: Sendable {
        /// Left as it is (the change ticked or carried nothing).
        case keep
        /// Removed: the change undid the step it names.
        case clear(URL)
        /// Replaced by `bytes`: the change ticked or carried a step.
        case save([UInt8], URL)

        func apply() {
            switch self {
            case .keep: return
            case .clear(let url): unlink(url.path)
            case .save(let bytes, let url): _ = try? AtomicFile.write(bytes, to: url)
            }
        }
    }

    /// A log as read back.
    struct Record {
        var door: String
        var journal: URL
        /// Each file logged, in order, with its bytes before (nil: it did not exist).
        var befores: [(path: String, bytes: [UInt8]?)] = []
        /// The hashes of what nightly made each file, ``removed`` for a removal.
        var wrote: [String: Set<String>] = [:]
        var ready: Ready?
        /// The last undo record announced, ready or not.
        var undo = UndoRecordChange.keep

        struct Ready {
            var paths: [String]
            var message: String
            var undo: UndoRecordChange
        }

        /// The log at `url`; a last line cut short by a kill is ignored (nothing it announced
        /// was touched yet).
        static func load(from url: URL) -> Record? {
            guard let bytes = try? Journal.read(url) else { return nil }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            lines.removeLast()  // After the last newline: empty, or a line cut short.
            guard let header = lines.first.map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
            let head = header.split(separator: "\t")
            guard head.count == 3, head[0] == "nightly-change", let door = ChangeIntent.decode(head[1]),
                let root = ChangeIntent.decode(head[2])
            else { return nil }
            var record = Record(door: door, journal: URL(fileURLWithPath: root))
            var commit: [String] = []
            var message = ""
            var undo = UndoRecordChange.keep
            for line in lines.dropFirst() {
                let fields = String(decoding: line, as: UTF8.self).split(
                    separator: "\t", omittingEmptySubsequences: false)
                guard let kind = fields.first else { continue }
                let path = fields.count > 1 ? ChangeIntent.decode(fields[1]) : nil
                switch kind {
                case "before":
                    guard let path, fields.count == 3 else { continue }
                    let bytes: [UInt8]?
                    if fields[2].hasPrefix("@") {
                        // A before-image: read only here, when a change is recovered.
                        guard let image = ChangeIntent.decode(fields[2].dropFirst()),
                            let imageBytes = try? Journal.read(URL(fileURLWithPath: image))
                        else { continue }
                        bytes = imageBytes
                    } else {
                        bytes = fields[2] == "-" ? nil : Data(base64Encoded: String(fields[2])).map { Array($0) }
                        if fields[2] != "-", bytes == nil { continue }
                    }
                    record.befores.append((path, bytes))
                case "wrote":
                    guard let path, fields.count == 3 else { continue }
                    record.wrote[path, default: []].insert(String(fields[2]))
                case "commit":
                    if let path { commit.append(path) }
                case "message":
                    message = path ?? message
                case "undo":
                    guard fields.count >= 3, let recordPath = ChangeIntent.decode(fields[2]) else { continue }
                    let recordURL = URL(fileURLWithPath: recordPath)
                    if fields[1] == "clear" {
                        undo = .clear(recordURL)
                    } else if fields[1] == "save", fields.count == 4,
                        let data = Data(base64Encoded: String(fields[3]))
                    {
                        undo = .save(Array(data), recordURL)
                    }
                    record.undo = undo
                case "ready":
                    record.ready = Ready(paths: commit, message: message, undo: undo)
                    record.undo = undo
                default:
                    continue
                }
            }
            return record
        }

        /// The files someone else changed since nightly wrote them (or since it logged them, for
        /// an editor's file): their bytes are neither what they were nor any nightly wrote.
        func changedByOthers() -> [URL] {
            befores.compactMap { path, before in
                let now = try? Journal.read(URL(fileURLWithPath: path))
                let exists = FileManager.default.fileExists(atPath: path)
                if now == before && (exists || before == nil) { return nil }
                let written = wrote[path] ?? []
                let nightlys =
                    exists ? now.map { written.contains(ContentHash.of($0)) } ?? false : written.contains(removed)
                return nightlys ? nil : URL(fileURLWithPath: path)
            }
        }

        /// Puts back each file nightly wrote that nobody changed since.
        func rollBack() -> (restored: Int, kept: [URL], failed: [URL]) {
            var restored = 0
            var kept: [URL] = []
            var failed: [URL] = []
            for (path, before) in befores.reversed() {
                let url = URL(fileURLWithPath: path)
                let now = try? Journal.read(url)
                let exists = FileManager.default.fileExists(atPath: path)
                if now == before && (exists || before == nil) { continue }
                let written = wrote[path] ?? []
                let nightlys =
                    exists ? now.map { written.contains(ContentHash.of($0)) } ?? false : written.contains(removed)
                guard nightlys else {
                    kept.append(url)
                    continue
                }
                if let before {
                    if (try? AtomicFile.write(before, to: url)) == nil { failed.append(url) } else { restored += 1 }
                } else if unlink(path) == 0 {
                    restored += 1
                    removeEmptyFolders(above: url)
                } else {
                    failed.append(url)
                }
            }
            return (restored, kept, failed)
        }

        /// Removes the temporary files the killed writes left beside the files logged: under the
        /// lock no write of nightly's is under way.
        func removeLeftovers() {
            for folder in Set(befores.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path }) {
                AtomicFile.removeLeftovers(in: folder)
            }
        }

        /// Removes the folders a new file was the only thing in, up to the journal folder.
        private func removeEmptyFolders(above url: URL) {
            let root = journal.resolvingSymlinksInPath().path
            var folder = url.deletingLastPathComponent()
            while folder.path.hasPrefix(root + "/"), rmdir(folder.path) == 0 {
                folder = folder.deletingLastPathComponent()
            }
        }

        func displayPath(_ url: URL) -> String {
            let root = journal.resolvingSymlinksInPath().path
            return url.path.hasPrefix(root + "/") ? String(url.path.dropFirst(root.count + 1)) : url.path
        }

        func date(of url: URL) -> EntryDate? {
            EntryLayout.date(ofRelativePath: displayPath(url))
        }
    }
}

/// A 64-bit FNV-1a hash of a file's bytes, as the intent log records what nightly wrote: enough
/// to tell nightly's bytes from an editor's, not a defence against anyone.
struct ContentHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }

    var text: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func of(_ bytes: [UInt8]) -> String {
        var hash = ContentHash()
        hash.add(bytes[...])
        return hash.text
    }
}
