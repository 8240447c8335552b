import Foundation
import Testing

/// Nothing is written outside the journal, and nothing read from outside into it (issue 23):
/// every command that writes, over a journal whose every name it writes is a symbolic link to
/// a file outside (as a `git pull` can bring), fails naming the link and leaves the files
/// outside byte for byte as they were.
@Suite final class LinksOutOfTheJournalTests {
    let sandbox: GitSandbox
    let journal: URL
    var outside: URL { sandbox.folder.appendingPathComponent("outside") }
    var config: URL { sandbox.folder.appendingPathComponent("config") }
    var site: URL { sandbox.folder.appendingPathComponent("site") }

    /// A clone whose setup files, today's entry, template, photos folder and a site's year
    /// folder are links to files outside; each outside file holds words of its own.
    init() throws {
        sandbox = try GitSandbox()
        journal = try sandbox.clone("journal")
        let files = FileManager.default
        for folder in [journal.appendingPathComponent("2026"), outside.appendingPathComponent("photos"), site] {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("# Sunday\n\n## Journal\n\nA page of my own.\n".utf8).write(
            to: journal.appendingPathComponent("2026/2026-11-22.md"))
        let links = [
            ".gitignore": "gitignore", ".gitattributes": "gitattributes", "2026/2026-11-23.md": "day.md",
            "template.md": "template.md", "2026/photos": "photos",
        ]
        for (name, target) in links {
            let url = outside.appendingPathComponent(target)
            if target != "photos" {
                try Data("# \(target): the user's own\n\n## Action step\n\n- [ ] an open step\n".utf8).write(to: url)
            }
            try files.createSymbolicLink(at: journal.appendingPathComponent(name), withDestinationURL: url)
        }
        try files.createDirectory(at: outside.appendingPathComponent("site-2026"), withIntermediateDirectories: true)
        try Data("made by nightly\n".utf8).write(to: site.appendingPathComponent(".nightly-site"))
        try files.createSymbolicLink(
            at: site.appendingPathComponent("2026"), withDestinationURL: outside.appendingPathComponent("site-2026"))
        let units = config.appendingPathComponent("systemd/user")
        try files.createDirectory(at: units, withIntermediateDirectories: true)
        for unit in ["nightly-reminder.timer", "nightly-reminder.service"] {
            try Data("[Unit]\nDescription=the user's own\n".utf8).write(to: outside.appendingPathComponent(unit))
            try files.createSymbolicLink(
                at: units.appendingPathComponent(unit), withDestinationURL: outside.appendingPathComponent(unit))
        }
        // Where `systemctl --user` looks for a user manager, so remind install gets to its units.
        let runtime = sandbox.folder.appendingPathComponent("runtime/systemd")
        try files.createDirectory(at: runtime, withIntermediateDirectories: true)
        _ = files.createFile(atPath: runtime.appendingPathComponent("private").path, contents: nil)
        // A dangling link outside the journal that leads into it, where sync would commit a key.
        try files.createSymbolicLink(
            at: sandbox.folder.appendingPathComponent("key-link"),
            withDestinationURL: journal.appendingPathComponent("2026/2026-12-31.md"))
    }

    /// Every file outside, by path, with its bytes.
    func outsideFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: outside.path) {
            var isFolder: ObjCBool = false
            let url = outside.appendingPathComponent(path)
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            files[path] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
        }
        return files
    }

    func nightly(_ arguments: [String], stdin: String = "") throws -> NightlyProcess.Result {
        let editor = sandbox.folder.appendingPathComponent("editor.sh")
        if !FileManager.default.fileExists(atPath: editor.path) {
            try ExecutableScript.write("#!/bin/sh\necho edited >> \"$1\"\n", to: editor)
        }
        return try NightlyProcess.run(
            arguments, stdin: Data(stdin.utf8),
            environment: [
                "NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23", "EDITOR": editor.path,
                "VISUAL": editor.path, "XDG_CONFIG_HOME": config.path, "HOME": sandbox.folder.path,
                "XDG_RUNTIME_DIR": sandbox.folder.appendingPathComponent("runtime").path,
            ], in: sandbox.folder)
    }

    @Test func everyWriterFailsNamingTheLinkAndTheFilesOutsideAreUntouched() throws {
        let before = try outsideFiles()
        let commits = try sandbox.git(["rev-list", "--all", "--count"], in: journal)
        let commands: [(arguments: [String], stdin: String, link: String)] = [
            (["add", "words"], "", "2026-11-23.md is a symbolic link to \(outside.path)/day.md"),
            (["step", "--done"], "", "2026-11-23.md is a symbolic link to \(outside.path)/day.md"),
            (["open"], "", "2026-11-23.md is a symbolic link to \(outside.path)/day.md"),
            ([], "", "2026-11-23.md is a symbolic link to \(outside.path)/day.md"),
            (["add", "--date", "2026-11-20", "words"], "", "template.md is a symbolic link to \(outside.path)"),
            (["sync", "--setup"], "", ".gitattributes is a symbolic link to \(outside.path)/gitattributes"),
            (["init"], journal.path + "\n", ".gitattributes is a symbolic link to \(outside.path)/gitattributes"),
            (["import", "dayone", ImportFixtures.dayOneZip.path], "", "is a symbolic link to \(outside.path)"),
            (
                ["export", "json", journal.appendingPathComponent("2026/2026-11-23.md").path], "",
                "2026/2026-11-23.md is inside the journal"
            ),
            (["export", "html", site.path], "", "site/2026 is a symbolic link to \(outside.path)/site-2026"),
            (
                ["encrypt", "export-key", sandbox.folder.appendingPathComponent("key-link").path], "",
                "key-link is a symbolic link to \(journal.path)/2026/2026-12-31.md"
            ),
            (
                ["remind", "install", "--at", "21:30"], "",
                "nightly-reminder.timer is a symbolic link to \(outside.path)/nightly-reminder.timer"
            ),
        ]
        // encrypt asks for git-crypt before anything else: without it, that door is skipped.
        for command in commands where GitCrypt.isInstalled || command.arguments.first != "encrypt" {
            let result = try nightly(command.arguments, stdin: command.stdin)
            #expect(result.status != 0, "\(command.arguments)")
            #expect(result.err.contains(command.link), "\(command.arguments): \(result.err)")
        }
        #expect(try outsideFiles() == before)
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("nightly/config.toml").path))
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026/2026-12-31.md").path))
        #expect(try sandbox.git(["rev-list", "--all", "--count"], in: journal) == commits)
    }

    /// The ritual carries a step from yesterday into today: from a yesterday linked out of the
    /// journal nothing is copied in, and the file outside keeps its bytes.
    @Test func aStepIsNeverCarriedInFromADayLinkedOutside() throws {
        let scratch = sandbox.folder.appendingPathComponent("carry")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("2026"), withIntermediateDirectories: true)
        let target = outside.appendingPathComponent("yesterday.md")
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent(
                "Tests/NightlyCLITests/Fixtures/doors/yesterday-two-steps.md"), to: target)
        let before = try Data(contentsOf: target)
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent("2026/2026-11-22.md"), withDestinationURL: target)
        let result = try NightlyProcess.run(
            ["--no-breathing"], stdin: Data("c\nd\n".utf8),
            environment: [
                "NIGHTLY_JOURNAL": scratch.path, "NIGHTLY_TODAY": "2026-11-23", "EDITOR": ":", "TERM": "dumb",
            ])
        #expect(result.err.contains("2026-11-22.md is a symbolic link to \(target.path)"), "\(result.err)")
        let today = scratch.appendingPathComponent("2026/2026-11-23.md")
        let written = (try? String(contentsOf: today, encoding: .utf8)) ?? ""
        #expect(!written.contains("buy running shoes"), "\(written)")
        #expect(try Data(contentsOf: target) == before)
    }

    /// An entry linked out of the journal is not the journal's to publish: both exports leave
    /// it out, saying so.
    @Test func exportsLeaveOutAnEntryLinkedOutside() throws {
        let json = try nightly(["export", "json"])
        #expect(json.status == 0, "\(json.err)")
        #expect(json.out.contains("A page of my own.") && !json.out.contains("the user's own"), "\(json.out)")
        #expect(json.err.contains("2026-11-23.md is a symbolic link to \(outside.path)/day.md, outside the journal"))
        let fresh = sandbox.folder.appendingPathComponent("fresh-site")
        let html = try nightly(["export", "html", fresh.path])
        #expect(html.status == 0, "\(html.err)")
        #expect(html.err.contains("2026-11-23.md is a symbolic link to \(outside.path)/day.md, outside the journal"))
        #expect(!FileManager.default.fileExists(atPath: fresh.appendingPathComponent("2026/2026-11-23.html").path))
        #expect(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("2026/2026-11-22.html").path))
    }

    /// A year folder linked out of the journal is not the journal's to publish either, and one
    /// linked to a folder inside it is: `export json` asks where a folder leads only of the
    /// folders that are links, and checks every entry's folders against them.
    @Test func exportJSONLeavesOutTheEntriesOfAYearFolderLinkedOutside() throws {
        let files = FileManager.default
        let outsideYear = outside.appendingPathComponent("year-2025")
        let insideYear = journal.appendingPathComponent("archive/2024")
        for folder in [outsideYear, insideYear] {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("# June\n\n## Journal\n\nSomeone else's year.\n".utf8).write(
            to: outsideYear.appendingPathComponent("2025-06-01.md"))
        try Data("# May\n\n## Journal\n\nKept in the archive.\n".utf8).write(
            to: insideYear.appendingPathComponent("2024-05-01.md"))
        try files.createSymbolicLink(at: journal.appendingPathComponent("2025"), withDestinationURL: outsideYear)
        try files.createSymbolicLink(at: journal.appendingPathComponent("2024"), withDestinationURL: insideYear)

        let json = try nightly(["export", "json"])
        #expect(json.status == 0, "\(json.err)")
        #expect(json.out.contains("Kept in the archive.") && json.out.contains("\"path\": \"2024/2024-05-01.md\""))
        #expect(!json.out.contains("Someone else's year."), "\(json.out)")
        #expect(json.err.contains("2025/2025-06-01.md: "), "\(json.err)")
        #expect(json.err.contains("2025 is a symbolic link to \(outsideYear.path), outside the journal"), "\(json.err)")
    }

    /// In a journal without git, `step --undo`'s record is in the journal folder: a record
    /// linked outside is never written through.
    @Test func theUndoRecordIsNeverWrittenThroughALinkOutside() throws {
        let scratch = sandbox.folder.appendingPathComponent("no-git")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("2026"), withIntermediateDirectories: true)
        try Data("# Monday\n\n## Action step\n\n- [ ] stretch\n".utf8).write(
            to: scratch.appendingPathComponent("2026/2026-11-23.md"))
        let target = outside.appendingPathComponent("undo")
        try Data("the user's own\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent(".nightly.undo"), withDestinationURL: target)
        let result = try NightlyProcess.run(
            ["step", "--done", "1"], environment: ["NIGHTLY_JOURNAL": scratch.path, "NIGHTLY_TODAY": "2026-11-23"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try Data(contentsOf: target) == Data("the user's own\n".utf8))
    }

    /// A template or setup file that is a FIFO is an error, not a hang (a regression is
    /// killed after a minute, not waited for).
    @Test(.timeLimit(.minutes(2)))
    func aFIFOInPlaceOfATemplateOrSetupFileIsAnErrorNotAHang() throws {
        for name in ["template.md", ".gitattributes"] {
            try FileManager.default.removeItem(at: journal.appendingPathComponent(name))
            #expect(mkfifo(journal.appendingPathComponent(name).path, 0o600) == 0)
        }
        for arguments in [["add", "--date", "2026-11-20", "words"], ["sync", "--setup"]] {
            let result = try NightlyProcess.run(
                arguments, environment: ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23"],
                limits: "exec timeout -s KILL 60 \"$0\" \"$@\"")
            #expect(result.status == 1, "\(arguments): \(result.err)")
            #expect(result.err.contains("not a regular file"), "\(arguments): \(result.err)")
        }
    }

    /// A `.gitignore` that a clone brought as a link out of the journal: setup refuses it, and
    /// the file it leads to keeps its bytes.
    @Test func aSetupFileLinkThatCameWithAPullIsNeverAppendedTo() throws {
        let other = try sandbox.clone("other")
        let target = sandbox.folder.appendingPathComponent("other-secret")
        try Data("a secret line\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            atPath: other.appendingPathComponent(".gitignore").path, withDestinationPath: "../other-secret")
        try sandbox.git(["add", ".gitignore"], in: other)
        try sandbox.git(["commit", "--quiet", "-m", "a link"], in: other)
        try sandbox.git(["push", "--quiet", "origin", "HEAD:main"], in: other)
        let third = try sandbox.clone("third")
        let setup = try sandbox.nightly(["sync", "--setup"], in: third)
        #expect(setup.status == 1)
        #expect(
            setup.err.contains(".gitignore is a symbolic link to \(target.path), outside the journal"), "\(setup.err)")
        #expect(try Data(contentsOf: target) == Data("a secret line\n".utf8))
    }
}
