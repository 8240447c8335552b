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
        #expect(log == "Merge journal entries with nightly's merge driver\n\n.gitattributes\n.gitignore\n")

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
}
