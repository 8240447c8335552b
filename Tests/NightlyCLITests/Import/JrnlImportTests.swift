import Foundation
import Testing

/// `nightly import jrnl` on what jrnl 4.6 itself wrote: the six entries of
/// Fixtures/import/jrnl (three on 14 March, stars, @tags, a multi-line body, a task list,
/// non-ASCII text) as JSON export, journal file and folder journal.
@Suite final class JrnlImportTests: ScratchJournalTests {
    struct JrnlEntry: Decodable {
        var title: String
        var body: String
        var date: String
        var time: String
        var starred: Bool
    }

    /// The entries as jrnl's own JSON export has them: what every format is compared with.
    static func exportedEntries() throws -> [JrnlEntry] {
        struct Export: Decodable { var entries: [JrnlEntry] }
        return try JSONDecoder().decode(Export.self, from: Data(contentsOf: ImportFixtures.jrnlJSON)).entries
    }

    /// jrnl's `@tag` as nightly's `#tag`.
    static func hashTags(_ text: String) -> String {
        text.replacingOccurrences(of: #"(^|\s)@(\w)"#, with: "$1#$2", options: .regularExpression)
    }

    func importing(_ path: URL, _ extra: [String] = []) throws -> NightlyProcess.Result {
        let result = try run(["import", "jrnl", path.path] + extra)
        #expect(result.status == 0, "\(result.err)")
        return result
    }

    @Test(arguments: ["export.json", "journal.txt", "folder"])
    func everyEntryLandsInItsDayWithTimeTitleStarAndTags(_ format: String) throws {
        let result = try importing(ImportFixtures.jrnl.appendingPathComponent(format))
        #expect(result.out.contains("Imported 6 entries into 4 days (4 new, 0 merged), 0 photos; skipped 0."))
        let entries = try Self.exportedEntries()
        for (date, onDay) in Dictionary(grouping: entries, by: \.date) {
            let text = try ImportFixtures.text(journal.appendingPathComponent("2026/\(date).md"))
            let journalSection = try #require(text.range(of: "## Journal\n")).upperBound
            var from = journalSection
            for entry in onDay {
                let heading = "### \(entry.time) \(Self.hashTags(entry.title))" + (entry.starred ? " ★" : "")
                let paragraph = entry.body.isEmpty ? heading : heading + "\n\n" + Self.hashTags(entry.body)
                let found = try #require(
                    text.range(of: paragraph, range: from..<text.endIndex), "\(format): \(paragraph) in \(date)")
                from = found.upperBound  // In jrnl's order.
            }
            #expect(text[from...].contains("## Action step"), "the entries stay inside the Journal section")
        }
        let show = try run(["show", "--json", "2026-03-14"])
        let tags = try #require(try JSONSerialization.jsonObject(with: show.stdout) as? [String: Any])["tags"]
        #expect(tags as? [String] == ["running", "ana", "travel"])
    }

    @Test func theThreeFormatsGiveTheSameJournal() throws {
        _ = try importing(ImportFixtures.jrnlJSON)
        let fromJSON = try ImportFixtures.files(in: journal)
        for format in ["journal.txt", "folder"] {
            try FileManager.default.removeItem(at: journal)
            _ = try importing(ImportFixtures.jrnl.appendingPathComponent(format))
            #expect(try ImportFixtures.files(in: journal) == fromJSON, "\(format)")
        }
    }

    @Test func importingTwiceAddsNothingTheSecondTime() throws {
        try ImportFixtures.gitInit(journal)
        _ = try importing(ImportFixtures.jrnlJSON)
        let first = try ImportFixtures.files(in: journal)
        let again = try importing(ImportFixtures.jrnl.appendingPathComponent("journal.txt"))
        #expect(again.out.contains("Imported 0 entries into 0 days"))
        #expect(again.out.contains("6 entries already in the journal"))
        #expect(try ImportFixtures.files(in: journal) == first)
        #expect(try ImportFixtures.git(["log", "--format=%s"], in: journal) == "Import 6 entries from jrnl\n")
    }

