import Foundation
import Testing

/// Reports on a 40-column terminal: the year heatmap comes in halves, sentences wrap at spaces,
/// and no line is wider than `COLUMNS`.
@Suite struct NarrowTerminalTests {
    static func run(_ arguments: [String], columns: String?) throws -> NightlyProcess.Result {
        try ProgressGoldenTests.run(arguments, environment: columns.map { ["COLUMNS": $0] } ?? [:])
    }

    static func width(_ line: Substring) -> Int { line.unicodeScalars.count }

    /// The words of the `• ` sentences, however they were wrapped.
    static func sentenceWords(_ output: String) -> [[Substring]] {
        var sentences: [[Substring]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("• ") {
                sentences.append(line.dropFirst(2).split(separator: " "))
            } else if line.hasPrefix("  "), !sentences.isEmpty, !line.hasPrefix("   ") {
                sentences[sentences.count - 1] += line.split(separator: " ")
            } else {
                break
            }
        }
        return sentences
    }

    @Test func insightsWrapAtSpacesToFortyColumns() throws {
        let wide = try Self.run(["insights"], columns: nil).out
        let narrow = try Self.run(["insights"], columns: "40")
        #expect(narrow.status == 0, "\(narrow.err)")
        let lines = narrow.out.split(separator: "\n")
        #expect(lines.allSatisfy { Self.width($0) <= 40 }, "\(narrow.out)")
        #expect(lines.filter { $0.hasPrefix("• ") }.count == 4)
        // The same words in the same order: none was cut in two.
        #expect(Self.sentenceWords(narrow.out) == Self.sentenceWords(wide))
        #expect(narrow.out.contains("\n  2026-11  2 fact  8 feeling  1 unmarked\n"))
    }

    @Test func aWideEnoughTerminalChangesNothing() throws {
        for arguments in [["insights"], ["calendar", "--year", "2026"]] {
            #expect(try Self.run(arguments, columns: "400").out == Self.run(arguments, columns: nil).out)
        }
    }

    @Test func theYearHeatmapComesInHalvesAtFortyColumns() throws {
        let wide = try Self.run(["calendar", "--year", "2026"], columns: nil).out
        let narrow = try Self.run(["calendar", "--year", "2026"], columns: "40")
        #expect(narrow.status == 0, "\(narrow.err)")
        let lines = narrow.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { Self.width($0) <= 40 }, "\(narrow.out)")
        let mondays = lines.filter { $0.hasPrefix("Mon ") }
        #expect(mondays.count == 2)
        // Every week is still there: the halves together are the wide row.
        let wideMonday = wide.split(separator: "\n").first { $0.hasPrefix("Mon ") }!.dropFirst(4)
        #expect(mondays.map { $0.dropFirst(4) }.joined() == String(wideMonday))
        #expect(narrow.out.contains("Jan") && narrow.out.contains("Nov"))
        #expect(
            narrow.out.hasSuffix("· none  ░ 1-99  ▒ 100-249  ▓ 250-499\n█ 500+ words\n41 days written, 5,193 words\n"))
    }

    /// Columns as a terminal draws them, counted here on their own: two for a Han or Hangul character,
    /// none for a combining mark, one for the rest.
    static func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { count, scalar in
            if scalar.properties.isGraphemeExtend { return count }
            let wide = (0x4E00...0x9FFF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
            return count + (wide ? 2 : 1)
        }
    }

    /// The words of a report's output, however it was wrapped.
    static func words(_ output: String) -> [Substring] { output.split(whereSeparator: { $0 == " " || $0 == "\n" }) }

    /// `review`, `stats` (its awards line) and `onthisday` broke lines inside words on an
    /// 80-column terminal ("stead / y", "(0 o / f 1)"): they wrap at spaces to `COLUMNS` now,
    /// by display width, and keep every word whole (issue 31, item 4).
    @Test(arguments: [["review", "month"], ["stats"], ["onthisday", "feb 28", "--full"], ["review", "last week"]])
    func reportsWrapAtSpacesToEightyColumns(_ arguments: [String]) throws {
        let wide = try Self.run(arguments, columns: nil).out
        let narrow = try Self.run(arguments, columns: "80")
        #expect(narrow.status == 0, "\(narrow.err)")
        let long = narrow.out.split(separator: "\n").filter { Self.columns($0) > 80 }
        #expect(long.isEmpty, "\(long)")
        #expect(Self.words(narrow.out) == Self.words(wide), "no word was cut in two")
        #expect(wide.split(separator: "\n").contains { Self.columns($0) > 80 }, "the report has lines to wrap")
    }

    /// Wide characters take two columns and an accent none: the Korean words wrap earlier than
    /// their count of characters would say, never past 40 columns (a line of one word, the
    /// file's path, may be longer).
    @Test func wideAndCombiningCharactersAreMeasuredByTheirColumns() throws {
        let journal = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/wide-text")
        let result = try NightlyProcess.run(
            ["onthisday", "--full", "--journal", journal.path],
            environment: ["NIGHTLY_TODAY": "2026-11-23", "COLUMNS": "40"])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).contains(" ") }
        #expect(lines.allSatisfy { Self.columns($0) <= 40 }, "\(result.out)")
        #expect(lines.filter { $0.contains("다") }.count >= 2, "\(result.out)")
        #expect(result.out.contains("steady"), "\(result.out)")
    }
}
