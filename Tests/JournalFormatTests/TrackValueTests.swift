import TestSupport
import Testing

@testable import JournalFormat

/// What each kind of track reads from a front matter value, and what it writes back.
@Suite struct TrackValueTests {
    static let mood = Track(name: "mood", kind: .scale(min: 1, max: 10))
    static let sleep = Track(name: "sleep", kind: .number(unit: "h"))
    static let walk = Track(name: "walk", kind: .habit(.daily))
    static let cigarettes = Track(name: "cigarettes", kind: .count(nil))

    @Test(arguments: [
        ("6", 6.0), ("6/10", 6), (" 10 ", 10), ("1", 1), ("\"7\"", 7),
    ])
    func aScaleTakesWholeNumbersInItsRangeAndItsOwnMaximum(text: String, value: Double) {
        #expect(Self.mood.read(text) == .number(value))
    }

    @Test(arguments: ["0", "11", "6/5", "6.5", "six", "", "6/"])
    func aScaleRefusesTheRest(text: String) {
        #expect(Self.mood.read(text) == nil)
    }

    @Test func aNumberTakesDecimalsWithOrWithoutItsUnit() {
        #expect(Self.sleep.read("7.5") == .number(7.5))
        #expect(Self.sleep.read("7.5 h") == .number(7.5))
        #expect(Self.sleep.read(".5") == .number(0.5))
        #expect(Self.sleep.read("-2") == .number(-2))
        for bad in ["nan", "inf", "1e3", "7.5 min", "1.2.3", "--1", ""] {
            #expect(Self.sleep.read(bad) == nil, "\(bad)")
        }
    }

    /// A decimal read from its digits is the double its text parses to, on random decimals of
    /// every length the quick path takes and beyond.
    @Test func decimalsReadAsTheirTextParses() {
        var random = SeededRandom(state: 42)
        func next(_ bound: Int) -> Int { random.below(bound) }
        for _ in 0..<5_000 {
            let whole = String((0..<next(9)).map { _ in Character(String(next(10))) })
            let fraction = String((0..<next(12)).map { _ in Character(String(next(10))) })
            let sign = ["", "-", "+"][next(3)]
            let text = sign + whole + (fraction.isEmpty && next(2) == 0 ? "" : "." + fraction)
            guard whole.count + fraction.count > 0 else { continue }
            let parsed = Double(
                text.hasPrefix(".") || text.dropFirst(sign.count).hasPrefix(".")
                    ? text.replacingOccurrences(of: ".", with: "0.") : text)
            #expect(Self.sleep.read(text) == parsed.map(TrackValue.number), "\(text)")
        }
    }

    /// What a report reads as a number is the value's number, whatever the kind and text.
    @Test func theNumberAloneIsTheValuesNumber() {
        let texts = [
            "6", "6/10", "11", "7.5", "7.5 h", "yes", "no", "skip", "maybe", "3", "[08:10, 12:40]", "[]",
            "[8:1]", "-1", "\"[09:00]\"", "[08:10, ]", " 5 ",
        ]
        for track in [Self.mood, Self.sleep, Self.walk, Self.cigarettes] {
            for text in texts {
                var copy = text
                let number = copy.withUTF8 { track.kind.number($0, 0..<$0.count) }
                #expect(number == track.read(text)?.number, "\(track.name) \(text)")
            }
        }
    }

    @Test func aHabitTakesYesNoSkipAndYAMLsBooleans() {
        #expect(Self.walk.read("yes") == .habit(.yes))
        #expect(Self.walk.read("True") == .habit(.yes))
        #expect(Self.walk.read("n") == .habit(.no))
        #expect(Self.walk.read("skip") == .habit(.skip))
        #expect(Self.walk.read("maybe") == nil)
    }

