import Foundation
import Testing

/// Inputs no journal should have, which a sync or a paste can bring all the same: huge
/// entries and lines, absurd nesting, NUL bytes, a read-only folder and a full filesystem.
/// Each command gives a result or a clear error, and never loses or half-writes an entry.
/// (Their time and memory, in a release build, are in docs/reliability.md.)
@Suite(.serialized) final class HostileInputTests {
    let folder: URL
    let journal: URL
    let environment: [String: String]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-hostile-\(UUID().uuidString)")
        journal = folder.appendingPathComponent("journal")
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        environment = ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23"]
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func run(_ arguments: [String], stdin: String = "", limits: String? = nil) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments, stdin: Data(stdin.utf8), environment: environment, in: folder, limits: limits)
    }

    private var today: URL { journal.appendingPathComponent("2026/2026-11-23.md") }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try Data(bytes).write(to: url)
    }

    @Test func aHundredMegabyteEntryTakesAnAdditionAtTheEndOfItsJournal() throws {
        let paragraph = Array("Walked along the river before work and thought about the report.\n\n".utf8)
        var bytes = Array("# Monday, 23 November 2026\n\n## Journal\n\n".utf8)
        bytes.reserveCapacity(101 << 20)
        while bytes.count < 100 << 20 { bytes += paragraph }
        let tail = Array("## Action step\n\n- [ ] sleep early\n".utf8)
        try write(bytes + tail, to: today)
        let add = try run(["add", "The last line."])
        #expect(add.status == 0, "\(add.err)")
        let after = Array(try Data(contentsOf: today))
        #expect(after.count == bytes.count + tail.count + "The last line.\n\n".utf8.count)
        #expect(after.starts(with: bytes) && after.suffix(tail.count).elementsEqual(tail))
        let check = try run(["check"])
        #expect(check.status == 0 && check.out.isEmpty, "\(check.out)\(check.err)")
    }

    @Test func aFiveMegabyteLineIsReadSearchedAndAddedTo() throws {
        let line = String(repeating: "word ", count: 1_000_000)
        try write(Array("# Day\n\n## Journal\n\n\(line)\n".utf8), to: today)
        #expect(try run(["add", "after the long line"]).status == 0)
        let show = try run(["show", "--json"])
        #expect(show.status == 0)
        #expect(show.out.contains("\"words\": 1000004"), "\(show.out.prefix(300))")
        let grep = try run(["grep", "-i", "AFTER THE"])
        #expect(grep.status == 0 && grep.out == "journal/2026/2026-11-23.md:7:after the long line\n")
        let lists = try NightlyProcess.run(
            ["lists", "--key", "enter", "--cursor", "1:\(line.utf8.count + 3)"], stdin: Data("- \(line)".utf8))
        #expect(lists.status == 0 && lists.out.hasSuffix("\n- "))
    }

    @Test func tenThousandNestedListsAndQuotesAreReadAndEdited() throws {
        let lists = String(repeating: "- ", count: 10_000) + "deepest item"
        let quotes = String(repeating: "> ", count: 10_000) + "deepest quote"
        let tasks = String(repeating: "- [ ] ", count: 10_000) + "nested tasks"
        try write(
            Array("# Day\n\n## Journal\n\n\(lists)\n\n\(quotes)\n\n## Action step\n\n\(tasks)\n".utf8), to: today)
        let show = try run(["show", "--json"])
        #expect(show.status == 0, "\(show.err)")
        #expect(try run(["check"]).status == 0)
        #expect(try run(["add", "shallow again"]).status == 0)
        let step = try run(["step", "--done"])
        #expect(step.status == 0 && step.out.hasPrefix("[x] - [ ] - [ ]"), "\(step.err)")
        #expect(try String(contentsOf: today, encoding: .utf8).contains("- [x] - [ ] - [ ]"))
        for key in ["enter", "tab", "shift-tab", "backspace"] {
            let edited = try NightlyProcess.run(
                ["lists", "--key", key, "--cursor", "1:\(lists.utf8.count + 1)"], stdin: Data(lists.utf8))
            #expect(edited.status == 0, "\(key): \(edited.err)")
        }
    }

    @Test func nulBytesAreKeptByEveryEdit() throws {
        let bytes = Array("# Day\n\n## Journal\n\nbefore \u{0} after\u{0}\n\n## Action step\n\n- [ ] a\u{0}b\n".utf8)
        try write(bytes, to: today)
        #expect(try run(["show"]).stdout == Data(bytes))
        #expect(try run(["grep", "after"]).out == "journal/2026/2026-11-23.md:5:before \u{0} after\u{0}\n")
        #expect(try run(["step", "--done"]).status == 0)
        #expect(try run(["add", "more"]).status == 0)
        let after = try String(contentsOf: today, encoding: .utf8)
        #expect(after == "# Day\n\n## Journal\n\nbefore \u{0} after\u{0}\n\nmore\n\n## Action step\n\n- [x] a\u{0}b\n")
    }

    /// Root ignores folder permissions, so as root the command runs as `nobody`.
    @Test func aReadOnlyFolderRefusesTheWriteAndKeepsTheEntry() throws {
        let bytes = Array("# Day\n\n## Journal\n\nAlready here.\n".utf8)
        try write(bytes, to: today)
        let year = today.deletingLastPathComponent()
        if getuid() == 0 {
            for url in [folder, journal, year] {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: today.path)
            // The lock goes in the journal folder, which nobody may write: give them that one.
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: journal.path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: year.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: year.path) }
        let asNobody = getuid() == 0 ? "exec setpriv --reuid=nobody --regid=nogroup --clear-groups \"$0\" \"$@\"" : nil
        let result = try run(["add", "more"], limits: asNobody)
        #expect(result.status == 1)
        #expect(result.err.contains("2026-11-23.md: cannot write: cannot create a temporary file: Permission denied"))
        #expect(Array(try Data(contentsOf: today)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: year.path) == ["2026-11-23.md"])
    }

    @Test(.enabled(if: TemporaryFilesystem.canMount, "mounting a small tmpfs needs root"))
    func aFullFilesystemRefusesTheWriteAndKeepsTheEntry() throws {
        let small = try TemporaryFilesystem(kilobytes: 64, under: folder)
        defer { small.unmount() }
        let year = small.url.appendingPathComponent("journal/2026")
        try FileManager.default.createDirectory(at: year, withIntermediateDirectories: true)
        let entry = year.appendingPathComponent("2026-11-23.md")
        let bytes = Array(("# Day\n\n## Journal\n\n" + String(repeating: "Already here. ", count: 1500) + "\n").utf8)
        try write(bytes, to: entry)
        let filler = small.url.appendingPathComponent("filler")
        try write([UInt8](repeating: 0x78, count: 20 << 10), to: filler)
        let result = try NightlyProcess.run(
            ["add", "--journal", small.url.appendingPathComponent("journal").path, "one more line"],
            environment: ["NIGHTLY_TODAY": "2026-11-23"])
        #expect(result.status == 1)
        #expect(
            result.err.contains("2026-11-23.md: cannot write: No space left on device; the file is as it was"),
            "\(result.err)")
        #expect(Array(try Data(contentsOf: entry)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: year.path) == ["2026-11-23.md"])
    }
}

/// A tmpfs of a given size, mounted under a folder of the test's and unmounted after.
struct TemporaryFilesystem {
    let url: URL

    init(kilobytes: Int, under folder: URL) throws {
        url = folder.appendingPathComponent("small-fs")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard Self.succeeds("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "nightly-test", url.path]) else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    func unmount() {
        _ = Self.succeeds("/bin/umount", [url.path])
    }

    /// Whether this process may mount one (root, with the right to mount).
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-mount-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let filesystem = try? TemporaryFilesystem(kilobytes: 16, under: folder) else { return false }
        filesystem.unmount()
        return true
    }()

    private static func succeeds(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = CleanEnvironment.variables()
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
