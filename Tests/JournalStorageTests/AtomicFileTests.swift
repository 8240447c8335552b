import Foundation
import JournalFormat
import JournalStorage
import TestSupport
import Testing

@Suite struct AtomicFileTests {
    @Test func newFilesAre0600AndNewFolders0700() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("a/b/2026-11-20.md")
        try AtomicFile.write(Array("hi".utf8), to: url)
        #expect(try mode(url) == 0o600)
        #expect(try mode(url.deletingLastPathComponent()) == 0o700)
        #expect(try mode(url.deletingLastPathComponent().deletingLastPathComponent()) == 0o700)
        #expect(try Data(contentsOf: url) == Data("hi".utf8))
    }

    @Test func anExistingFileKeepsItsModeAndNoTemporaryFileIsLeft() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("2026-11-20.md")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        try AtomicFile.write(Array("new".utf8), to: url)
        #expect(try mode(url) == 0o644)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["2026-11-20.md"])
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("elsewhere/2026-11-20.md")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: target)
        let link = folder.url.appendingPathComponent("2026-11-20.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try AtomicFile.write(Array("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try Data(contentsOf: target) == Data("new".utf8))
    }

    @Test func aFailedWriteLeavesTheFileAsItWas() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("2026-11-20.md")
        try Data("old".utf8).write(to: url)
        // A folder that cannot take a temporary file: the write must fail before touching the entry.
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.url.path) }
        guard geteuid() != 0 else { return }  // root ignores folder permissions
        #expect(throws: JournalError.self) { try AtomicFile.write(Array("new".utf8), to: url) }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
    }

    @Test func aFullDiskLeavesTheFileAsItWas() throws {
        // /dev/full accepts opens and fails every write with ENOSPC; a folder on it isn't
        // possible, so write where the temporary file's write fails: a file too large for RLIMIT_FSIZE.
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("2026-11-20.md")
        try Data("old".utf8).write(to: url)
        var old = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        var small = old
        small.rlim_cur = 1024
        signal(SIGXFSZ, SIG_IGN)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small)
        defer { setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old) }
        #expect(throws: JournalError.self) { try AtomicFile.write([UInt8](repeating: 65, count: 4096), to: url) }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["2026-11-20.md"])
    }

    private func mode(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }
}