    @Test func aCountTakesANumberOrItsTimes() {
        #expect(Self.cigarettes.read("3") == .count(3, times: []))
        #expect(
            Self.cigarettes.read("[08:10, \"12:40\"]")
                == .count(2, times: [ClockTime(hour: 8, minute: 10)!, ClockTime(hour: 12, minute: 40)!]))
        #expect(Self.cigarettes.read("[]") == .count(0, times: []))
        #expect(Self.cigarettes.read("[8:10, noon]") == nil)
        #expect(Self.cigarettes.read("-1") == nil)
    }

    /// What nightly writes, it reads back as the same value.
    @Test func writtenValuesReadBack() {
        let cases: [(Track, TrackValue)] = [
            (Self.mood, .number(6)), (Self.sleep, .number(7.25)), (Self.walk, .habit(.skip)),
            (Self.cigarettes, .count(2, times: [ClockTime(hour: 8, minute: 10)!, ClockTime(hour: 23, minute: 5)!])),
            (Self.cigarettes, .count(4, times: [])),
        ]
        for (track, value) in cases { #expect(track.read(Track.text(of: value)) == value, "\(track.name)") }
    }

    @Test func theCommandLinesErrorSaysWhatTheTrackTakes() {
        #expect(throws: TrackValueError(track: "mood", value: "11", allowed: "a whole number from 1 to 10")) {
            try Self.mood.parse("11")
        }
        #expect(throws: TrackValueError(track: "walk", value: "maybe", allowed: "yes, no or skip")) {
            try Self.walk.parse("maybe")
        }
    }

    /// target(d) = ceil(baseline × (quit − d) / (quit − start)), 0 from the quit date on.
    @Test func theQuitPlansTargetTapersToNothing() {
        let start = EntryDate(year: 2026, month: 11, day: 1)
        let quit = EntryDate(year: 2026, month: 11, day: 11)
        let plan = QuitPlan(start: start, quit: quit, baseline: 15)
        #expect(plan.target(on: start.adding(days: -1)) == nil)
        #expect(plan.target(on: start) == 15)
        #expect(plan.target(on: start.adding(days: 1)) == 14)  // 13.5 rounded up
        #expect(plan.target(on: start.adding(days: 9)) == 2)  // 1.5 rounded up
        #expect(plan.target(on: quit) == 0)
        #expect(plan.target(on: quit.adding(days: 30)) == 0)
    }

    @Test func schedulesReadTheConfigsWords() {
        #expect(HabitSchedule(every: "day") == .daily)
        #expect(HabitSchedule(every: "weekdays") == .weekdays)
        #expect(HabitSchedule(every: "week") == .weekly)
        #expect(HabitSchedule(every: "3/week") == .timesAWeek(3))
        for bad in ["0/week", "8/week", "+3/week", "daily", "3/weeks"] {
            #expect(HabitSchedule(every: bad) == nil, "\(bad)")
        }
    }
}

/// The quick reading of many days' tracked numbers says what the fields say, on every fixture
/// and sample entry: from the entry's bytes, from its summary, and through its fields.
@Suite struct TrackReaderTests {
    static let tracks = [
        Track(name: "mood", kind: .scale(min: 1, max: 10)), Track(name: "sleep", kind: .number(unit: "h")),
        Track(name: "walk", kind: .habit(.daily)), Track(name: "cigarettes", kind: .count(nil)),
        Track(name: "tags", kind: .count(nil)), Track(name: "weather", kind: .number(unit: nil)),
    ]

    @Test func theQuickNumbersAreTheFieldsNumbers() throws {
        let reader = TrackReader(Self.tracks)
        var compared = 0
        for (name, bytes) in try AgreementInputs.everyFixture() where TextEncoding.firstInvalidUTF8(in: bytes) == nil {
            let fields = FrontMatterFields.read(bytes) ?? []
            let expected = Self.tracks.map { track in
                FrontMatterFields.field(track.name, in: fields).flatMap { track.read($0.text)?.number }
            }
            #expect(reader.numbers(inEntry: bytes) == expected, "\(name)")
            let summary = try EntrySummary.read(bytes, date: nil, path: name)
            #expect(reader.numbers(in: summary) == expected, "\(name)")
            #expect(reader.values(in: summary).map { $0?.number } == expected, "\(name)")
            compared += expected.count { $0 != nil }
        }
        #expect(compared > 20, "the fixtures hold tracked values")
    }

    /// A wanted key whose value is a block list below it is read through the fields.
    @Test func aBlockListIsReadThroughTheFields() throws {
        let bytes = try Fixture.bytes("tracking/block-count.md")
        #expect(TrackReader(Self.tracks).numbers(inEntry: bytes) == [6, nil, nil, 2, nil, nil])
    }
}
