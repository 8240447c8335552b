import Foundation
import JournalFormat
import JournalStorage
import SystemCalls

/// The journal's lock, `.nightly.lock` in the journal folder, so two nightly processes never
/// write the same entry at once.
///
/// Taken in few places only: `DayTransaction`, through which every door changes a day (add,
/// step, open and the ritual, which hold it while the entry is in the editor so a sync cannot
/// change the file under it, import and the language server), init while it writes the setup
/// files, and sync, the merge driver and encrypt, which hold it for their whole run. A second
/// process polls for ``patience``, then fails naming the process that holds the lock, which
/// the lock file records as `PID COMMAND`. A lock whose holder died is free at once, and its
/// file is taken over (see ``LockFile``); the holder removes the file when it is done.
public final class JournalLock {
    /// The lock file's name in the journal folder; `nightly sync --setup` puts it in
    /// `.gitignore`.
    public static let fileName = ".nightly.lock"
    /// The environment variable through which `nightly sync` tells the merge driver git runs
    /// for it that the lock is already held on its behalf.
    public static let ownerVariable = "NIGHTLY_LOCK_OWNER"

    /// How long a second process waits before giving up.
    public static let patience: Duration = .seconds(2)

    private var file: LockFile?

    /// The lock could not be taken.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Another process holds it; `holder` is its PID when the lock file names one.
        case busy(path: String, holder: Int32?, command: String?)
        case failed(path: String, reason: String)

        public var description: String {
            switch self {
            case let .busy(path, holder?, command):
                let what = command.map { " (\($0))" } ?? ""
                return "the journal is busy: process \(holder)\(what) holds \(path); try again when it has finished"
            case let .busy(path, nil, _):
                return "the journal is busy: another process holds \(path); try again in a moment"
            case let .failed(path, reason):
                return "cannot lock the journal (\(path)): \(reason)"
            }
        }
    }

    /// Takes the lock of the journal in `folder`, creating the folder if needed.
    /// - Parameters:
    ///   - command: What this process is doing, recorded for the message a waiting process shows.
    ///   - environment: When `NIGHTLY_LOCK_OWNER` names the process that holds the lock, that
    ///     process is running this one (sync runs git, which runs the merge driver): the lock
    ///     is shared instead of waited for.
    /// - Throws: ``Failure``.
    public init(
        folder: URL, command: String, patience: Duration = JournalLock.patience,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Failure) {
        let path = folder.appendingPathComponent(Self.fileName).path
        do {
            try AtomicFile.createFolders(folder.path, reportingFor: path)
        } catch {
            throw .failed(path: path, reason: "\(error)")
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: patience)
        while true {
            switch LockFile.tryLock(path) {
            case .locked(let file):
                file.record("\(LockFile.currentProcess) \(command)\n")
                self.file = file
                // No write of nightly's can be under way now: what a killed one left goes. The
                // entry folders are cleaned by each write there (JournalWriter.write), the top here,
                // where the merge driver writes.
                AtomicFile.removeLeftovers(in: folder.path)
                InterruptedGit.recoverIfMarked(journal: folder)
                ChangeIntent.recoverIfPresent(journal: folder)
                return
            case .unsupported:
                self.file = nil
                return
            case .failed(let reason):
                throw .failed(path: path, reason: reason)
            case .busy:
                let holder = Self.holder(path)
                if let owner = environment[Self.ownerVariable].flatMap(Int32.init), owner == holder?.pid {
                    self.file = nil
                    return
                }
                guard clock.now < deadline else {
                    throw .busy(path: path, holder: holder?.pid, command: holder?.command)
                }
                Platform.sleep(milliseconds: 50)
            }
        }
    }

    /// Drops the lock; releasing twice is harmless, and a lock that goes away is released.
    public func release() {
        file?.unlock()
        file = nil
    }

    deinit { release() }

    /// What the journal's lock is when it is not a regular file (a symbolic link, a folder),
    /// for `nightly check`; `nil` when it is fine or absent.
    public static func problem(in folder: URL) -> String? {
        LockFile.oddKind(folder.appendingPathComponent(fileName).path)
    }

    /// The process the lock file names, if it names a live one.
    static func holder(_ path: String) -> (pid: Int32, command: String?)? {
        guard let text = LockFile.text(path) else { return nil }
        let words = text.split(separator: " ", maxSplits: 1)
        guard let first = words.first, let pid = Int32(first), LockFile.isAlive(pid) else { return nil }
        let command = words.count > 1 ? words[1].trimmingCharacters(in: .whitespacesAndNewlines) : nil
        return (pid, command)
    }
}
