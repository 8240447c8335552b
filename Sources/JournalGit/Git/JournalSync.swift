import Foundation
import JournalFormat

/// `nightly sync`: commits the entries, merges the other machines' work and pushes.
///
/// Only entry files are committed (`git commit --only`, as ``EntryCommitter`` does), so what
/// the user staged stays staged. The upstream branch is fetched and merged (never rebased),
/// entries through `nightly merge-driver`, and the result pushed without force; a push the
/// remote rejects because it moved on meanwhile starts again from the fetch, twice at most.
/// A branch without upstream never becomes a second branch beside the remote's
/// (``upstreamToAdopt(remote:branch:)``). nightly's own setup files never stop a sync: they
/// are committed when HEAD lacks their setup lines, and merged line by line with the other
/// machines' (`JournalSync+SetupFiles.swift`).
public struct JournalSync: Sendable {
    public var repository: GitRepository
    /// The merge driver command `configureDriver` registers.
    public var driverCommand: String
    /// The journal, whose template tells a day left as the bare template (never committed: it
    /// is removed, as every door removes it); nil commits every changed entry.
    public var journal: Journal?

    public init(repository: GitRepository, driverCommand: String, journal: Journal? = nil) {
        self.repository = repository
        self.driverCommand = driverCommand
        self.journal = journal
    }

    /// Runs the sync; `say` gets each step's line for the user. All of its git runs under
    /// nightly's marker (see ``InterruptedGit``), so a sync killed anywhere, in `git status`,
    /// a commit, the fetch, the merge or the push, is cleaned up after by the next command.
    public func run(say: (String) -> Void) -> SyncOutcome {
        guard repository.gitIsInstalled else { return .failed(GitRepository.gitNotFound) }
        guard repository.isWorkTree else {
            return .failed(
                "\(repository.folder) is not a git repository; run `git init` there, or nightly init, first")
        }
        return InterruptedGit(repository: repository).running("git") { runMarked(say: say) }
    }

