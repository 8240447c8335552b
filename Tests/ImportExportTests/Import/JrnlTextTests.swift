import Testing

@testable import ImportExport

/// jrnl's plain-text pieces: the times its `timeformat` writes, and `@tags`.
@Suite struct JrnlTextTests {
    @Test(arguments: [
        ("21:15", "21:15"), ("21:15:00", "21:15"), ("09:15:00 PM", "21:15"), ("12:05:00 AM", "00:05"),
        ("12:30 PM", "12:30"), ("9:15 pm", "21:15"), ("7:05", "07:05"),
    ])
    func clockReadsJrnlsTimeFormats(_ written: String, _ expected: String) {
        #expect(JrnlText.clock(written) == expected)
    }

    @Test(arguments: ["", "noon", "25:00", "10:61", "PM"])
    func clockRefusesWhatIsNoTime(_ written: String) {
        #expect(JrnlText.clock(written) == nil)
    }

    @Test(arguments: [
        ("@ana and @travel", "#ana and #travel"), ("mail me at ana@example.com", "mail me at ana@example.com"),
        ("line one\n@garden", "line one\n#garden"), ("an @ alone", "an @ alone"), ("(@ana)", "(@ana)"),
    ])
    func atTagsBecomeHashTags(_ text: String, _ expected: String) {
        #expect(JrnlText.hashTags(text) == expected)
    }

    @Test func headersSplitEntriesAndAStarEndsTheTitle() throws {
        let entries = JrnlText.entries(
            in: "[2026-03-14 09:15:00 PM] Dinner *\nbody line\n\n[2026-03-15 07:00] Run\n[not a header] text\n",
            path: "journal.txt"
        ).entries
        #expect(entries.map(\.time) == ["21:15", "07:00"])
        #expect(entries.map(\.title) == ["Dinner", "Run"])
        #expect(entries.map(\.starred) == [true, false])
        #expect(entries[0].body == "body line\n")
        #expect(entries[1].body == "[not a header] text\n")
    }
}

extension JrnlTextTests {
    @Test func aHeaderOfADayThatDoesNotExistIsSkippedWithItsBodyAndItsLine() {
        let read = JrnlText.entries(
            in: "[2026-03-14 07:00] Run\nfine\n[2026-02-30 08:00] Never\nlost body\n[2026-03-15 25:00] Late\n",
            path: "journal.txt")
        #expect(read.entries.map(\.body) == ["fine"])
        #expect(
            read.unreadable.map(\.line) == [
                "skipped journal.txt line 3 '[2026-02-30 08:00] Never': it has a date that does not exist",
                "skipped journal.txt line 5 '[2026-03-15 25:00] Late': it has a time that does not exist",
            ])
    }
}
