import Foundation
import Testing

/// Zips made as other writers make them, here with python3's `zipfile`: a member whose mode
/// carries no file type (`writestr`) is a plain file, as libarchive and Info-ZIP read it, and
/// a zip with two members of one name is refused, both named.
@Suite final class DayOneZipWritersTests: ScratchJournalTests {
    static let md5 = DayOneZipTests.md5

    /// A zip at `name` in the scratch folder, written by python3's `zipfile.writestr` from
    /// `members` (name, text), which gives each the mode 0600 and no file type.
    func pythonZip(_ members: [(String, String)]) throws -> URL {
        let url = folder.appendingPathComponent("export-\(UUID().uuidString).zip")
        let script = """
            import json, sys, warnings, zipfile
            warnings.simplefilter("ignore")
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                for name, text in json.loads(sys.argv[2]):
                    z.writestr(name, text)
            """
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: members.map { [$0.0, $0.1] }), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, url.path, json]
        process.environment = ["PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return url
    }

    var photo: URL { journal.appendingPathComponent("2026/photos/\(Self.md5).jpeg") }

    @Test func aPhotoWrittenByPythonsWritestrIsImported() throws {
        let zip = try pythonZip([
            ("Journal.json", String(decoding: DayOneZipTests.journalJSON, as: UTF8.self)),
            ("photos/\(Self.md5).jpeg", "not really a jpeg"),
        ])
        let result = try run(["import", "dayone", zip.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("not a plain file"), "\(result.out)")
        #expect(try String(contentsOf: photo, encoding: .utf8) == "not really a jpeg")
    }

    @Test(arguments: ["Journal.json", "photos/\(md5).jpeg"])
    func twoMembersOfOneNameAreRefusedBothNamed(_ name: String) throws {
        let journalText = String(decoding: DayOneZipTests.journalJSON, as: UTF8.self)
        let zip = try pythonZip([
            ("Journal.json", journalText), ("photos/\(Self.md5).jpeg", "first"),
            (name, name.hasSuffix(".json") ? journalText : "second"),
        ])
        let result = try run(["import", "dayone", zip.path])
        #expect(result.status == 1, "\(result.out)")
        #expect(result.err.contains("it holds two files named '\(name)' and '\(name)'"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026").path))
    }
}
