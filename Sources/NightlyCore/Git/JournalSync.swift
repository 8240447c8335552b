import Foundation
import JournalFormat

/// `nightly sync`: commits the entries, merges the other machines' work and pushes.
///
/// Only entry files are committed (`git commit --only`, as ``EntryCommitter`` does), so what
/// the user staged stays staged. The upstream branch is fetched and merged (never rebased),
/// entries through `nightly merge-driver`, and the result pushed without force; a push the
/// remote rejects because it moved on meanwhile starts again from the fetch, twice at most.
public struct JournalSync: Sendable {
    public var repository: GitRepository
    /// The merge driver command `configureDriver` registers.
    public var driverCommand: String

    public init(repository: GitRepository, driverCommand: String) {
        self.repository = repository
        self.driverCommand = driverCommand
    }

    /// Runs the sync; `say` gets each step's line for the user.
    public func run(say: (String) -> Void) -> SyncOutcome {
        guard repository.isWorkTree else {
            return .failed(
                "\(repository.folder) is not a git repository; run `git init` there, or nightly init, first")
        }
        if repository.isMerging {
            let files = repository.unmergedFiles
            guard files.isEmpty else { return .conflicts(files) }
            return .failed("a merge is waiting to be committed; run `git commit` to finish it, then nightly sync again")
        }
        let setup = MergeDriverSetup(repository: repository)
        if setup.configureDriver(command: driverCommand) { say("Registered nightly's merge driver in .git/config.") }
        if !setup.attributesInPlace {
            say(
                "Note: .gitattributes does not send entries to the merge driver yet; run nightly sync --setup "
                    + "once, so every clone merges entries without losing words.")
        }
        if case .failed(let message) = commitEntries(say: say) { return .failed(message) }
        guard let branch = repository.branch else {
            return .failed("HEAD is not on a branch (detached); check out a branch, then sync again")
        }
        let remotes = repository.remotes
        guard !remotes.isEmpty else { return .noRemote }
        let configuredRemote = repository.config("branch.\(branch).remote")
        let remote = configuredRemote ?? (remotes.contains("origin") ? "origin" : remotes[0])
        let mergeRef = repository.config("branch.\(branch).merge")
        for _ in 0..<3 {
            let fetched = repository.run(["fetch", "--quiet", remote])
            guard fetched.succeeded else { return .unreachable(remote: remote, reason: fetched.reason) }
            let tracking = trackingRef(remote: remote, branch: branch, mergeRef: mergeRef)
            if let tracking, repository.hasCommitsMissingFromHead(tracking) {
                if let failure = merge(tracking, say: say) { return failure }
                say("Merged the changes from \(tracking.replacingOccurrences(of: "refs/remotes/", with: "")).")
            }
            guard repository.hasCommits else {
                say("Nothing to sync yet.")
                return .synced
            }
            if let tracking, !repository.headHasCommitsMissingFrom(tracking) {
                say("Up to date with \(tracking.replacingOccurrences(of: "refs/remotes/", with: "")).")
                return .synced
            }
            switch push(remote: remote, mergeRef: mergeRef) {
            case .pushed(let target):
                say("Pushed to \(remote) (\(target)).")
                return .synced
            case .rejected:
                continue
            case .refused(let reason):
                return .failed("the remote '\(remote)' refused the push: \(reason); your entries are committed here")
            case .unreachable(let reason):
                return .unreachable(remote: remote, reason: reason)
            }
        }
        return .failed("the remote kept changing while nightly synced; run nightly sync again")
    }

    /// Commits every changed, new or deleted entry file, and nothing else.
    func commitEntries(say: (String) -> Void) -> EntryCommitter.Outcome {
        let paths = changedEntryPaths()
        guard !paths.isEmpty else { return .nothingToCommit }
        let dates = Set(paths.compactMap { EntryLayout.date(ofRelativePath: $0) }).sorted()
        let message =
            dates.count == 1
            ? "Journal \(dates[0].iso)" : "Journal \(dates.count) days, \(dates[0].iso) to \(dates.last!.iso)"
        let folder = URL(fileURLWithPath: repository.folder)
        let outcome = EntryCommitter(git: repository.git).commit(
            paths: paths.map { folder.appendingPathComponent($0).path }, in: repository.folder, message: message)
        if outcome == .committed { say("Committed \(paths.count == 1 ? "1 entry" : "\(paths.count) entries").") }
        return outcome
    }

