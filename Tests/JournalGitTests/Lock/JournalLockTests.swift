import Foundation
import Testing

@testable import JournalGit

@Suite final class JournalLockTests {
    let folder: URL
    var lockPath: String { folder.appendingPathComponent(JournalLock.fileName).path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-lock-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A process id that no longer exists: a child that has exited and been waited for.
    func deadProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func theLockFileNamesItsHolderAndGoesAwayOnRelease() throws {
        let lock = try JournalLock(folder: folder, command: "nightly add", environment: [:])
        #expect(try String(contentsOfFile: lockPath, encoding: .utf8) == "\(getpid()) nightly add\n")
        lock.release()
        #expect(!FileManager.default.fileExists(atPath: lockPath))
    }

    @Test func aSecondWriterFailsNamingTheLiveHolder() throws {
        let held = try JournalLock(folder: folder, command: "nightly sync", environment: [:])
        defer { held.release() }
        // Another open file of the same lock conflicts, as another process's would.
        #expect(throws: JournalLock.Failure.busy(path: lockPath, holder: getpid(), command: "nightly sync")) {
            _ = try JournalLock(
                folder: self.folder, command: "nightly add", patience: .milliseconds(120), environment: [:])
        }
        let message = JournalLock.Failure.busy(path: lockPath, holder: 4242, command: "nightly sync").description
        #expect(message.contains("process 4242 (nightly sync) holds"))
    }

    @Test func aStaleLockFromADeadProcessIsTakenOver() throws {
        let dead = try deadProcess()
        try "\(dead) nightly ritual\n".write(toFile: lockPath, atomically: false, encoding: .utf8)
        #expect(JournalLock.holder(lockPath) == nil)
        let lock = try JournalLock(folder: folder, command: "nightly add", patience: .zero, environment: [:])
        #expect(try String(contentsOfFile: lockPath, encoding: .utf8) == "\(getpid()) nightly add\n")
        lock.release()
    }

    @Test func theMergeDriverSharesTheLockOfTheSyncThatRunsIt() throws {
        let held = try JournalLock(folder: folder, command: "nightly sync", environment: [:])
        defer { held.release() }
        let shared = try JournalLock(
            folder: folder, command: "nightly merge-driver", patience: .zero,
            environment: [JournalLock.ownerVariable: "\(getpid())"])
        shared.release()
        // Releasing the shared lock leaves the holder's in place.
        #expect(try String(contentsOfFile: lockPath, encoding: .utf8) == "\(getpid()) nightly sync\n")
        #expect(throws: JournalLock.Failure.self) {
            _ = try JournalLock(
                folder: self.folder, command: "nightly merge-driver", patience: .zero,
                environment: [JournalLock.ownerVariable: "1"])
        }
    }

    @Test func aWaitingWriterGetsTheLockOnceTheHolderReleasesIt() async throws {
        let held = try JournalLock(folder: folder, command: "nightly sync", environment: [:])
        let (folder, lockPath) = (self.folder, self.lockPath)
        let waiter = Task.detached {
            let lock = try JournalLock(folder: folder, command: "nightly add", patience: .seconds(20), environment: [:])
            defer { lock.release() }
            return try String(contentsOfFile: lockPath, encoding: .utf8)
        }
        held.release()
        #expect(try await waiter.value == "\(getpid()) nightly add\n")
    }

    @Test func theJournalFolderIsCreatedForTheLock() throws {
        let nested = folder.appendingPathComponent("new/journal")
        let lock = try JournalLock(folder: nested, command: "nightly add", environment: [:])
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent(JournalLock.fileName).path))
        lock.release()
    }
}
