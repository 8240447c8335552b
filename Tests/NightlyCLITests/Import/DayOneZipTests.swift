import Foundation
import Testing
import ZIPFoundation

/// `nightly import dayone` on zips made here with ZIPFoundation: the zip is read in process,
/// so each entry's type and size are known before a byte is written. A photo that is a link,
/// a FIFO or a device is left out with a line; so is one bigger than `--max-photo-size`; a
/// name that leaves the export refuses the whole zip.
@Suite final class DayOneZipTests: ScratchJournalTests {
    static let md5 = "0123456789abcdef0123456789abcdef"

    /// A Day One journal of one entry on 14 March that shows the photo `md5`.
    static let journalJSON = Data(
        """
        {"entries": [{"creationDate": "2026-03-14T10:00:00Z", "timeZone": "UTC",
          "text": "A walk.\\n\\n![](dayone-moment://PHOTO1)",
          "photos": [{"identifier": "PHOTO1", "md5": "\(md5)", "type": "jpeg"}]}]}
        """.utf8)

    enum Item {
        case file(String, Data)
        case link(String, String)
    }

    /// A zip of `items`, deflated, in the scratch folder.
    func makeZip(_ items: [Item]) throws -> URL {
        let url = folder.appendingPathComponent("export-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        for item in items {
            let (path, type, data): (String, Entry.EntryType, Data)
            switch item {
            case .file(let name, let bytes): (path, type, data) = (name, .file, bytes)
            case .link(let name, let target): (path, type, data) = (name, .symlink, Data(target.utf8))
            }
            try archive.addEntry(
                with: path, type: type, uncompressedSize: Int64(data.count),
                compressionMethod: type == .file ? .deflate : .none
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url
    }

    var photo: URL { journal.appendingPathComponent("2026/photos/\(Self.md5).jpeg") }

    @Test(arguments: ["/etc/passwd", "/dev/zero", "../../outside.jpeg"])
    func aPhotoThatIsALinkIsLeftOutWithALine(_ target: String) throws {
        let zip = try makeZip([.file("Journal.json", Self.journalJSON), .link("photos/\(Self.md5).jpeg", target)])
        let result = try NightlyProcess.run(
            ["import", "dayone", zip.path], environment: environment, in: folder, timeout: 60)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("photos/\(Self.md5).jpeg is a symbolic link, not a photo"), "\(result.out)")
        #expect(!FileManager.default.fileExists(atPath: photo.path))
        let day = try ImportFixtures.text(journal.appendingPathComponent("2026/2026-03-14.md"))
        #expect(day.contains("![](dayone-moment://PHOTO1)"))
    }

    @Test func aPhotoTheZipMarksAsAFIFOOrADeviceIsLeftOut() throws {
        for (mode, kind) in [(0o010644, "a FIFO"), (0o020644, "a device")] {
            let zip = try makeZip([
                .file("Journal.json", Self.journalJSON), .file("photos/\(Self.md5).jpeg", Data([0xFF, 0xD8, 0xFF])),
            ])
            try Self.setMode(UInt32(mode), of: "photos/\(Self.md5).jpeg", in: zip)
            let result = try run(["import", "dayone", zip.path])
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.contains("photos/\(Self.md5).jpeg is \(kind), not a photo"), "\(result.out)")
            #expect(!FileManager.default.fileExists(atPath: photo.path))
            try FileManager.default.removeItem(at: journal)
        }
    }

    @Test func aPhotoOverTheSizeLimitIsLeftOutUnlessTheLimitIsRaised() throws {
        // 3 MB of zeros: a zip of a few kilobytes.
        let zip = try makeZip([
            .file("Journal.json", Self.journalJSON), .file("photos/\(Self.md5).jpeg", Data(count: 3 << 20)),
        ])
        let small = try run(["import", "dayone", "--max-photo-size", "1M", zip.path])
        #expect(small.status == 0, "\(small.err)")
        #expect(small.out.contains("photos/\(Self.md5).jpeg is 3 MB, over the 1 MB a photo may be"), "\(small.out)")
        #expect(!FileManager.default.fileExists(atPath: photo.path))
        try FileManager.default.removeItem(at: journal)
        let raised = try run(["import", "dayone", "--max-photo-size", "4M", zip.path])
        #expect(raised.status == 0, "\(raised.err)")
        #expect(try Data(contentsOf: photo).count == 3 << 20)
        #expect(try run(["import", "dayone", "--max-photo-size", "lots", zip.path]).status == 64)
    }

    @Test(arguments: ["../escaped.json", "/tmp/absolute.json", "photos/../../escaped.jpeg"])
    func aZipNamingAPathOutsideItselfIsRefusedWhole(_ name: String) throws {
        let zip = try makeZip([.file("Journal.json", Self.journalJSON), .file(name, Data("{}".utf8))])
        let result = try run(["import", "dayone", zip.path])
        #expect(result.status == 1)
        #expect(result.err.contains("'\(name)' would land outside the export"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: journal.path))
    }

    @Test func nothingIsUnpackedIntoTheTemporaryFolder() throws {
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var environment = environment
        environment["TMPDIR"] = temporary.path
        let result = try NightlyProcess.run(
            ["import", "dayone", ImportFixtures.dayOneZip.path], environment: environment, in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// Sets the Unix mode of `name` in the central directory of `zip` (the upper half of its
    /// external attributes), as a zip made of a FIFO or a device file has it.
    static func setMode(_ mode: UInt32, of name: String, in zip: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: zip))
        let nameBytes = Array(name.utf8)
        var offset = 0
        while offset + 46 <= bytes.count {
            defer { offset += 1 }
            guard bytes[offset..<offset + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02]) else { continue }
            let length = Int(bytes[offset + 28]) | Int(bytes[offset + 29]) << 8
            guard bytes[(offset + 46)..<(offset + 46 + length)].elementsEqual(nameBytes) else { continue }
            bytes[offset + 5] = 3  // made on Unix
            let attributes = mode << 16
            for index in 0..<4 { bytes[offset + 38 + index] = UInt8((attributes >> (8 * UInt32(index))) & 0xFF) }
        }
        try Data(bytes).write(to: zip)
    }
}
