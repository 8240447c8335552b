import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// The journals scripts/bench-progress times come from scripts/generate-journal: the quick
/// reader must agree with the full parse on those entries too (words, written days, steps,
/// thought records, tags), and must be the one that reads them, or the benchmark measures the
/// fallback. Also read through ``EntryFileReader``, the reports' path, to check it reads the
/// same bytes as ``Journal/read(_:)``.
@Suite struct EntrySummaryBenchmarkJournalTests {
    @Test(arguments: [5, 11])
    func agreesWithTheFullParseOnTheBenchmarkJournal(seed: Int) throws {
        let folder = try TemporaryFolder()
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", Fixture.packageRoot.appendingPathComponent("scripts/generate-journal").path,
            folder.url.path, "--entries", "400", "--seed", "\(seed)",
        ]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0)

        let journal = Journal(root: folder.url)
        let reader = EntryFileReader(journal)
        let files = try journal.entryFiles()
        #expect(files.count > 350)
        var quick = 0
        for file in files {
            let bytes = try reader.read(file)
            #expect(bytes == (try Journal.read(file.url)))
            try EntrySummaryTests.expectAgreement(bytes, file.relativePath)
            if SummaryScanner.scan(bytes, date: nil) != nil { quick += 1 }
        }
        #expect(quick == files.count)

        // Listing only the years a range needs finds what listing everything and filtering finds.
        for (start, end) in [("2026-01-01", "2026-01-31"), ("2025-12-15", "2026-02-02"), ("1990-01-01", "1990-12-31")] {
            let days = EntryDate(iso: start)!...EntryDate(iso: end)!
            #expect(try journal.entryFiles(in: days) == files.filter { days.contains($0.date) })
        }
    }
}
