import Foundation
import JournalFormat
import JournalGit

extension JournalCheck {
    /// The journal's folders walked for what endangers writes rather than reading: temporary
    /// files that killed writes left, and where `readdir` reports symbolic links. It needs no
    /// entry listing, so it runs while the entries are listed.
    struct StorageWalk: Sendable {
        /// The journal folder, year folders and month folders, in the order walked.
        var folders: [(url: URL, relativePath: String)] = []
        /// The leftovers of killed writes, folder by folder.
        var leftovers: [Finding] = []
        /// Relative paths of the folders listed.
        var listed = Set<String>()
        /// Relative paths `readdir` reported as links, or whose type it did not report.
        var mayBeLinks = Set<String>()

        init(_ journal: Journal) {
            folders = [(journal.root, "")]
            var index = 0
            while index < folders.count {
                let folder = folders[index]
                index += 1
                let names = FolderNames.read(folder.url.path)
                listed.insert(folder.relativePath)
                let prefix = folder.relativePath.isEmpty ? "" : folder.relativePath + "/"
                for name in names.mayBeLinks { mayBeLinks.insert(prefix + name) }
                for name in names.hidden where TemporaryFileName.matches(name) {
                    leftovers.append(
                        Finding(
                            path: journal.displayPath(folder.url.appendingPathComponent(name)), line: 1,
                            severity: .warning,
                            message:
                                "a temporary file an interrupted write left; nightly removes it with its next write there"
                        ))
                }
                for name in names.numeric {
                    let child = folder.url.appendingPathComponent(name)
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue,
                        folder.relativePath.isEmpty || name.count == 2
                    {
                        folders.append((child, prefix + name))
                    }
                }
            }
        }

        /// Whether a symbolic link may be on the way from the journal folder to `relativePath`:
        /// a name on it that `readdir` did not call a plain file or folder, or a folder on it
        /// that the walk did not list.
        func mayPassALink(_ relativePath: String) -> Bool {
            !isClear(Self.parent(of: relativePath)) || mayBeLinks.contains(relativePath)
        }

        /// Whether the walk listed `folder` and `readdir` called every name on the way to it
        /// (itself included) a plain folder.
        func isClear(_ folder: Substring) -> Bool {
            guard listed.contains(String(folder)) else { return false }
            guard !mayBeLinks.isEmpty, !folder.isEmpty else { return true }
            var end = folder.startIndex
            while let slash = folder[end...].firstIndex(of: "/") {
                if mayBeLinks.contains(String(folder[..<slash])) { return false }
                end = folder.index(after: slash)
            }
            return !mayBeLinks.contains(String(folder))
        }

        /// The folder part of a relative path, empty for a name in the journal folder itself.
        static func parent(of relativePath: String) -> Substring {
            guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else {
                return relativePath[relativePath.startIndex..<relativePath.startIndex]
            }
            return relativePath[..<slash]
        }
    }

    /// What endangers writes rather than reading: symbolic links that lead out of the journal,
    /// temporary files that killed writes left, and a lock that is not a regular file.
    ///
    /// A link can only be where `readdir` says one is (`DT_LNK`), so only the folders and
    /// entries with such a name on their path (or a name whose type the file system does not
    /// say) are followed with ``Journal/linkLeavingJournal(_:)``: no `lstat` or `realpath` per
    /// entry when there are no links.
    static func storageFindings(_ journal: Journal, walk: StorageWalk, entries: [EntryFile]) -> [Finding] {
        var findings = walk.leftovers
        var links = Set<String>()
        func checkLink(_ url: @autoclosure () -> URL, relativePath: String) {
            guard !relativePath.isEmpty, walk.mayPassALink(relativePath),
                let (link, target) = journal.linkLeavingJournal(url()), links.insert(link.path).inserted
            else { return }
            findings.append(
                Finding(
                    path: journal.displayPath(link), line: 1, severity: .error, message: linkMessage(target: target)))
        }
        for folder in walk.folders { checkLink(folder.url, relativePath: folder.relativePath) }
        // Entries come folder by folder: a folder found clear is not looked up again.
        var clearFolder: Substring?
        for entry in entries {
            let parent = StorageWalk.parent(of: entry.relativePath)
            if parent == clearFolder, walk.mayBeLinks.isEmpty || !walk.mayBeLinks.contains(entry.relativePath) {
                continue
            }
            if walk.isClear(parent) { clearFolder = parent }
            checkLink(entry.url, relativePath: entry.relativePath)
        }
        if let kind = JournalLock.problem(in: journal.root) {
            findings.append(
                Finding(
                    path: journal.displayPath(journal.root.appendingPathComponent(JournalLock.fileName)), line: 1,
                    severity: .error,
                    message:
                        "the journal's lock is \(kind), not a lock file; nightly writes nothing until it is removed"))
        }
        return findings
    }
}
