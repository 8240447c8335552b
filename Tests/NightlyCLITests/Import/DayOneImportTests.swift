import Foundation
import Testing
import ZIPFoundation

/// `nightly import dayone` on Fixtures/import/dayone-export.zip, a Day One export made by hand
/// after Day One's format: Journal.json and photos/<md5>.jpeg. Its four entries:
/// - 2026-03-15T03:30Z in America/Los_Angeles: 20:30 on the 14th locally; titled, starred,
///   tagged, one photo, Day One's escapes (`7\.30\.`, `\(fish\)`).
/// - 2026-03-15T09:00Z in Europe/Berlin: 10:00 on the 15th; a photo and a `## To do` heading.
/// - 2026-03-20T23:50Z in Asia/Tokyo: 08:50 on the 21st.
/// - 2026-03-22T12:00Z in Europe/London, whose photo is not in the export.
@Suite final class DayOneImportTests: ScratchJournalTests {
    func day(_ date: String) throws -> String {
        try ImportFixtures.text(journal.appendingPathComponent("2026/\(date).md"))
    }

    @Test func entriesLandOnTheirLocalDayWithPhotosTagsAndStars() throws {
        let result = try run(["import", "dayone", ImportFixtures.dayOneZip.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Imported 4 entries into 4 days (4 new, 0 merged), 2 photos; skipped 1."))
        #expect(
            result.out.contains(
                "skipped in 2026-03-22 12:00: photo FFEEDDCCBBAA99887766554433221100 is not in the export"))
        // The UTC date is the 15th; the entry was written on the evening of the 14th.
        let beach = try day("2026-03-14")
        #expect(
            beach.contains(
                """
                ### 20:30 Sunset at Ocean Beach ★

                The fog rolled in at 7.30. We stayed anyway - worth it!

                ![](photos/b65a078074acb5cf2214925532c7ab16.jpeg)

                Dinner after: tacos (fish) and a 1.5 l bottle of water.

                #beach #San-Francisco
                """))
        #expect(try day("2026-03-15").contains("### 10:00\n\nMorgenkaffee mit Oma. Sie erzählt von 1968"))
        #expect(try day("2026-03-15").contains("#### To do\n\n- Kuchen backen"))
        #expect(
            try day("2026-03-21").contains("### 08:50\n\nCherry blossoms 🌸 already, a week early this year. 桜がきれい."))
        #expect(try day("2026-03-22").contains("![](dayone-moment://FFEEDDCCBBAA99887766554433221100)"))
        // The photos are the export's bytes, next to the day files.
        for name in ["b65a078074acb5cf2214925532c7ab16.jpeg", "e973b763fe87e8c14242d94a2c9ecf17.jpeg"] {
            let copy = try Data(contentsOf: journal.appendingPathComponent("2026/photos/\(name)"))
            #expect(copy.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG")
        }
        let show = try run(["show", "--json", "2026-03-14"])
        let report = try #require(try JSONSerialization.jsonObject(with: show.stdout) as? [String: Any])
        #expect(report["tags"] as? [String] == ["beach", "San-Francisco"])
    }

    @Test func aSecondImportAddsNothingAndTheFirstIsOneCommit() throws {
        try ImportFixtures.gitInit(journal)
        #expect(try run(["import", "dayone", ImportFixtures.dayOneZip.path]).status == 0)
        let first = try ImportFixtures.files(in: journal)
        let again = try run(["import", "dayone", ImportFixtures.dayOneZip.path])
        #expect(
            again.out.contains(
                "Imported 0 entries into 0 days (0 new, 0 merged), 0 photos; 4 entries already in the journal"))
        #expect(try ImportFixtures.files(in: journal) == first)
        #expect(try ImportFixtures.git(["log", "--format=%s"], in: journal) == "Import 4 entries from Day One\n")
        let files = try ImportFixtures.git(["show", "--name-only", "--format="], in: journal)
        #expect(files.split(separator: "\n").count == 6, "four days and two photos: \(files)")
        #expect(try ImportFixtures.git(["status", "--porcelain"], in: journal).isEmpty)
    }

    @Test func theJSONAloneFindsPhotosBesideIt() throws {
        let unpacked = folder.appendingPathComponent("unpacked")
        try FileManager.default.unzipItem(at: ImportFixtures.dayOneZip, to: unpacked)
        let result = try run(["import", "dayone", unpacked.appendingPathComponent("Journal.json").path, "--dry-run"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.contains(
                "journal/2026/2026-03-14.md (new day):\n  + ### 20:30 Sunset at Ocean Beach ★ (1 photo)\n"))
        #expect(!FileManager.default.fileExists(atPath: journal.path))
    }

    @Test func windowsLineEndingsKeepTheTitleApartFromTheBody() throws {
        let result = try run([
            "import", "dayone", ImportFixtures.lineEndings.appendingPathComponent("dayone-crlf.json").path,
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(try day("2026-03-15").contains("### 10:00 Written on Windows\n\nFirst line.\nSecond line.\n"))
    }

    @Test func codeKeepsItsBackslashesAndHeadings() throws {
        let result = try run(["import", "dayone", ImportFixtures.code.appendingPathComponent("dayone-code.json").path])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            try day("2026-03-15").contains(
                "### 10:00 Shell notes\n\nUp at 7.30.\n\n~~~\n# install\nls \\.\\/photos\n~~~\n\nThe pattern ``a\\.b`` matched."
            ))
    }

    @Test(arguments: [
        ("year-10000", "falls outside the years 1 to 9999"),
        ("unknown-zone", "has an unknown time zone 'Mars/Olympus_Mons'"),
        ("impossible-date", "has a date or time that does not exist"),
    ])
    func anEntryThatCannotBePlacedIsSkippedWithItsPlace(_ name: String, _ reason: String) throws {
        let export = ImportFixtures.invalid.appendingPathComponent("dayone-\(name).json")
        for extra in [["--dry-run"], []] {
            let result = try run(["import", "dayone", export.path] + extra)
            #expect(result.status == 0, "\(name): \(result.err)")
            #expect(result.out.contains("skipped \(export.path) entry 1 '"), "\(name): \(result.out)")
            #expect(result.out.contains("': it \(reason)"), "\(name): \(result.out)")
            #expect(result.out.contains("; skipped 1."), "\(name): \(result.out)")
        }
    }

    @Test func anEmptyTagIsLeftOut() throws {
        let export = ImportFixtures.invalid.appendingPathComponent("dayone-empty-tag.json")
        let result = try run(["import", "dayone", export.path])
        #expect(result.out.contains("Imported 1 entry into 1 day"), "\(result.out)")
        #expect(try day("2026-03-15").contains("### 10:00 Tagged\n\nA walk.\n\n#walk\n"))
    }

    @Test func aBrokenZipIsReportedAndNothingIsWritten() throws {
        let broken = folder.appendingPathComponent("broken.zip")
        try Data("not a zip".utf8).write(to: broken)
        let result = try run(["import", "dayone", broken.path])
        #expect(result.status == 1)
        #expect(result.err.contains("cannot read the zip"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: journal.path))
    }
}
