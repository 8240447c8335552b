import JournalFormat
import Testing

@testable import NightlySettings

/// `[track.NAME]` tables: every kind and key read, and every bad table an error naming the
/// file, the line and the key.
@Suite struct TrackTablesTests {
    @Test func everyKindAndKeyIsReadInTheOrderWritten() throws {
        let text = """
            [track.mood]
            kind = "scale"
            ask = "How did today feel?"

            [track.pain]
            kind = "scale"
            min = 0
            max = 5

            [track.sleep]
            kind = "number"
            unit = "h"

            [track.meditate]
            kind = "habit"
            every = "weekdays"

            [track.swim]
            kind = "habit"
            every = "2/week"

            [track.cigarettes]
            kind = "count"
            start = 2026-11-01
            quit = "2026-12-15"
            baseline = 20
            cost = 0.45
            currency = "EUR"

            [track.urges]
            kind = "count"
            """
        let tracks = try ConfigParser.parse(text, path: "c.toml").tracks
        #expect(tracks.map(\.name) == ["mood", "pain", "sleep", "meditate", "swim", "cigarettes", "urges"])
        #expect(tracks[0].kind == .scale(min: 1, max: 10) && tracks[0].ask == "How did today feel?")
        #expect(tracks[1].kind == .scale(min: 0, max: 5))
        #expect(tracks[2].kind == .number(unit: "h"))
        #expect(tracks[3].kind == .habit(.weekdays) && tracks[4].kind == .habit(.timesAWeek(2)))
        let plan = QuitPlan(
            start: EntryDate(year: 2026, month: 11, day: 1), quit: EntryDate(year: 2026, month: 12, day: 15),
            baseline: 20, cost: 0.45, currency: "EUR")
        #expect(tracks[5].kind == .count(plan))
        #expect(tracks[6].kind == .count(nil))
    }

    @Test(arguments: [
        ("[track.mood]\nkind = \"mood\"\n", 2, "track.mood.kind", "must be one of scale, number, habit, count"),
        ("[track.mood]\nask = \"?\"\n", 1, "track.mood", "a track needs kind"),
        ("[track.mood]\nkind = \"scale\"\nmin = 5\nmax = 3\n", 4, "track.mood.max", "min (5) must be below max (3)"),
        (
            "[track.c]\nkind = \"count\"\nstart = 2026-12-01\nquit = 2026-11-01\nbaseline = 3\n", 4, "track.c.quit",
            "must come after the start"
        ),
        ("[track.c]\nkind = \"count\"\nstart = 2026-11-01\nquit = 2026-12-01\n", 4, "track.c.quit", "needs baseline"),
        ("[track.w]\nkind = \"habit\"\nevery = \"fortnight\"\n", 3, "track.w.every", "must be \"day\""),
        ("[track.w]\nkind = \"habit\"\nunit = \"h\"\n", 3, "track.w.unit", "unknown key for a habit track"),
        ("[track.Mood]\nkind = \"scale\"\n", 1, "track.Mood", "lowercase letters"),
        ("[track.s]\nkind = \"number\"\nunit = 3\n", 3, "track.s.unit", "must be a string"),
        ("[track.c]\nkind = \"count\"\nquit = 2026-12-01\ncost = -1\n", 4, "track.c.cost", "0 or more"),
        ("track = 3\n", 1, "track", "must be tables [track.NAME]"),
        ("[track.c]\nkind = \"count\"\nquit = 0001-06-01\n", 3, "track.c.quit", "outside the days nightly keeps"),
    ])
    func aBadTableNamesTheFileLineAndKey(text: String, line: Int, key: String, message: String) {
        do {
            _ = try ConfigParser.parse(text, path: "journal/.nightly.toml")
            Issue.record("\(text) was accepted")
        } catch let error as ConfigError {
            #expect(error.path == "journal/.nightly.toml")
            #expect(error.line == line, "\(error)")
            #expect(error.key == key, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// The journal's file wins over the user's, track by track; its new tracks follow.
    @Test func theJournalsTracksTakeThePlaceOfTheUsersOfTheSameName() throws {
        let user = try ConfigParser.parse(
            "[track.mood]\nkind = \"scale\"\n[track.sleep]\nkind = \"number\"\n", path: "u")
        let journal = try ConfigParser.parse(
            "[track.mood]\nkind = \"scale\"\nmax = 5\n[track.walk]\nkind = \"habit\"\n", path: "j")
        let tracks = user.overlaid(with: journal).tracks
        #expect(tracks.map(\.name) == ["mood", "sleep", "walk"])
        #expect(tracks[0].kind == .scale(min: 1, max: 5))
    }
}