    private func runMarked(say: (String) -> Void) -> SyncOutcome {
        if repository.isMerging {
            let resolved = resolveSetupFileConflicts(say: say)
            let files = repository.unmergedFiles
            guard files.isEmpty else { return .conflicts(files) }
            guard !resolved.isEmpty else {
                return .failed(
                    "a merge is waiting to be committed; run `git commit` to finish it, then nightly sync again")
            }
            if let failure = concludeMerge() { return failure }
        }
        if JournalEncryption(repository: repository).initializationUnfinished {
            return .failed(
                "nightly encrypt init was stopped before it ended, and the remote must not get half an "
                    + "encryption; run nightly encrypt init again to finish it, then sync")
        }
        let setup = MergeDriverSetup(repository: repository)
        if setup.configureDriver(command: driverCommand) { say("Registered nightly's merge driver in .git/config.") }
        if setup.attributesOutdated {
            say(
                "Note: .gitattributes lets git convert entries' line endings (core.autocrlf); run nightly sync "
                    + "--setup once, so every clone has the same bytes.")
        } else if !setup.attributesInPlace {
            say(
                "Note: .gitattributes does not send entries to the merge driver yet; run nightly sync --setup "
                    + "once, so every clone merges entries without losing words.")
        }
        // Before the merge, so that git merges entries with the attributes committed here.
        if let failure = commitSetupFiles(say: say) { return failure }
        if case .failed(let message) = commitEntries(say: say) {
            return .failed(
                Self.isMissingIdentity(message) ? Self.missingIdentityMessage(folder: repository.folder) : message)
        }
        guard let branch = repository.branch else {
            return .failed("HEAD is not on a branch (detached); check out a branch, then sync again")
        }
        let remotes = repository.remotes
        guard !remotes.isEmpty else { return .noRemote }
        let configuredRemote = repository.config("branch.\(branch).remote")
        let remote = configuredRemote ?? (remotes.contains("origin") ? "origin" : remotes[0])
        var mergeRef = repository.config("branch.\(branch).merge")
        for _ in 0..<3 {
            let fetched = repository.run(["fetch", "--quiet", remote])
            guard fetched.succeeded else { return .unreachable(remote: remote, reason: fetched.reason) }
            if mergeRef == nil {
                switch upstreamToAdopt(remote: remote, branch: branch) {
                case .none:
                    break
                case .adopt(let name):
                    if let failure = adoptUpstream(remote: remote, branch: branch, remoteBranch: name) {
                        return failure
                    }
                    mergeRef = "refs/heads/\(name)"
                    say("\(branch) had no upstream and \(remote) has no \(branch); it now follows \(remote)/\(name).")
                case .ambiguous(let names):
                    return .failed(ambiguousUpstreamMessage(remote: remote, branch: branch, names: names))
                }
            }
            let tracking = trackingRef(remote: remote, branch: branch, mergeRef: mergeRef)
            let incoming = tracking.flatMap { repository.hasCommitsMissingFromHead($0) ? $0 : nil }
            if let incoming {
                // An untracked setup file the other side adds would stop the merge.
                let setAside = setAsideIncomingSetupFiles(incoming, say: say)
                let failure = merge(incoming, say: say)
                let kept = keepSetAside(setAside, say: say)
                if let failure { return failure }
                say("Merged the changes from \(incoming.replacingOccurrences(of: "refs/remotes/", with: "")).")
                let message = "Keep the lines of both machines' \(kept.joined(separator: " and "))"
                if !kept.isEmpty, let failure = commit(kept, message: message, say: say) { return failure }
            }
            guard repository.hasCommits else {
                say("Nothing to sync yet.")
                return .synced
            }
            if let tracking, !repository.headHasCommitsMissingFrom(tracking) {
                say("Up to date with \(tracking.replacingOccurrences(of: "refs/remotes/", with: "")).")
                return .synced
            }
            if let leak = plainTextToPush(remote: remote, tracking: tracking, say: say) { return .failed(leak) }
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

    /// Once the journal is encrypted, a push must send no Markdown file in plain text: a clone
    /// that was never unlocked, or lost the filter, commits new entries unencrypted. Once it
    /// is unlocked, those commits are replaced by one that holds the entries as ciphertext
    /// (``JournalEncryption/recommitEncrypted(_:after:)``); else says which files, and
    /// nothing is pushed.
    func plainTextToPush(remote: String, tracking: String?, say: (String) -> Void) -> String? {
        let encryption = JournalEncryption(repository: repository)
        guard encryption.isSetUp else { return nil }
        let range = tracking.map { ["\($0)..HEAD"] } ?? ["HEAD"]
        if let failure = replacePlainHistoryNeverPushed(encryption, remote: remote, tracking: tracking, say: say) {
            return failure
        }
        var plain = encryption.plainTextCommitted(in: range)
        guard !plain.isEmpty else { return nil }
        if encryption.isUnlocked, let tracking, let base = pushedBase(tracking) {
            do {
                try encryption.recommitEncrypted(plain, after: base)
                say(
                    "Committed \(CountedNoun.of(plain.count, "entry", "entries")) again as ciphertext, in place of the "
                        + "commits made while this clone was locked.")
            } catch {
                return "\(error); nothing was pushed"
            }
            plain = encryption.plainTextCommitted(in: range)
            guard !plain.isEmpty else { return nil }
        }
        let names = plain.prefix(3).joined(separator: ", ") + (plain.count > 3 ? " and \(plain.count - 3) more" : "")
        let remedy =
            encryption.isUnlocked
            ? "they were committed before the filter was in place here"
            : "this clone was never unlocked: nightly encrypt unlock KEYFILE"
        return "the journal is encrypted, but \(names) would reach the remote in plain text (\(remedy)); "
            + "nothing was pushed"
    }

    /// Entries committed before `encrypt init` and never pushed to `remote` are plain text it
    /// never had: the commits it lacks are replaced by one holding HEAD's files as ciphertext,
    /// said in one line, so that the push goes through and sends none of it (another remote
    /// having them does not make them this one's).
    /// Returns a failure to report, or `nil`.
    func replacePlainHistoryNeverPushed(
        _ encryption: JournalEncryption, remote: String, tracking: String?, say: (String) -> Void
    ) -> String? {
        guard encryption.isUnlocked, encryption.plainHistoryNeverPushed(to: remote) else { return nil }
        let base: String?
        if let tracking {
            guard let pushed = pushedBase(tracking) else { return nil }
            base = pushed
        } else {
            // With no upstream, the commits the remote lacks are replaced from the newest commit
            // of HEAD's first-parent line that it has (every one before it is there too), or
            // whole when it has none.
            guard let unpushed = repository.value(["rev-list", "HEAD", "--not", "--remotes=\(remote)"]),
                let line = repository.value(["rev-list", "--first-parent", "HEAD"])
            else { return nil }
            let never = Set(unpushed.split(separator: "\n"))
            base = line.split(separator: "\n").first { !never.contains($0) }.map(String.init)
        }
        let replaced = repository.value(["rev-list", "--count", "HEAD"] + (base.map { ["^\($0)"] } ?? [])) ?? "?"
        do {
            try encryption.recommitEncrypted(
                encryption.plainTextCommitted(in: ["HEAD"]), after: base,
                why: "Committed again as ciphertext, in place of commits never pushed that held entries in plain "
                    + "text (nightly sync).")
        } catch {
            return "\(error); nothing was pushed"
        }
        say(
            "Replaced \(replaced) unpushed commit\(replaced == "1" ? "" : "s") holding entries in plain text "
                + "with one commit of ciphertext, so the remote never receives the plain text.")
        return nil
    }

    /// The commit the remote has that the commits to push start from: `tracking` once merged,
    /// else where HEAD and it parted.
    func pushedBase(_ tracking: String) -> String? {
        if repository.run(["merge-base", "--is-ancestor", tracking, "HEAD"]).succeeded {
            return repository.value(["rev-parse", "--verify", tracking])
        }
        return repository.value(["merge-base", "HEAD", tracking])
    }

    /// Commits every changed, new or deleted entry file, and nothing else; a new day left as
    /// the bare template is removed instead (``Journal/isBareTemplate(_:of:)``). One change, as
    /// every door's (``LoggedFiles``): the removals logged first, the commit made through the
    /// intent log's `ready` record, as ``DayTransaction`` commits a day.
    func commitEntries(say: (String) -> Void) -> EntryCommitter.Outcome {
        let folder = URL(fileURLWithPath: repository.folder)
        let change = LoggedFiles(root: folder, door: "nightly sync")
        let changed = changedPaths()
        let importing = pendingImportFiles(say: say)
        let entries = changed.filter { EntryLayout.date(ofRelativePath: $0) != nil && !importing.contains($0) }
        let photos = linkedPhotos(among: changed).filter { !importing.contains($0) }
        let paths = entries.filter { path in
            guard let journal, let date = EntryLayout.date(ofRelativePath: path),
                journal.isBareTemplate(folder.appendingPathComponent(path), of: date),
                !repository.run(["cat-file", "-e", "HEAD:\(repository.prefix)\(path)"]).succeeded
            else { return true }
            return !change.remove(folder.appendingPathComponent(path))
        }
        guard !paths.isEmpty || !photos.isEmpty else {
            change.end()
            return .nothingToCommit
        }
        let message = DayCommitMessage.message(for: paths.compactMap { EntryLayout.date(ofRelativePath: $0) })
        let outcome = change.commit(
            (paths + photos).map { folder.appendingPathComponent($0).path }, message: message,
            committer: EntryCommitter(git: repository.git))
        if outcome == .committed {
            let counted = [
                paths.isEmpty ? nil : CountedNoun.of(paths.count, "entry", "entries"),
                photos.isEmpty ? nil : CountedNoun.of(photos.count, "photo"),
            ]
            say("Committed \(counted.compactMap { $0 }.joined(separator: " and ")).")
        }
        return outcome
    }

    /// Entry files git sees as changed, new or deleted, relative to the journal folder.
    func changedEntryPaths() -> [String] {
        changedPaths().filter { EntryLayout.date(ofRelativePath: $0) != nil }
    }

    /// Files git sees as changed, new or deleted, relative to the journal folder.
    func changedPaths() -> [String] {
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
            for name in names where name.hasPrefix(prefix) { paths.append(String(name.dropFirst(prefix.count))) }
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

    enum UpstreamChoice: Equatable {
        /// Push creates the remote's branch of the same name: the remote has it already, or
        /// has no branch at all.
        case none
        /// The remote's one branch, or the one its HEAD points at.
        case adopt(String)
        /// Several branches, none named like this one and none the remote's HEAD.
        case ambiguous([String])
    }

    /// What a branch without upstream syncs with, just after the fetch. Pushing it as a new
    /// branch beside the remote's would split the journal in two histories that never meet
    /// (a clone on `main`, another on `master`), so an existing branch is chosen instead.
    func upstreamToAdopt(remote: String, branch: String) -> UpstreamChoice {
        let prefix = "refs/remotes/\(remote)/"
        guard !repository.exists(prefix + branch) else { return .none }
        let listed = repository.value(["for-each-ref", "--format=%(refname)", prefix]) ?? ""
        let names = listed.split(separator: "\n").map { String($0.dropFirst(prefix.count)) }.filter { $0 != "HEAD" }
        guard names.count > 1 else { return names.first.map { .adopt($0) } ?? .none }
        if let head = remoteHead(remote: remote), names.contains(head) { return .adopt(head) }
        return .ambiguous(names)
    }

    /// The branch the remote's HEAD points at: `refs/remotes/REMOTE/HEAD` when a clone set
    /// it, else what the remote says; nil when it does not say or points at no branch.
    func remoteHead(remote: String) -> String? {
        let prefix = "refs/remotes/\(remote)/"
        if let local = repository.value(["symbolic-ref", "--quiet", prefix + "HEAD"]), local.hasPrefix(prefix) {
            return String(local.dropFirst(prefix.count))
        }
        let listed = repository.value(["ls-remote", "--symref", remote, "HEAD"]) ?? ""
        for line in listed.split(separator: "\n") where line.hasPrefix("ref: refs/heads/") {
            let fields = line.dropFirst("ref: refs/heads/".count).split(separator: "\t")
            if fields.count == 2, fields[1] == "HEAD" { return String(fields[0]) }
        }
        return nil
    }

    /// Makes `remote`/`remoteBranch` the upstream of `branch`. Set in the config directly,
    /// since `git branch --set-upstream-to` refuses a branch with no commit yet.
    func adoptUpstream(remote: String, branch: String, remoteBranch: String) -> SyncOutcome? {
        for (key, value) in [("remote", remote), ("merge", "refs/heads/\(remoteBranch)")] {
            let set = repository.run(["config", "branch.\(branch).\(key)", value])
            guard set.succeeded else {
                return .failed("could not set the upstream of \(branch) to \(remote)/\(remoteBranch): \(set.reason)")
            }
        }
        return nil
    }

    func ambiguousUpstreamMessage(remote: String, branch: String, names: [String]) -> String {
        """
        the branch \(branch) has no upstream, and the remote '\(remote)' has several branches but \
        none named \(branch): \(names.joined(separator: ", ")). nightly does not start another \
        branch there, since the machines would never see each other's entries. Choose the one \
        to sync with, in \(repository.folder):
          git branch --set-upstream-to=\(remote)/NAME
        then run nightly sync again. Your entries are committed here.
        """
    }

    /// Merges `ref` into HEAD; nil when it worked. Histories that share no commit (two
    /// machines that each started the journal) are merged too: the files are the same days.
    func merge(_ ref: String, say: (String) -> Void) -> SyncOutcome? {
        let environment = [JournalLock.ownerVariable: String(LockFile.currentProcess)]
        var repository = repository
        repository.environment.merge(environment) { $1 }
        let name = ref.replacingOccurrences(of: "refs/remotes/", with: "")
        let message = "Merge \(name) (nightly sync)"
        let merged = InterruptedGit(repository: repository).running("sync") {
            repository.run(["merge", "--no-edit", "--allow-unrelated-histories", "-m", message, ref])
        }
        // The merge driver's notes (both versions kept, a fallback) are for the user.
        for line in merged.output.split(separator: "\n") where line.hasPrefix("nightly: ") {
            say(String(line.dropFirst("nightly: ".count)))
        }
        if merged.succeeded { return nil }
        if Self.isMissingIdentity(merged.output) {
            if repository.isMerging { _ = repository.run(["merge", "--abort"]) }
            return .failed(Self.missingIdentityMessage(folder: repository.folder))
        }
        if repository.isMerging {
            let resolved = resolveSetupFileConflicts(say: say)
            let files = repository.unmergedFiles
            guard files.isEmpty, !resolved.isEmpty else { return .conflicts(files) }
            return concludeMerge()
        }
        if case .signaled(let signal) = merged.status {
            return .failed(
                "git merge was killed (signal \(signal)); your entries are committed, and the next nightly sync "
                    + "cleans up and merges again")
        }
        let reason = merged.reason.isEmpty ? "exit status \(merged.status)" : merged.reason
        return .failed("git merge failed: \(reason); nothing was lost, your entries are committed")
    }

    /// Commits a merge whose conflicts are all resolved, with git's message; nil when it worked.
    func concludeMerge() -> SyncOutcome? {
        let committed = repository.run(["commit", "--no-edit", "--quiet"])
        if committed.succeeded { return nil }
        if Self.isMissingIdentity(committed.output) {
            return .failed(Self.missingIdentityMessage(folder: repository.folder))
        }
        return .failed("could not commit the merge: \(committed.reason); run `git commit` to finish it")
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
