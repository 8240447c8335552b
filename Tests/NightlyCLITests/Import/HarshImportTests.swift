import Foundation
import Testing

/// `nightly import harsh` through the binary: a harsh log's marks as habits in the days' front
/// matter, the tracks the config lacked added to the journal's `.nightly.toml` with its other
/// bytes kept, one commit; a bad line changes nothing, and a second run adds nothing.
@Suite final class HarshImportTests: ScratchJournalTests {
    static let harsh = ImportFixtures.folder.appendingPathComponent("harsh")

    private var config: URL { journal.appendingPathComponent(".nightly.toml") }

    /// A git journal whose `.nightly.toml` (Fixtures/import/harsh/journal.toml) is committed.
    private func gitJournal() throws {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        try ImportFixtures.gitInit(journal)
        try FileManager.default.copyItem(at: Self.harsh.appendingPathComponent("journal.toml"), to: config)
        try ImportFixtures.git(["add", ".nightly.toml"], in: journal)
        try ImportFixtures.git(["commit", "--quiet", "-m", "Settings"], in: journal)
    }

    private func importing(_ name: String) throws -> NightlyProcess.Result {
        try run(["import", "harsh", Self.harsh.appendingPathComponent(name).path])
    }

    private func day(_ date: String) throws -> String {
        try ImportFixtures.text(journal.appendingPathComponent("2026/\(date).md"))
    }

    @Test func marksBecomeHabitsInOneCommitWithTheirTables() throws {
        try gitJournal()
        let before = try Data(contentsOf: config)
        let result = try importing("log")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.hasSuffix(
                """
                Imported 5 habit marks from harsh into 3 days (3 new).
                Added [track.morning-walk], [track.read], [track.cafe-visit] (kind = "habit") to journal/.nightly.toml.

                """), "\(result.out)")
        let after = try Data(contentsOf: config)
        #expect(after.prefix(before.count) == before, "the config's bytes before are kept")
        #expect(
            String(decoding: after.dropFirst(before.count), as: UTF8.self) == """

                [track.morning-walk]
                kind = "habit"

                [track.read]
                kind = "habit"

                [track.cafe-visit]
                kind = "habit"

                """)
        #expect(try day("2026-11-20").hasPrefix("---\nmorning-walk: yes\nread: no\n---\n"))
        #expect(try day("2026-11-21").hasPrefix("---\ncafe-visit: yes\nmorning-walk: skip\n---\n"))
        // The later of two marks of a day wins, as in harsh.
        #expect(try day("2026-11-22").hasPrefix("---\nmorning-walk: yes\n---\n"))
        #expect(!(try day("2026-11-20")).contains("too tired"), "comments are left out")
        let log = try ImportFixtures.git(["log", "--format=%s"], in: journal)
        #expect(log == "Import 5 habit marks from harsh\nSettings\n")
        #expect(try ImportFixtures.git(["status", "--porcelain"], in: journal).isEmpty)
        let card = try run(["track", "--json", "--date", "2026-11-21"])
        #expect(card.status == 0, "\(card.err)")
        #expect(card.out.contains("\"cafe-visit\""), "\(card.out)")
    }

    @Test func aSecondRunChangesNothing() throws {
        try gitJournal()
        #expect(try importing("log").status == 0)
        let files = try ImportFixtures.files(in: journal)
        let again = try importing("log")
        #expect(again.status == 0, "\(again.err)")
        #expect(
            again.out.hasSuffix(
                "Imported 0 habit marks from harsh into 0 days (0 new); 5 marks already in the journal.\n"))
        #expect(try ImportFixtures.files(in: journal) == files)
        #expect(try ImportFixtures.git(["log", "--format=%s"], in: journal).split(separator: "\n").count == 2)
    }

    @Test func aDayThatHoldsAnotherValueKeepsIt() throws {
        try gitJournal()
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        let text = "---\nmorning-walk: no\n---\n# Sunday\n\n## Journal\n\nStayed in.\n"
        try Data(text.utf8).write(to: journal.appendingPathComponent("2026/2026-11-22.md"))
        let result = try importing("log")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.contains(
                "Imported 4 habit marks from harsh into 2 days (2 new); 1 kept as the journal has them."))
        #expect(result.out.contains("kept morning-walk on 2026-11-22: the journal has 'no', harsh 'yes'"))
        #expect(try day("2026-11-22") == text)
    }

    @Test(arguments: [
        ("bad-date.log", "bad-date.log:2: '2026-11-31' is not a date as YYYY-MM-DD"),
        ("bad-mark.log", "bad-mark.log:2: 'maybe' is not a harsh mark: y, n or s"),
        ("not-a-habit.log", "not-a-habit.log:1: 'Mood' is the track mood, which the config makes a scale, not a habit"),
    ])
    func aBadLineNamesItsFileAndLineAndChangesNothing(name: String, message: String) throws {
        try gitJournal()
        let files = try ImportFixtures.files(in: journal)
        let result = try importing(name)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("nightly: \(Self.harsh.path)/\(message)"), "\(result.err)")
        #expect(try ImportFixtures.files(in: journal) == files)
        #expect(try ImportFixtures.git(["log", "--format=%s"], in: journal) == "Settings\n")
    }

    @Test(arguments: [
        ("Morning walk", "morning-walk"), ("Café Visit!", "cafe-visit"), ("  Read / Write ", "read-write"),
        ("snake_case", "snake_case"), ("10k steps", "10k-steps"),
    ])
    func namesBecomeTrackNames(habit: String, track: String) throws {
        try gitJournal()
        let log = folder.appendingPathComponent("names.log")
        try Data("2026-11-20 : \(habit) : y :  : \n".utf8).write(to: log)
        let result = try run(["import", "harsh", log.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(try day("2026-11-20").hasPrefix("---\n\(track): yes\n---\n"))
    }
}
