import Foundation
import Testing

/// The compiler keeps the door: code that imports JournalStorage without
/// `@_spi(JournalWrites)` cannot name the journal's writers, so it fails to compile; the same
/// code with the import the transaction's library uses compiles, which shows the failure is the
/// door's and not the set-up's. Both are type-checked against the modules this build made.
@Suite struct TheDoorCompilerTests {
    static let fixtures = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/door-compiler")

    @Test func codeOutsideTheTransactionsLibraryCannotWriteAJournal() throws {
        let result = try typeCheck("outside")
        #expect(result.status != 0)
        for name in ["JournalWriter", "ConfinedWriter"] {
            #expect(result.err.contains("cannot find '\(name)' in scope"), "\(result.err)")
        }
        #expect(result.err.contains("'save' is inaccessible due to '@_spi' protection level"), "\(result.err)")
    }

    @Test func theSameCodeCompilesWithTheWritersImported() throws {
        let result = try typeCheck("inside")
        #expect(result.status == 0, "\(result.err)")
    }

    /// `swiftc -typecheck` of the fixture `name`, against the build's modules.
    private func typeCheck(_ name: String) throws -> (status: Int32, err: String) {
        // The test bundle sits in the build folder, or in a folder of its own inside it.
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("Modules") }
        let modules = try #require(
            candidates.first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("JournalStorage.swiftmodule").path)
            },
            "no JournalStorage module in \(candidates.map(\.path))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-door-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("\(name).swift")
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("\(name).swift-snippet"), to: source)
        let result = try ManPageTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-I", modules.path,
                "-I", NightlyProcess.packageRoot.appendingPathComponent("Sources/CCmarkGFM").path, source.path,
            ])
        return (result.status, result.err)
    }
}
