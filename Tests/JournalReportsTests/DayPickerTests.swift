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
