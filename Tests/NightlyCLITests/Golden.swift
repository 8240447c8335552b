import Foundation
import Testing

/// Golden files: expected output kept in Tests/NightlyCLITests/Golden and reviewed in diffs.
/// Run with `NIGHTLY_RECORD=1` to write them anew from the current output.
enum Golden {
    static let folder = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Golden")

    static var recording: Bool { ProcessInfo.processInfo.environment["NIGHTLY_RECORD"] == "1" }

    /// Compares `actual` with the golden file `name`, or records it.
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        #expect(
            actual == expected, "\(name) differs; rerun with NIGHTLY_RECORD=1 and review the diff",
            sourceLocation: sourceLocation)
    }
}
