import Foundation

/// The import fixtures: files jrnl 4.6 wrote itself (Fixtures/import/jrnl: its JSON export, a
/// journal file and a folder journal of the same six entries, and the config it used), a
/// hand-made Day One export zip, and pasted Markdown that must not swallow an entry.
enum ImportFixtures {
    static let folder = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/import")
    static let jrnl = folder.appendingPathComponent("jrnl")
    static let jrnlJSON = jrnl.appendingPathComponent("export.json")
    static let dayOneZip = folder.appendingPathComponent("dayone-export.zip")
    static let pastedMarkdown = folder.appendingPathComponent("pasted-markdown.json")
    /// Windows' and old Macs' line endings, and an entry whose words begin one already there.
    static let lineEndings = folder.appendingPathComponent("line-endings")
    /// Entries with fenced code and code spans, which an import must copy unchanged.
    static let code = folder.appendingPathComponent("code")
    /// A jrnl journal file whose entries have no line break after their header line: one
    /// followed at once by the next header, and the last line of a file that ends without one.
    static let jrnlOneLine = folder.appendingPathComponent("jrnl-one-line/journal.txt")
    /// Days and times that do not exist, unknown time zones, a byte order mark, an empty tag.
    static let invalid = folder.appendingPathComponent("invalid")

    /// Every file under `folder` (`.git` left out), by relative path.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if path == ".git" || path.hasPrefix(".git/") { continue }
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// Runs git in `folder` and returns what it printed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        try GitSandbox.git(["-C", folder.path] + arguments)
    }

    /// Makes `folder` a git repository with an identity of its own.
    static func gitInit(_ folder: URL) throws {
        try GitSandbox.git(["init", "--quiet", folder.path])
        try git(["config", "user.name", "Importer"], in: folder)
        try git(["config", "user.email", "importer@example.com"], in: folder)
    }
}