    /// Entry files git sees as changed, new or deleted, relative to the journal folder.
    func changedEntryPaths() -> [String] {
        let prefix = repository.prefix
        // Not trimmed: the status code's first column is often a space.
        let listed = repository.run(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", "."])
        let status = listed.succeeded ? listed.output : ""
        var paths: [String] = []
        var fields = status.split(separator: "\0", omittingEmptySubsequences: true).makeIterator()
        while let field = fields.next() {
            guard field.count > 3 else { continue }
            let code = field.prefix(2)
            var names = [String(field.dropFirst(3))]
            // A rename or copy is followed by the path it came from.
            if code.contains("R") || code.contains("C"), let origin = fields.next() { names.append(String(origin)) }
            for name in names where name.hasPrefix(prefix) {
                let relative = String(name.dropFirst(prefix.count))
                if EntryLayout.date(ofRelativePath: relative) != nil { paths.append(relative) }
            }
        }
        return paths
    }

    /// The remote-tracking branch to merge: the upstream's, else the remote's branch of the
    /// same name; nil when the remote has none yet.
    func trackingRef(remote: String, branch: String, mergeRef: String?) -> String? {
        let name = mergeRef.map { String($0.dropFirst("refs/heads/".count)) } ?? branch
        let ref = "refs/remotes/\(remote)/\(name)"
        return repository.exists(ref) ? ref : nil
    }

    /// Merges `ref` into HEAD; nil when it worked. Histories that share no commit (two
    /// machines that each started the journal) are merged too: the files are the same days.
    func merge(_ ref: String, say: (String) -> Void) -> SyncOutcome? {
        let environment = [JournalLock.ownerVariable: String(LockFile.currentProcess)]
        var repository = repository
        repository.environment.merge(environment) { $1 }
        let name = ref.replacingOccurrences(of: "refs/remotes/", with: "")
        let message = "Merge \(name) (nightly sync)"
        let merged = repository.run(["merge", "--no-edit", "--allow-unrelated-histories", "-m", message, ref])
        // The merge driver's notes (both versions kept, a fallback) are for the user.
        for line in merged.output.split(separator: "\n") where line.hasPrefix("nightly: ") {
            say(String(line.dropFirst("nightly: ".count)))
        }
        if merged.succeeded { return nil }
        if repository.isMerging { return .conflicts(repository.unmergedFiles) }
        return .failed(
            "git merge failed: \(merged.output.trimmingSpaces()); nothing was lost, your entries are committed")
    }

    enum PushResult {
        case pushed(String)
        /// The remote has commits we have not merged yet.
        case rejected
        /// The remote refused for another reason (a hook, a protected branch).
        case refused(String)
        case unreachable(String)
    }

    /// Pushes HEAD to the upstream branch, or to the remote's branch of the same name and
    /// makes that the upstream. Never forced.
    func push(remote: String, mergeRef: String?) -> PushResult {
        let arguments =
            mergeRef.map { ["push", "--porcelain", remote, "HEAD:\($0)"] }
            ?? ["push", "--porcelain", "--set-upstream", remote, "HEAD"]
        let pushed = repository.run(arguments)
        if pushed.succeeded {
            return .pushed(mergeRef.map { String($0.dropFirst("refs/heads/".count)) } ?? repository.branch ?? "HEAD")
        }
        // --porcelain marks a refused ref with "!"; "[rejected]" (not "[remote rejected]", a
        // hook's refusal) means the remote has commits we have not merged yet.
        let refused = pushed.output.split(separator: "\n").filter { $0.hasPrefix("!\t") }
        if refused.contains(where: { $0.contains("\t[rejected]") }) { return .rejected }
        if let line = refused.first { return .refused(String(line.split(separator: "\t").last ?? line)) }
        return .unreachable(pushed.reason)
    }
}