    @Test func anImportIntoAGitJournalIsOneCommitOfEveryFileItWrote() throws {
        try ImportFixtures.gitInit(journal)
        _ = try importing(ImportFixtures.jrnlJSON)
        #expect(try ImportFixtures.git(["log", "--format=%s"], in: journal) == "Import 6 entries from jrnl\n")
        let files = try ImportFixtures.git(["show", "--name-only", "--format="], in: journal)
        #expect(
            files.split(separator: "\n").sorted()
                == ["2026-03-14", "2026-03-15", "2026-03-16", "2026-03-20"].map { "2026/\($0).md" })
        #expect(try ImportFixtures.git(["status", "--porcelain"], in: journal).isEmpty)
    }

    @Test func anExistingDayKeepsEveryWordAndGetsTheEntriesAfterIt() throws {
        let day = journal.appendingPathComponent("2026/2026-03-14.md")
        let original =
            "# My own day\r\n\r\n## Journal\r\n\r\nWrote this myself, before the import.  \r\n\r\n## Action step\r\n\r\n- [ ] pack\r\n\r\n## Notes\r\n\r\nMine."
        try FileManager.default.createDirectory(at: day.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(original.utf8).write(to: day)
        let result = try importing(ImportFixtures.jrnlJSON)
        #expect(result.out.contains("into 4 days (3 new, 1 merged)"))
        let merged = try ImportFixtures.text(day)
        // Only inserted: the original is the merged text with one run of bytes taken out.
        let cut = try #require(merged.range(of: "\r\n\r\n### 07:10"))
        let inserted = merged[cut.lowerBound...].range(of: "Thinking about the move. #ana")!.upperBound
        #expect(String(merged[..<cut.lowerBound]) + String(merged[inserted...]) == original)
        #expect(merged.contains("### 21:15 Dinner with Ana ★\r\n\r\nWe talked about Lisbon"))
        let second = try importing(ImportFixtures.jrnlJSON)
        #expect(second.out.contains("6 entries already in the journal"))
        #expect(try ImportFixtures.text(day) == merged)
    }

    @Test func aWindowsJournalKeepsItsLineBreaksAndItsDays() throws {
        let result = try importing(ImportFixtures.lineEndings.appendingPathComponent("crlf-journal.txt"))
        #expect(result.out.contains("Imported 2 entries into 2 days"))
        let first = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-14.md"))
        #expect(first.contains("### 07:10 Early run.\n\nCold, clear.\nThe geese were back.\n"))
        #expect(!first.contains("Garden") && !first.contains("\r"))
        let second = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-15.md"))
        #expect(second.contains("### 10:00 Garden.\n\nPlanted tomatoes.\n"))
    }

    @Test func aBodyWithALoneCarriageReturnIsAddedOnce() throws {
        let export = ImportFixtures.lineEndings.appendingPathComponent("lone-cr.json")
        _ = try importing(export)
        for _ in 1...2 {
            #expect(try importing(export).out.contains("Imported 0 entries into 0 days"))
        }
        let day = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-14.md"))
        #expect(day.components(separatedBy: "### 08:00 Old Mac notes").count == 2)
        #expect(day.contains("### 08:00 Old Mac notes\n\nfirst line\nsecond line\n"))
    }

    @Test func anEntryWhoseWordsBeginOneAlreadyThereIsStillAdded() throws {
        _ = try importing(ImportFixtures.jrnlJSON)
        let result = try importing(ImportFixtures.lineEndings.appendingPathComponent("prefix-of-an-entry.txt"))
        #expect(result.out.contains("Imported 1 entry into 1 day (0 new, 1 merged)"), "\(result.out)")
        let day = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-14.md"))
        #expect(day.contains("### 21:15 Dinner with Ana ★\n\nWe talked about Lisbon\n\n"))
        #expect(day.contains("### 21:15 Dinner with Ana ★\n\nWe talked about Lisbon for hours."))
    }

    @Test func codeKeepsItsTagsAndHeadingsAsWritten() throws {
        _ = try importing(ImportFixtures.code.appendingPathComponent("jrnl-code.json"))
        let day = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-14.md"))
        #expect(day.contains("Installed it at last. #work\n\n#### Steps\n\n"))
        #expect(day.contains("~~~sh\n# install\npip install attrs\n~~~\n"))
        #expect(day.contains("````python\n```\n# not a heading\n@dataclass\nclass Day: pass\n````\n"))
        #expect(day.contains("The decorator is `@dataclass`, and ``a ` @b`` too."))
    }

    @Test(arguments: [
        ("impossible-date.txt", "line 4 '[2026-02-30 09:00:00 AM] A day that never was.': it has a date", 1),
        ("impossible-time.txt", "line 1 '[2026-03-14 25:00] Late.': it has a time", 0),
    ])
    func aDayOrTimeThatDoesNotExistIsSkippedAndTheRestImported(_ name: String, _ line: String, _ imported: Int)
        throws
    {
        let file = ImportFixtures.invalid.appendingPathComponent(name)
        for extra in [["--dry-run"], []] {
            let result = try run(["import", "jrnl", file.path] + extra)
            #expect(result.status == 0, "\(name): \(result.err)")
            #expect(result.out.contains("skipped \(file.path) \(line) that does not exist"), "\(name): \(result.out)")
            #expect(result.out.contains(" \(imported) entr"), "\(name): \(result.out)")
        }
        if imported == 1 {
            let day = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-14.md"))
            #expect(day.contains("### 07:10 Early run.\n\nCold.\n"))
            #expect(!day.contains("Still here"), "the skipped entry's body goes with it")
        }
    }

    @Test func aByteOrderMarkBeforeTheJSONIsRead() throws {
        let result = try importing(ImportFixtures.invalid.appendingPathComponent("byte-order-mark.json"))
        #expect(result.out.contains("Imported 1 entry into 1 day"))
    }

    @Test func aFolderJournalSkipsFilesThatAreNotRegularAndSaysSo() throws {
        let copy = folder.appendingPathComponent("jrnl-folder")
        try FileManager.default.copyItem(at: ImportFixtures.jrnl.appendingPathComponent("folder"), to: copy)
        let month = copy.appendingPathComponent("2026/03")
        #expect(mkfifo(month.appendingPathComponent("17.txt").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: month.appendingPathComponent("18.txt").path, withDestinationPath: "/dev/zero")
        // Bounded: reading the FIFO would never end, and the test must fail, not hang.
        let result = try NightlyProcess.run(
            ["import", "jrnl", copy.path], environment: environment, in: folder, timeout: 60)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Imported 6 entries into 4 days"))
        #expect(result.out.contains("skipped 2."), "\(result.out)")
        #expect(result.out.contains("skipped \(month.path)/17.txt: it is a FIFO, not a journal file"), "\(result.out)")
        #expect(
            result.out.contains("skipped \(month.path)/18.txt: it is a device, not a journal file"), "\(result.out)")
    }

    @Test func dryRunWritesNothingAndSaysWhatEachDayWouldGet() throws {
        let result = try importing(ImportFixtures.jrnlJSON, ["--dry-run"])
        #expect(!FileManager.default.fileExists(atPath: journal.path))
        #expect(result.out.hasPrefix("journal/2026/2026-03-14.md (new day):\n  + ### 07:10 Early run by the river.\n"))
        #expect(result.out.contains("  + ### 21:15 Dinner with Ana ★\n"))
        #expect(result.out.contains("Would import 6 entries into 4 days (4 new, 0 merged)"))
    }

    @Test func pastedMarkdownNeverSwallowsAnEntry() throws {
        let result = try importing(ImportFixtures.pastedMarkdown)
        #expect(result.out.contains("Imported 2 entries into 1 day"))
        #expect(result.out.contains("skipped 2026-03-14 12:30 A setext heading.: line 3 of the text"))
        let show = try run(["show", "--json", "2026-03-14"])
        let report = try #require(try JSONSerialization.jsonObject(with: show.stdout) as? [String: Any])
        let sections = try #require(report["sections"] as? [[String: Any]]).compactMap { $0["kind"] as? String }
        #expect(sections == ["poem", "journal", "action-step", "thought-diary"])
        let text = try ImportFixtures.text(
            todayFile.deletingLastPathComponent().appendingPathComponent("2026-03-14.md"))
        #expect(text.contains("## not a heading inside code\n```\n"))
        #expect(text.contains("#### Big\n\n#### Smaller\n\nall kept"))
    }

    /// 16 March holds only "Short one.", a title with no body: the heading is what was written,
    /// so the day is a written day in log and stats like the others.
    @Test func aDayWithOnlyATitleIsAWrittenDay() throws {
        _ = try importing(ImportFixtures.jrnl.appendingPathComponent("journal.txt"))
        let log = try run(["log", "--no-pager"])
        #expect(log.status == 0, "\(log.err)")
        #expect(log.out.contains("2026-03-16 · "), "\(log.out)")
        let stats = try run(["stats", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: stats.stdout) as? [String: Any])
        let awards = try #require(report["awards"] as? [[String: Any]])
        let streak = try #require(awards.first { $0["id"] as? String == "streak-7" }?["progress"] as? [String: Any])
        #expect(streak["current"] as? Int == 3)  // 14, 15 and 16 March
    }

    @Test func whatIsNotAJrnlJournalIsRefusedWithItsPath() throws {
        let file = folder.appendingPathComponent("notes.txt")
        try Data("just some notes\n".utf8).write(to: file)
        let result = try run(["import", "jrnl", file.path])
        #expect(result.status == 1)
        #expect(result.err.contains("notes.txt is not a jrnl journal"))
        let missing = try run(["import", "jrnl", "nowhere.json"])
        #expect(missing.status == 1)
        #expect(missing.err.contains("nowhere.json: no such file or folder"))
    }

    /// jrnl splits an entry's title at its first line break, and an entry with none at its
    /// first sentence end (issue 31, item 10): the rest of the line is the entry's body, not
    /// part of its heading; an entry with a line after its header keeps the whole line.
    @Test func aOneLineEntrysTitleEndsAtItsFirstSentence() throws {
        _ = try importing(ImportFixtures.jrnlOneLine)
        let first = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-04-01.md"))
        #expect(first.contains("### 07:10 Walked home.\n\nIt was cold and #windy!\n"), "\(first)")
        #expect(first.contains("### 21:00 What a day? Yes.\n"), "\(first)")
        let second = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-04-02.md"))
        #expect(second.contains("### 08:00 A title with a body. Stays whole.\n\nThe body.\n"), "\(second)")
        let last = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-04-03.md"))
        #expect(last.contains("### 08:00 Last one.\n\nNo line break after it.\n"), "\(last)")
    }
}

