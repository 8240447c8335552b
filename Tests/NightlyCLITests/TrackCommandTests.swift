import Foundation
import Testing

/// `nightly track`: the day's card, and a value set through the one transaction, with the
/// journal's bytes checked around every edit.
@Suite struct TrackCommandTests {
    static let fixtures = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/tracking")

    /// A journal in git with the tracks of `tracks.toml` and `files` (day → fixture) committed.
    private func journal(_ files: [String: String] = [:]) throws -> RitualFixture {
        let fixture = try RitualFixture()
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("tracks.toml"),
            to: fixture.journal.appendingPathComponent(".nightly.toml"))
        for (day, name) in files {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name),
                to: fixture.journal.appendingPathComponent("2026/2026-11-\(day).md"))
        }
        _ = try fixture.git("add", "-A")
        _ = try fixture.git("commit", "-q", "-m", "fixture")
        return fixture
    }

    private func nightly(_ fixture: RitualFixture, _ arguments: String..., time: String = "21:15")
        throws -> NightlyProcess.Result
    {
        var environment = fixture.environment()
        environment["NIGHTLY_TIME"] = time
        return try NightlyProcess.run(arguments, environment: environment)
    }

    private func bytes(_ fixture: RitualFixture, _ day: String) throws -> String {
        try String(contentsOf: fixture.journal.appendingPathComponent("2026/2026-11-\(day).md"), encoding: .utf8)
    }

    private func fixtureText(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aValueReplacesOnlyItsOwnBytesInTheFilesLineBreaksAndIsCommitted() throws {
        let fixture = try journal(["23": "written-crlf.md"])
        let result = try nightly(fixture, "track", "mood", "8")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("mood: 8 on 2026-11-23 (") && result.out.hasSuffix("/2026/2026-11-23.md)\n"))
        let sleep = try nightly(fixture, "track", "sleep", "7.5")
        #expect(sleep.status == 0, "\(sleep.err)")
        let original = try fixtureText("written-crlf.md")
        let expected = original.replacingOccurrences(of: "mood: 6/10\r\n", with: "mood: 8\r\n")
            .replacingOccurrences(of: "weather: rain\r\n", with: "weather: rain\r\nsleep: 7.5\r\n")
        #expect(try bytes(fixture, "23") == expected)
        #expect(try fixture.git("log", "--format=%s", "-2") == "Journal 2026-11-23\nJournal 2026-11-23\n")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }

    @Test func aDayWithoutFrontMatterGetsOneAndNothingElseChanges() throws {
        let fixture = try journal(["22": "written-plain.md"])
        let result = try nightly(fixture, "track", "walk", "--date", "yesterday")
        #expect(result.status == 0, "\(result.err)")
        #expect(try bytes(fixture, "22") == "---\nwalk: yes\n---\n" + (try fixtureText("written-plain.md")))
    }

    @Test func aDayWithoutAFileGetsTheTemplateWithTheValue() throws {
        let fixture = try journal()
        let result = try nightly(fixture, "track", "walk", "skip")
        #expect(result.status == 0, "\(result.err)")
        let text = try bytes(fixture, "23")
        #expect(text.hasPrefix("---\nwalk: skip\n---\n# Monday, 23 November 2026\n\n## Poem\n"))
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }

    @Test(arguments: [
        (["track", "mood", "11"], "mood takes a whole number from 1 to 10, not '11'; nothing was changed"),
        (["track", "walk", "maybe"], "walk takes yes, no or skip, not 'maybe'"),
        (["track", "sleep"], "sleep takes a value: a number (in h)"),
        (["track", "steps", "3"], "no track named 'steps'; the config declares mood, sleep, walk, swim, cigarettes"),
        (["track", "mood", "--at", "08:00"], "--at is the time of a count's event; mood is a scale"),
        (["track", "cigarettes", "--date", "yesterday"], "give the event's time with --at HH:MM"),
    ])
    func aValueTheTrackCannotTakeExits64AndChangesNothing(arguments: [String], message: String) throws {
        let fixture = try journal(["23": "written-crlf.md"])
        var environment = fixture.environment()
        environment["NIGHTLY_TIME"] = "21:15"
        let result = try NightlyProcess.run(arguments, environment: environment)
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains(message), "\(result.err)")
        #expect(try bytes(fixture, "23") == (try fixtureText("written-crlf.md")))
        #expect(try fixture.git("log", "--oneline").split(separator: "\n").count == 1)
    }

    @Test func aCountKeepsEachEventsTimeInOrderAndANumberSetsTheCount() throws {
        let fixture = try journal(["23": "written-crlf.md"])
        #expect(try nightly(fixture, "track", "cigarettes", time: "21:40").status == 0)
        #expect(try nightly(fixture, "track", "cigarettes", "--at", "8:05").status == 0)
        #expect(try bytes(fixture, "23").contains("weather: rain\r\ncigarettes: [08:05, 21:40]\r\n---\r\n"))
        #expect(try nightly(fixture, "track", "cigarettes", "4").status == 0)
        #expect(try bytes(fixture, "23").contains("\r\ncigarettes: 4\r\n---\r\n"))
        // Times not kept for a count stay unknown: one more event makes it 5.
        #expect(try nightly(fixture, "track", "cigarettes").status == 0)
        #expect(try bytes(fixture, "23").contains("\r\ncigarettes: 5\r\n---\r\n"))
    }

    @Test func aValueInTheFileTheTrackCannotReadIsNotWrittenOver() throws {
        let fixture = try journal(["23": "bad-value.md"])
        let result = try nightly(fixture, "track", "cigarettes")
        #expect(result.status == 65, "\(result.err)")
        #expect(result.err.contains("2026/2026-11-23.md:2: cigarettes holds 'a few'"), "\(result.err)")
        #expect(try bytes(fixture, "23") == (try fixtureText("bad-value.md")))
    }

    @Test func theCardSaysEachValueWhatIsDueAndTheQuitPlan() throws {
        let fixture = try journal(["23": "written-crlf.md"])
        #expect(try nightly(fixture, "track", "swim", "yes").status == 0)
        #expect(try nightly(fixture, "track", "cigarettes", "--at", "07:30").status == 0)
        #expect(try nightly(fixture, "track", "cigarettes", "--date", "-2", "--at", "22:00").status == 0)
        var environment = fixture.environment()
        environment["NIGHTLY_TIME"] = "21:45"
        environment["NO_COLOR"] = "1"
        let card = try NightlyProcess.run(["track"], environment: environment)
        #expect(card.status == 0, "\(card.err)")
        #expect(
            card.out == """
                Monday, 23 November 2026
                  mood        6/10
                  sleep       not set
                  walk        not set · due today
                  swim        yes
                  cigarettes  1 (07:30) · 1 today, target 3 · 14 hours 15 minutes without

                """)
        // Another day's card says that day's target, not the time since the last event.
        let saturday = try NightlyProcess.run(["track", "--date", "-2"], environment: environment)
        #expect(saturday.out.contains("\n  cigarettes  1 (22:00) · target 5\n"), "\(saturday.out)")
        let json = try NightlyProcess.run(["track", "--json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(object["date"] as? String == "2026-11-23")
        let tracks = try #require(object["tracks"] as? [[String: Any]])
        #expect(tracks.map { $0["name"] as? String } == ["mood", "sleep", "walk", "swim", "cigarettes"])
        #expect(tracks[0]["value"] as? Double == 6 && tracks[0]["kind"] as? String == "scale")
        #expect(tracks[1]["value"] is NSNull)
        #expect(tracks[2]["due"] as? Bool == true && tracks[2]["times"] == nil)
        #expect(tracks[3]["value"] as? String == "yes")
        #expect(tracks[4]["times"] as? [String] == ["07:30"] && tracks[4]["value"] as? Int == 1)
        #expect(tracks[4]["due"] == nil)
    }

    @Test func aBadTrackTableStopsWithTheFileLineAndKey() throws {
        let fixture = try journal()
        try fixture.write(
            fixture.journal.appendingPathComponent(".nightly.toml"),
            "[track.mood]\nkind = \"scale\"\nmin = 9\nmax = 3\n")
        let result = try nightly(fixture, "track")
        #expect(result.status == 78, "\(result.err)")
        #expect(
            result.err.contains(".nightly.toml:4: key 'track.mood.max': min (9) must be below max (3)"), "\(result.err)"
        )
    }

    @Test func showJSONListsEveryFrontMatterKey() throws {
        let fixture = try journal(["23": "written-crlf.md"])
        let result = try nightly(fixture, "show", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let frontMatter = try #require(object["front_matter"] as? [String: Any])
        #expect(frontMatter["mood"] as? String == "6/10")
        #expect(frontMatter["weather"] as? String == "rain")
        #expect(frontMatter["tags"] as? [String] == ["work"])
    }
}
