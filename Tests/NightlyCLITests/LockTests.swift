import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Two writers at once: the second `nightly add` waits, then names the process holding the
/// journal's lock; a lock left by a dead process is taken over.
@Suite final class LockTests {
    let journal: URL
    var lockPath: String { journal.appendingPathComponent(".nightly.lock").path }

    init() throws {
        journal = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-lock-cli-\(UUID())")
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: journal) }

    func add(_ text: String) throws -> NightlyProcess.Result {
        try NightlyProcess.run(["add", text, "--journal", journal.path], environment: ["NIGHTLY_TODAY": "2026-11-23"])
    }

    @Test func aWriterFailsNamingTheLiveProcessThatHoldsTheLock() throws {
        // This test process holds the lock as nightly does: flock on the file, "PID COMMAND" in it.
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        try "\(getpid()) nightly sync\n".write(toFile: lockPath, atomically: false, encoding: .utf8)

        let result = try add("Written while another nightly syncs.")
        #expect(result.status == 75)
        #expect(result.err.contains("process \(getpid()) (nightly sync) holds"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026/2026-11-23.md").path))
    }

    @Test func aStaleLockFromADeadProcessIsTakenOver() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        try "\(process.processIdentifier) nightly ritual\n".write(toFile: lockPath, atomically: false, encoding: .utf8)

        let result = try add("Written after a crash.")
        #expect(result.status == 0, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: lockPath))
        let entry = try String(contentsOf: journal.appendingPathComponent("2026/2026-11-23.md"), encoding: .utf8)
        #expect(entry.contains("Written after a crash."))
    }
}
