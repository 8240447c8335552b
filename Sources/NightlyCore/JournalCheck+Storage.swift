import Foundation
import JournalFormat

extension JournalCheck {
    /// What endangers writes rather than reading: symbolic links that lead out of the journal,
    /// temporary files that killed writes left, and a lock that is not a regular file.
    ///
    /// A link can only be where `readdir` says one is (`DT_LNK`), so only the folders and
    /// entries with such a name on their path (or a name whose type the file system does not
    /// say) are followed with ``Journal/linkLeavingJournal(_:)``: no `lstat` or `realpath` per
    /// entry when there are no links.
    static func storageFindings(_ journal: Journal, entries: [EntryFile]) -> [Finding] {
        var findings: [Finding] = []
        var folders = [(url: journal.root, relativePath: "")]
        var listed = Set<String>()
        var mayBeLinks = Set<String>()
        var index = 0
        while index < folders.count {
            let folder = folders[index]
            index += 1
            let names = FolderNames.read(folder.url.path)
            listed.insert(folder.relativePath)
            let prefix = folder.relativePath.isEmpty ? "" : folder.relativePath + "/"
            for name in names.mayBeLinks { mayBeLinks.insert(prefix + name) }
            for name in names.all.filter(AtomicFile.isTemporaryFileName) {
                findings.append(
                    Finding(
                        path: journal.displayPath(folder.url.appendingPathComponent(name)), line: 1, severity: .warning,
                        message:
                            "a temporary file an interrupted write left; nightly removes it with its next write there")
                )
            }
            for name in names.all where (name.count == 4 || name.count == 2) && name.allSatisfy(\.isNumber) {
                let child = folder.url.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue,
                    folder.relativePath.isEmpty || name.count == 2
                {
                    folders.append((child, prefix + name))
                }
            }
        }
        /// Whether a symbolic link may be on the way from the journal folder to `relativePath`.
        func mayPassALink(_ relativePath: String) -> Bool {
            var end = relativePath.startIndex
            while let slash = relativePath[end...].firstIndex(of: "/") {
                let folder = String(relativePath[..<slash])
                if mayBeLinks.contains(folder) { return true }
                end = relativePath.index(after: slash)
            }
            let parent = end == relativePath.startIndex ? "" : String(relativePath[..<relativePath.index(before: end)])
            return !listed.contains(parent) || mayBeLinks.contains(relativePath)
        }
        var links = Set<String>()
        func checkLink(_ url: @autoclosure () -> URL, relativePath: String) {
            guard !relativePath.isEmpty, mayPassALink(relativePath),
                let (link, target) = journal.linkLeavingJournal(url()), links.insert(link.path).inserted
            else { return }
            findings.append(
                Finding(
                    path: journal.displayPath(link), line: 1, severity: .error,
                    message:
                        "a symbolic link to \(target), outside the journal; nightly reads through it but never writes"))
        }
        for folder in folders { checkLink(folder.url, relativePath: folder.relativePath) }
        for entry in entries { checkLink(entry.url, relativePath: entry.relativePath) }
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
