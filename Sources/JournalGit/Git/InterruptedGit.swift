import Foundation
import JournalFormat
import JournalStorage

/// What a git that nightly ran can leave behind when it is killed with nightly (a power cut, a
/// closed session), and the clean-up before nightly runs git in that repository again.
///
/// While nightly runs git it keeps a marker, `.git/nightly-git`, naming its process, its
/// command and HEAD. A marker whose process is gone means that git may have been killed
/// halfway: its lock files (`index.lock`, a ref's `.lock`) stop every later git command, and a
/// killed `git merge` may have written only part of an entry. Call ``recover()`` holding the
/// journal's lock: lock files no process has open are removed, an unfinished merge is
/// aborted, and after a sync (which commits every entry before it merges) an entry that
/// differs from HEAD is set back to HEAD's copy, the half-written one kept under
/// `.git/nightly-recovered/`. The merge then simply runs again.
struct InterruptedGit {
    var repository: GitRepository

    /// The marker's name in the git folder.
    static let markerName = "nightly-git"

    /// Runs `work` with the marker in place, naming `command`; when `work` returns, the marker
    /// goes, or becomes again what an enclosing call had made it (a sync runs all its git under
    /// one marker, and its merge under a marker of its own). Without a git folder, `work` just
    /// runs.
    func running<Result>(_ command: String, _ work: () -> Result) -> Result {
        guard let marker else { return work() }
        let enclosing = FileManager.default.contents(atPath: marker.path).flatMap { data -> [UInt8]? in
            let text = String(decoding: data, as: UTF8.self)
            return text.hasPrefix("\(LockFile.currentProcess) ") ? Array(data) : nil
        }
        let head = repository.value(["rev-parse", "--verify", "--quiet", "HEAD"]) ?? "-"
        _ = try? AtomicFile.write(Array("\(LockFile.currentProcess) \(command) \(head)\n".utf8), to: marker)
        let index = marker.deletingLastPathComponent().appendingPathComponent("index.lock").path
        let indexLocked = FileManager.default.fileExists(atPath: index)
        defer {
            // A git killed under this nightly, which lives on, left the index locked: the marker
            // stays, naming this process, so the next command (this one gone) cleans up after it.
            if !indexLocked, FileManager.default.fileExists(atPath: index) {
            } else if let enclosing {
                _ = try? AtomicFile.write(enclosing, to: marker)
            } else {
                unlink(marker.path)
            }
        }
        return work()
    }

