import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// The picker `nightly open TEXT` shows when several days match, as a state machine.
@Suite struct DayPickerTests {
    @Test func movesStayInsideTheRowsAndADigitJumps() {
        var picker = DayPicker(count: 3)
        #expect(picker.handle(.up) == .goOn)
        #expect(picker.selected == 0)
        #expect(picker.handle(.row(3)) == .goOn)
        #expect(picker.selected == 2)
        #expect(picker.handle(.down) == .goOn)
        #expect(picker.selected == 2)
        #expect(picker.handle(.row(7)) == .goOn)
        #expect(picker.selected == 2, "a digit past the last row does nothing")
        #expect(picker.handle(.up) == .goOn)
        #expect(picker.handle(.pick) == .picked(1))
        #expect(picker.handle(.quit) == .left)
    }

    @Test func theWindowFollowsTheHighlightedRow() {
        var picker = DayPicker(count: 30)
        #expect(picker.firstVisible(height: 10, after: 0) == 0)
        _ = picker.handle(.row(9))
        for _ in 0..<5 { _ = picker.handle(.down) }
        #expect(picker.selected == 13)
        #expect(picker.firstVisible(height: 10, after: 0) == 4)
        #expect(picker.firstVisible(height: 10, after: 20) == 13)
    }
}

/// The days `nightly open TEXT` offers, on the sample journal.
@Suite struct MatchingDaysTests {
    let sample = Journal(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sample-journal"))

    @Test func newestFirstEachWithTheFirstLineThatMatched() throws {
        let found = try MatchingDays("CALF", in: sample)
        #expect(found.days.map(\.date.iso) == ["2026-11-20", "2026-11-18"])
        #expect(found.days[0].line == "Tired. Pasta, calf exercises, bed at ten.")
        #expect(found.days[0].path.hasSuffix("2026/2026-11-20.md"))
    }

    /// A day that matched only in its front matter or title shows its first written line.
    @Test func aMatchInTheFrontMatterOrTitleShowsTheDaysFirstLine() throws {
        let race = try #require(try MatchingDays("running", in: sample).days.first { $0.date.iso == "2026-11-22" })
        #expect(race.line.hasPrefix("I ran the 10k."), "\(race.line)")
        let title = try #require(try MatchingDays("Sunday, 22", in: sample).days.first)
        #expect(title.line.hasPrefix("I ran the 10k."), "\(title.line)")
    }
}
