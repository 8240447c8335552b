import JournalFormat
import Testing

/// A report's optional keys are written as `null` when absent, never left out.
@Suite struct NullWhenAbsentTests {
    private struct Report: Encodable {
        var words: Int
        @NullWhenAbsent var title: String?
        @NullWhenAbsent var date: EntryDate?
        var note: String?
    }

    @Test func anAbsentValueIsNullAndAPresentOneIsItself() throws {
        let absent = try ReportJSON.encode(Report(words: 3, title: nil, date: nil, note: nil))
        #expect(absent == "{\n  \"date\": null,\n  \"title\": null,\n  \"words\": 3\n}\n")
        let present = try ReportJSON.encode(
            Report(words: 3, title: "Tea", date: EntryDate(year: 2026, month: 11, day: 23), note: "n"))
        #expect(
            present
                == "{\n  \"date\": \"2026-11-23\",\n  \"note\": \"n\",\n  \"title\": \"Tea\",\n  \"words\": 3\n}\n")
    }

    @Test func theWrapperIsTransparentToEquality() {
        #expect(NullWhenAbsent(wrappedValue: 1) == NullWhenAbsent(wrappedValue: 1))
        #expect(NullWhenAbsent<Int>(wrappedValue: nil) != NullWhenAbsent(wrappedValue: 1))
    }
}