    /// Cleans up after a nightly killed while its git ran in the repository that holds
    /// `journal`, if one was; says what it did on standard error. ``JournalLock`` calls it once
    /// it holds the lock, before a command reads or changes anything. Without a marker (the
    /// usual case) it costs a few `stat` calls and runs no git.
    static func recoverIfMarked(journal: URL) {
        var folder = journal.standardizedFileURL
        while true {
            var isFolder: ObjCBool = false
            let dotGit = folder.appendingPathComponent(".git")
            if FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) {
                // A .git file (a worktree or submodule) points elsewhere: let git find the marker.
                if isFolder.boolValue,
                    !FileManager.default.fileExists(atPath: dotGit.appendingPathComponent(markerName).path)
                {
                    return
                }
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return }
            folder = parent
        }
        for line in InterruptedGit(repository: GitRepository(folder: journal.path)).recover() {
            FileHandle.standardError.write(Data("nightly: \(line)\n".utf8))
        }
    }

    /// Cleans up after a nightly that was killed while its git ran; says what it did, one
    /// line per step, or nothing when there was nothing to do.
    func recover() -> [String] {
        guard let marker, let text = try? String(contentsOf: marker, encoding: .utf8) else { return [] }
        let words = text.split(separator: " ").map { String($0).trimmingSpaces() }
        guard words.count == 3, let pid = Int32(words[0]), !LockFile.isAlive(pid) || pid == LockFile.currentProcess
        else { return [] }
        let command = words[1]
        // Killed alone, nightly leaves its git running, and that git's locks are not stale.
        guard let top = repository.value(["rev-parse", "--show-toplevel"]),
            OpenFiles.isGitRunning(in: top) == false
        else { return [] }
        var done: [String] = []
        for lock in staleLocks() {
            unlink(lock)
            done.append("removed \(lock), which a killed git left")
        }
        // git hands a merge driver its versions in `.merge_file_*` files at the top.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: top)) ?? []
        for name in names.sorted() where name.hasPrefix(".merge_file_") {
            let path = "\(top)/\(name)"
            guard OpenFiles.isOpen(path) == false else { continue }
            unlink(path)
            done.append("removed \(path), a copy git made for the merge")
        }
        if repository.isMerging, repository.run(["merge", "--abort"]).succeeded {
            done.append("aborted the merge it had started")
        }
        if command == "sync", words[2] != "-", repository.value(["rev-parse", "HEAD"]) == words[2] {
            done += restoreEntries()
        }
        unlink(marker.path)
        return done.isEmpty ? [] : ["An earlier nightly \(command) was stopped while git ran:"] + done
    }

    /// Removes the lock files a git killed under a nightly that lived on left (nightly's commit
    /// then failed, and its change waits in its ``ChangeIntent``), when no git runs in the
    /// repository; says which.
    func removeStaleLocks() -> [String] {
        guard let top = repository.value(["rev-parse", "--show-toplevel"]), OpenFiles.isGitRunning(in: top) == false
        else { return [] }
        return staleLocks().map { lock in
            unlink(lock)
            return lock
        }
    }

    // MARK: Private

    private var gitFolder: URL? {
        repository.value(["rev-parse", "--absolute-git-dir"]).map { URL(fileURLWithPath: $0) }
    }

    private var marker: URL? { gitFolder?.appendingPathComponent(Self.markerName) }

    /// git's lock files that no running process holds open.
    private func staleLocks() -> [String] {
        guard let gitFolder else { return [] }
        var locks: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: gitFolder.path)
        while let name = enumerator?.nextObject() as? String {
            if name.hasPrefix("objects/") || name == "objects" {
                enumerator?.skipDescendants()
                continue
            }
            guard name.hasSuffix(".lock") else { continue }
            let path = gitFolder.appendingPathComponent(name).path
            if OpenFiles.isOpen(path) == false { locks.append(path) }
        }
        return locks.sorted()
    }

    /// A sync commits every entry before it merges, so an entry that differs from HEAD now was
    /// written by the killed merge: set it back, keeping the partial copy.
    private func restoreEntries() -> [String] {
        let changed = (repository.value(["diff", "--name-only", "--relative", "HEAD", "--", "."]) ?? "")
            .split(separator: "\n").map(String.init).filter { EntryLayout.date(ofRelativePath: $0) != nil }
        guard !changed.isEmpty, let gitFolder else { return [] }
        let stamp = Int(Date().timeIntervalSince1970)
        let keep = gitFolder.appendingPathComponent("nightly-recovered/\(stamp)")
        for path in changed {
            let source = URL(fileURLWithPath: repository.folder).appendingPathComponent(path)
            guard let bytes = FileManager.default.contents(atPath: source.path) else { continue }
            _ = try? AtomicFile.write(Array(bytes), to: keep.appendingPathComponent(path))
        }
        guard repository.run(["checkout", "HEAD", "--"] + changed).succeeded else {
            return ["could not set \(changed.joined(separator: ", ")) back to the last commit; see git status"]
        }
        return [
            "set \(CountedNoun.of(changed.count, "entry", "entries")) the merge had half written back to the "
                + "last commit (\(changed.joined(separator: ", "))); the partial copies are in \(keep.path)"
        ]
    }
}

/// The lock files a killed git left in the repository of `folder`, for a command that runs git
/// before it holds the journal's lock (`nightly init`, which makes the repository).
public enum StaleGitLocks {
    /// Removes them when no git runs there; returns the ones removed.
    @discardableResult
    public static func remove(in folder: String) -> [String] {
        InterruptedGit(repository: GitRepository(folder: folder)).removeStaleLocks()
    }
}