/// An import's time grows with its entries, not with their square: 8,000 entries on one day
/// took 43 s in a release build when each entry parsed the growing day again, and take a few
/// seconds now; the bound (90 s, a debug build on a busy machine) fails the quadratic way.
@Suite final class OneDayImportTests: ScratchJournalTests {
    @Test func eightThousandEntriesOnOneDayImportInLinearTime() throws {
        let lines = (0..<8000).map { index in
            let time = String(format: "%02d:%02d", index % 1440 / 60, index % 60)
            return "[2026-03-14 \(time)] Entry \(index).\nWalked to the river, number \(index).\n"
        }
        let source = folder.appendingPathComponent("one-day.txt")
        try Data(lines.joined(separator: "\n").utf8).write(to: source)
        let result = try NightlyProcess.run(
            ["import", "jrnl", source.path], environment: environment, in: folder, timeout: 90)
        #expect(result.status == 0, "killed after 90 s, or failed: \(result.err)")
        #expect(result.out.contains("Imported 8000 entries into 1 day (1 new, 0 merged)"))
        let day = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-14.md"))
        #expect(day.components(separatedBy: "\n### ").count == 8001)
        #expect(day.contains("### 23:59 Entry 1439.\n\nWalked to the river, number 1439.\n\n### 00:00 Entry 1440."))
    }
}
