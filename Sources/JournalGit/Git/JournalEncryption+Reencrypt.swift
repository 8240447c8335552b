import Foundation
import JournalFormat
import SystemCalls

/// Entries a clone committed while it was locked (no key, so no filter) are plain text in
/// commits that are not pushed yet. Once the clone is unlocked, `nightly sync` commits them
/// again through the filter, in place of those commits, so that the remote only ever
/// receives ciphertext and no one has to `git reset` by hand.
extension JournalEncryption {
    /// Replaces the commits after `base` (an ancestor of HEAD the remote has; `nil`: every
    /// commit, when the remote has none of them) by one commit with HEAD's files, `paths`
    /// (relative to the journal) encrypted. HEAD moves with a compare-and-swap, so a kill
    /// leaves HEAD as it was or the new commit; the working tree is not touched.
    /// - Parameter why: the commit message's second paragraph.
    /// - Returns: How many files were encrypted.
    @discardableResult
    public func recommitEncrypted(
        _ paths: [String], after base: String?,
        why: String = "Committed again as ciphertext: written while this clone was locked (nightly sync)."
    ) throws -> Int {
        guard isUnlocked, let gitFolder else {
            throw Failure(description: "this clone has no key; unlock it first with nightly encrypt unlock KEYFILE")
        }
        guard let head = repository.value(["rev-parse", "--verify", "HEAD"]) else { return 0 }
        let index = gitFolder + "/nightly-encrypt-index"
        unlink(index)
        defer { unlink(index) }
        var staging = repository
        staging.environment["GIT_INDEX_FILE"] = index
        try check(staging.run(["read-tree", head]), "git read-tree")
        var encrypted: [String] = []
        for path in paths {
            let listed = repository.value(["ls-tree", head, "--", path]) ?? ""
            let fields = listed.split(separator: "\t", maxSplits: 1).first?.split(separator: " ") ?? []
            guard fields.count == 3, fields[1] == "blob", !startsWithHeader(String(fields[2])) else { continue }
            // The committed bytes, not the working tree's, through git-crypt's clean filter.
            let hashed = ChildProcess.capture(
                [
                    "/bin/sh", "-c",
                    "cd \"$1\" && \"$2\" cat-file blob \"$3\" | \"$2\" hash-object -w --stdin --path=\"$4\"",
                    "sh", repository.folder, repository.git, String(fields[2]), path,
                ], environment: repository.environment)
            let blob = hashed.1.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard hashed.0.succeeded, blob.count >= 40, startsWithHeader(blob) else {
                throw Failure(description: "could not encrypt \(path): \(hashed.1)")
            }
            try check(staging.run(["update-index", "--cacheinfo", "\(fields[0]),\(blob),\(path)"]), "git update-index")
            encrypted.append(path)
        }
        guard let tree = staging.value(["write-tree"]) else { throw Failure(description: "git write-tree failed") }
        let dates = paths.compactMap { EntryLayout.date(ofRelativePath: $0) }
        let message = (dates.isEmpty ? "Entries" : DayCommitMessage.message(for: dates)) + "\n\n" + why
        let parent = base.map { ["-p", $0] } ?? []
        guard let commit = repository.value(["commit-tree", tree] + parent + ["-m", message]) else {
            throw Failure(description: "git commit-tree failed")
        }
        try check(
            repository.run([
                "update-ref", "-m", "nightly sync: encrypt entries written while locked", "HEAD", commit, head,
            ]),
            "git update-ref")
        // The index held the plain blobs; HEAD's ciphertext now, the files as they are.
        if !encrypted.isEmpty { _ = repository.run(["reset", "--quiet", "--"] + encrypted) }
        return encrypted.count
    }

    /// Whether a commit HEAD has and none of `remote`'s tracking refs has holds a Markdown file
    /// from before encryption was set up (its `.gitattributes` encrypts nothing): plain text
    /// that a push would give a remote that never had it.
    public func plainHistoryNeverPushed(to remote: String) -> Bool {
        let unpushed = repository.run(["rev-list", "HEAD", "--not", "--remotes=\(remote)"])
        guard unpushed.succeeded else { return false }
        for commit in unpushed.output.split(separator: "\n").map(String.init) {
            let attributes = repository.run(["show", "\(commit):./.gitattributes"])
            if attributes.succeeded, Self.encrypts(attributes: Array(attributes.output.utf8)) { continue }
            let changed = repository.run([
                "diff-tree", "-r", "-m", "--root", "--no-commit-id", "--name-only", "--diff-filter=AM", "--relative",
                commit, "--", "*.md",
            ])
            if changed.succeeded, !changed.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return true
            }
        }
        return false
    }

    private func check(_ result: GitRepository.Result, _ what: String) throws {
        guard result.succeeded else { throw Failure(description: "\(what) failed: \(result.reason)") }
    }
}
