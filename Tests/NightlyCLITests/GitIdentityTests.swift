import Foundation
import Testing

/// A journal whose git knows no name and email: every door says so in one line, with the
/// commands that set them, and the ritual says it once however many commits fail.
@Suite struct GitIdentityTests {
    static let advice =
        "git needs your name and email to commit: git config --global user.name 'Your Name' && "
        + "git config --global user.email you@example.com; "

    /// A journal that is a repository without identity, and the environment nightly runs in
    /// there: an empty home, no system config, and `user.useConfigOnly`, so git does not make
    /// one up from the host name either. Nothing else of the test's environment comes along.
    static func identityLess() throws -> (RitualFixture, [String: String]) {
        let fixture = try RitualFixture(git: false)
        try fixture.run("git", "init", "-q", fixture.journal.path)
        let environment = fixture.environment().merging([
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "user.useConfigOnly",
            "GIT_CONFIG_VALUE_0": "true",
        ]) { $1 }
        return (fixture, environment)
    }

    @Test func theRitualSaysOnceInOneLineHowToSetThem() throws {
        let (fixture, environment) = try Self.identityLess()
        let yesterday = "# Sunday\n\n## Action step\n\n- [ ] call Sam\n"
        try fixture.write(fixture.yesterday, yesterday)
        let result = try NightlyProcess.run(["--no-breathing"], stdin: Data("d\n".utf8), environment: environment)
        #expect(result.status == 0, "\(result.err)")
        // The tick's commit fails first, then the entry's: one line for both.
        #expect(
            result.err == "nightly: " + Self.advice + "the entry stays at \(fixture.yesterday.path)\n",
            "\(result.err)")
        #expect(try String(contentsOf: fixture.yesterday, encoding: .utf8).contains("- [x] call Sam"))
        #expect(try String(contentsOf: fixture.today, encoding: .utf8).hasSuffix("Walked home by the river.\n"))
        #expect(try fixture.git("log", "--oneline").isEmpty)
    }

    @Test func addSaysItInOneLine() throws {
        let (fixture, environment) = try Self.identityLess()
        let result = try NightlyProcess.run(["add", "Before git knew me."], environment: environment)
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err
                == "nightly: " + Self.advice
                + "the entry stays at \(fixture.today.path)\nAward unlocked: First entry\n",
            "\(result.err)")
        #expect(
            try String(contentsOf: fixture.today, encoding: .utf8).contains(
                "-->\n\nBefore git knew me.\n\n## Action step"))
    }
}
