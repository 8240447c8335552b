import Foundation
import JournalFormat
import Testing

/// `nightly show --json` and `nightly check` over sample-journal/, against golden files.
@Suite struct ShowAndCheckTests {
    static let journal = Journal(root: NightlyProcess.packageRoot.appendingPathComponent("sample-journal"))
    static let root = NightlyProcess.packageRoot

    static func dates() throws -> [String] {
        try journal.entryFiles().map(\.date.iso)
    }

    @Test func showJSONMatchesTheGoldenFiles() throws {
        let dates = try Self.dates()
        #expect(dates.count >= 40)
        for date in dates {
            let result = try NightlyProcess.run(["show", date, "--json", "--journal", "sample-journal"], in: Self.root)
            #expect(result.status == 0, "\(date): \(result.err)")
            try Golden.check(result.out, "show/\(date).json")
        }
    }

    @Test func showPrintsTheEntryByteForByte() throws {
        for file in try Self.journal.entryFiles() {
            let result = try NightlyProcess.run(["show", file.date.iso, "--journal", "sample-journal"], in: Self.root)
            #expect(result.stdout == (try Data(contentsOf: file.url)), "\(file.relativePath)")
        }
    }

    @Test func checkMatchesTheGoldenFile() throws {
        let result = try NightlyProcess.run(["check", "--journal", "sample-journal"], in: Self.root)
        try Golden.check(result.out, "check.txt")
        #expect(result.err.isEmpty)
        let hasErrors = result.out.contains(": error: ")
        #expect(result.status == (hasErrors ? 1 : 0))
    }

    @Test func showingADayWithoutAnEntryFails() throws {
        let result = try NightlyProcess.run(["show", "1999-01-01", "--journal", "sample-journal"], in: Self.root)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.err == "nightly: sample-journal/1999/1999-01-01.md: no entry for 1999-01-01\n")
    }

    @Test(arguments: ["tomorrowish", "2026-13-01", "+3x"])
    func anUnknownDateIsAnError(date: String) throws {
        let result = try NightlyProcess.run(["show", date, "--journal", "sample-journal"], in: Self.root)
        #expect(result.status == 64)  // A usage error, as in every command that takes a date.
        #expect(result.err.contains("'\(date)' is not a day nightly knows"))
    }
}
