import Foundation
import Testing

@testable import ImportExport

/// Photos an entry names without a type are found through an index read once (`PhotoNames`,
/// built when `FolderPhotos` starts): 20,000 of them in a folder are each found. The old
/// lookup listed and sorted the folder for each, over five minutes for these. No time is
/// asserted here, where a loaded machine would fail it: the index is what keeps it linear.
@Suite struct PhotoNamesTests {
    @Test func theFirstNameInSortedOrderIsTheOneFound() {
        let names = PhotoNames(["b1.png", "a1.jpeg", "a1.heic", "a1", "a10.png", "c.d.e"])
        #expect(names.first(md5: "a1") == "a1.heic")
        #expect(names.first(md5: "a10") == "a10.png")
        #expect(names.first(md5: "b1") == "b1.png")
        #expect(names.first(md5: "c") == "c.d.e")
        #expect(names.first(md5: "a") == nil)
    }

    @Test func twentyThousandUntypedPhotosAreEachFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let md5s = (0..<20_000).map { String(format: "%032x", $0 * 7919) }
        for md5 in md5s {
            _ = FileManager.default.createFile(
                atPath: folder.appendingPathComponent("\(md5).jpeg").path, contents: Data())
        }
        let photos = FolderPhotos(folder: folder, maxSize: 1 << 20)
        var found = 0
        for md5 in md5s {
            if case .found(let photo) = photos.lookup(md5: md5, type: nil), photo.fileName == "\(md5).jpeg" {
                found += 1
            }
        }
        #expect(found == md5s.count)
    }
}
