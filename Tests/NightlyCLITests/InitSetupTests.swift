import Foundation
import Testing

/// `nightly init` registers the merge driver in the journal's repository, once.
@Suite struct InitSetupTests {
    @Test func initRegistersTheMergeDriverAndASecondInitChangesNothing() throws {
        let fixture = try RitualFixture(git: true)
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let answers = Data((fixture.journal.path + "\n").utf8)
        let first = try NightlyProcess.run(["init"], stdin: answers, environment: fixture.environment())
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("Journal: \(fixture.journal.path) (already a git repository)\n"))
        #expect(first.out.contains("Added the entry paths to .gitattributes (merge=nightly -text)."))
        let attributes = try String(
            contentsOf: fixture.journal.appendingPathComponent(".gitattributes"), encoding: .utf8)
        #expect(
            attributes.contains(
                "[0-9][0-9][0-9][0-9]/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].md merge=nightly -text\n"))
        #expect(
            try fixture.run("git", "-C", fixture.journal.path, "config", "merge.nightly.driver").hasSuffix(
                "merge-driver %O %A %B %P\n"))
        let log = try fixture.run("git", "-C", fixture.journal.path, "log", "--format=%s", "--name-only")
        #expect(
            log
                == "Set up nightly's merge driver and ignored files (.gitattributes, .gitignore)\n\n.gitattributes\n.gitignore\n"
        )

        let second = try NightlyProcess.run(["init"], stdin: answers, environment: fixture.environment())
        #expect(second.status == 0, "\(second.err)")
        #expect(!second.out.contains(".gitattributes"))
        #expect(try fixture.run("git", "-C", fixture.journal.path, "log", "--format=%s", "--name-only") == log)
        #expect(try fixture.run("git", "-C", fixture.journal.path, "status", "--porcelain") == "")
    }

    /// A journal folder inside another repository is committed to that one; init says so
    /// rather than calling the folder a repository.
    @Test func initNamesTheOuterRepositoryOfAJournalInsideOne() throws {
        let fixture = try RitualFixture(git: false)
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        try fixture.run("git", "init", "-q", fixture.folder.path)
        let topLevel = try fixture.run("git", "-C", fixture.folder.path, "rev-parse", "--show-toplevel")
            .trimmingCharacters(in: .newlines)
        let answers = Data((fixture.journal.path + "\n").utf8)
        let result = try NightlyProcess.run(["init"], stdin: answers, environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.contains(
                "Journal: \(fixture.journal.path) (inside the git repository at \(topLevel); "
                    + "entries will be committed there)\n"), "\(result.out)")
        #expect(!result.out.contains("already a git repository"))
        #expect(!FileManager.default.fileExists(atPath: fixture.journal.appendingPathComponent(".git").path))
    }

    /// The last question is the editor, written where a top-level key belongs, so the config
    /// reads back (the README's old advice, appending `editor = …` to the file, put it under
    /// [profile] and broke every command).
    @Test func initAsksForTheEditorAndWritesItAboveTheTables() throws {
        let fixture = try RitualFixture(git: false)
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let answers = [fixture.journal.path, "Ada", "", "", "", "", "", "", "", "nvim"]
        let result = try NightlyProcess.run(
            ["init"], stdin: Data((answers.joined(separator: "\n") + "\n").utf8), environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Your editor, as you would type it"))
        let config = try String(
            contentsOf: fixture.folder.appendingPathComponent("home/.config/nightly/config.toml"), encoding: .utf8)
        let editorLine = try #require(config.range(of: "editor = \"nvim\"\n"))
        let firstTable = try #require(config.range(of: "\n["))
        #expect(editorLine.lowerBound < firstTable.lowerBound, "\(config)")
        let show = try NightlyProcess.run(["stats"], environment: fixture.environment())
        #expect(show.status == 0, "\(show.err)")
    }

    /// The questions after the journal's, in order, all skipped; `focus` answers the focus areas.
    static func answers(journal: String, focus: [String]) -> Data {
        let lines = [journal, "", "", "", ""] + focus + ["", "", "", ""]
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Three focus areas at most, as the question says: a fourth is asked again, not cut.
    @Test func aFourthFocusAreaIsAskedAgain() throws {
        let fixture = try RitualFixture(git: false)
        let result = try NightlyProcess.run(
            ["init"],
            stdin: Self.answers(
                journal: fixture.journal.path, focus: ["health, work, family, music", "health, music"]),
            environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Three at most; try again, or press Enter to skip."), "\(result.out)")
        let config = try String(
            contentsOf: fixture.folder.appendingPathComponent("home/.config/nightly/config.toml"), encoding: .utf8)
        #expect(config.contains("focus = [\"health\", \"music\"]\n"), "\(config)")
        #expect(!config.contains("pattern"), "the later answers stay with their own questions: \(config)")
    }

    /// The journal in use is the one offered: `NIGHTLY_JOURNAL`, and Enter takes it.
    @Test func theJournalQuestionOffersNightlyJournal() throws {
        let fixture = try RitualFixture(git: false)
        let result = try NightlyProcess.run(["init"], stdin: Data("\n".utf8), environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Where should your journal live? [\(fixture.journal.path)] "), "\(result.out)")
        #expect(result.out.contains("Journal: \(fixture.journal.path) (new git repository)\n"))
        let config = try String(
            contentsOf: fixture.folder.appendingPathComponent("home/.config/nightly/config.toml"), encoding: .utf8)
        #expect(config.contains("journal = \"\(fixture.journal.path)\"\n"), "\(config)")
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("home/journal").path))
    }

    /// Entries written before init made the folder a repository are committed by it, after
    /// nightly's setup files, and nothing else of the folder is.
    @Test func entriesWrittenBeforeInitAreCommittedByIt() throws {
        let fixture = try RitualFixture(git: false)
        try fixture.write(
            fixture.folder.appendingPathComponent("home/.gitconfig"),
            "[user]\n\tname = Init Test\n\temail = init@example.com\n")
        for (day, text) in [("2026-11-22", "Before init."), ("2026-11-23", "Still before init.")] {
            let added = try NightlyProcess.run(["add", "--date", day, text], environment: fixture.environment())
            #expect(added.status == 0, "\(added.err)")
        }
        try fixture.write(fixture.journal.appendingPathComponent("notes.txt"), "not an entry\n")
        let result = try NightlyProcess.run(
            ["init"], stdin: Data((fixture.journal.path + "\n").utf8), environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Committed the 2 entries written before init.\n"), "\(result.out)")
        #expect(
            try fixture.git("log", "--format=%s", "--name-only")
                == "Journal 2 days, 2026-11-22 to 2026-11-23\n\n2026/2026-11-22.md\n2026/2026-11-23.md\n"
                + "Set up nightly's merge driver and ignored files (.gitattributes, .gitignore)\n\n.gitattributes\n.gitignore\n"
        )
        #expect(try fixture.git("status", "--porcelain") == "?? notes.txt\n")
    }

    /// Without git's name and email, init says how to set them once, in one line, for the
    /// setup files and the entries both.
    @Test func withoutGitIdentityInitSaysSoOnce() throws {
        let fixture = try RitualFixture(git: false)
        let added = try NightlyProcess.run(["add", "Before init."], environment: fixture.environment())
        #expect(added.status == 0, "\(added.err)")
        let environment = fixture.environment().merging([
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "user.useConfigOnly",
            "GIT_CONFIG_VALUE_0": "true",
        ]) { $1 }
        let result = try NightlyProcess.run(
            ["init"], stdin: Data((fixture.journal.path + "\n").utf8), environment: environment)
        #expect(result.status == 0, "\(result.err)")
        let told = result.out.split(separator: "\n").filter { $0.contains("name and email") }
        #expect(told.count == 1, "\(result.out)")
        #expect(
            result.out.contains("Not committed yet either: the entry written before init; nightly sync commits them."))
        #expect(!result.out.contains("Please tell me") && !result.err.contains("Please tell me"))
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all").contains("?? 2026/2026-11-23.md\n"))
    }
}
