import Foundation

/// Runs the built `nightly` binary as a user would, and captures what it printed.
struct NightlyProcess {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: Data
        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// The package root, found from this file's place in Tests/NightlyCLITests.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: `NIGHTLY_BIN` if set, else the one `swift build` put next to the test bundle.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["NIGHTLY_BIN"] {
            return URL(fileURLWithPath: path)
        }
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("nightly"),
            Bundle.main.bundleURL.appendingPathComponent("nightly"),
            packageRoot.appendingPathComponent(".build/debug/nightly"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? candidates.last!
    }()

    /// Runs nightly with `arguments`, feeding `stdin`, in a clean environment plus `environment`;
    /// with `limits`, `/bin/sh` runs that first (`ulimit -f 8`, say) and then execs nightly.
    /// With `timeout`, a nightly still running after that many seconds is killed (SIGKILL), so
    /// a test of something that must not hang fails instead of hanging.
    static func run(
        _ arguments: [String],
        stdin: Data = Data(),
        environment: [String: String] = [:],
        in directory: URL? = nil,
        limits: String? = nil,
        timeout: Double? = nil
    ) throws -> Result {
        BrokenPipe.ignored
        let process = Process()
        if let limits {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(limits); exec \"$0\" \"$@\"", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        var env = [
            "PATH": CleanEnvironment.path,
            "HOME": FileManager.default.temporaryDirectory.path,
            "NO_COLOR": "1",
            "TZ": "UTC",
            "LANG": "C.UTF-8",
        ]
        env.merge(environment) { _, new in new }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let timeout {
            // Held weakly: the timer outlives most children, and a child held until it fires
            // keeps its pipes open in this process meanwhile.
            let watched = WatchedProcess(process)
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                // Only a child not yet waited for: its process id is still its own.
                if let process = watched.process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        // A child that quit without reading its input is judged by what it did, not by this write.
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a chatty child never blocks.
        let errorData = ErrorBuffer()
        let errorRead = DispatchSemaphore(value: 0)
        let errorHandle = error.fileHandleForReading
        Thread {
            errorData.value = errorHandle.readDataToEndOfFile()
            errorRead.signal()
        }.start()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        // Closed now, not whenever the objects go: a test process that leaks descriptors by the
        // thousand meets Foundation's Process.run reading /proc/self/fd past its buffer
        // (swift-corelibs-foundation#5472), and crashes.
        try? output.fileHandleForReading.close()
        try? errorHandle.close()
        return Result(status: process.terminationStatus, stdout: outData, stderr: errorData.value)
    }
}

/// The child a timeout watches, handed to the timer's thread.
private final class WatchedProcess: @unchecked Sendable {
    weak var process: Process?
    init(_ process: Process) { self.process = process }
}

/// Written by the reader thread once, read after the semaphore says it is done.
private final class ErrorBuffer: @unchecked Sendable {
    var value = Data()
}
