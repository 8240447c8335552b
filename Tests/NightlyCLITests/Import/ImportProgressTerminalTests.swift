import Foundation
import Testing

/// The import's progress bar, in a real terminal: it shows while a long import runs and is
/// gone when the summary prints. The long import is 1,500 days of one short entry each, made
/// here (it stands for size, not for jrnl's format, which the fixtures jrnl wrote cover).
@Suite final class ImportProgressTerminalTests: ScratchJournalTests {
    @Test(.timeLimit(.minutes(2))) func aLongImportShowsABarThenOnlyTheSummary() throws {
        let entries = (0..<1500).map { day -> [String: Any] in
            let date = Calendar(identifier: .gregorian).date(
                byAdding: .day, value: day, to: Date(timeIntervalSince1970: 1_136_073_600))!
            let iso = ISO8601DateFormatter.string(
                from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: .withFullDate)
            return [
                "title": "Day \(day).", "body": "A short entry. @work", "date": iso, "time": "21:00", "tags": ["@work"],
                "starred": false,
            ]
        }
        let export = folder.appendingPathComponent("long.json")
        try JSONSerialization.data(withJSONObject: ["tags": [:], "entries": entries]).write(to: export)
        let session = try TmuxSession(
            folder: folder, arguments: ["import", "jrnl", export.path], environment: environment, columns: 100)
        try session.waitUntil("a progress bar", timeout: 60) {
            let screen = session.screen()
            return screen.contains("Reading days [#") || screen.contains("Writing days [#")
        }
        try session.waitForExit(timeout: 90)
        let screen = session.screen()
        #expect(screen.contains("Imported 1500 entries into 1500 days (1500 new, 0 merged), 0 photos; skipped 0."))
        #expect(!screen.contains("days ["), "the bar is erased:\n\(screen)")
    }
}
