import Foundation
import Testing

/// scripts/swift-build, which `make run`, `make install` and `make test` build with: it leaves
/// out ZIPFoundation's "unhandled file" warning, which every Linux build printed (issue 31,
/// item 10), and nothing else, and exits as swift did.
@Suite final class SwiftBuildScriptTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-swift-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func theDependencysWarningGoesAndEverythingElseStays() throws {
        // A stand-in for swift printing what 6.3.1 printed for ZIPFoundation 0.9.20, then a
        // warning of nightly's own and an error.
        let swift = folder.appendingPathComponent("swift")
        try ExecutableScript.write(
            """
            #!/bin/sh
            echo "warning: 'zipfoundation': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target"
            echo "    /work/nightly/.build/checkouts/ZIPFoundation/Sources/ZIPFoundation/Resources/PrivacyInfo.xcprivacy"
            echo "[1/2] Compiling nightly Nightly.swift"
            echo "warning: 'nightly': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target" >&2
            echo "error: arguments: $*" >&2
            exit 3

            """, to: swift)
        let process = Process()
        process.executableURL = NightlyProcess.packageRoot.appendingPathComponent("scripts/swift-build")
        process.arguments = ["--product", "nightly"]
        process.environment = CleanEnvironment.variables(["SWIFT": swift.path])
        let output = Pipe(), error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? output.fileHandleForReading.close()
        try? error.fileHandleForReading.close()

        #expect(process.terminationStatus == 3)
        #expect(stdout.isEmpty, "the build's output goes to standard error")
        #expect(!printed.contains("zipfoundation"), "\(printed)")
        #expect(!printed.contains("PrivacyInfo.xcprivacy"), "\(printed)")
        #expect(printed.contains("[1/2] Compiling nightly Nightly.swift\n"), "\(printed)")
        #expect(printed.contains("warning: 'nightly': found 1 file(s) which are unhandled"), "\(printed)")
        #expect(printed.contains("error: arguments: build --product nightly\n"), "\(printed)")
    }
}
