import Foundation
import Testing

/// Issue 33, item 1: a journal's escape sequences (OSC 52 clipboard writes, OSC 0 titles,
/// CSI 2J, OSC 8 links, DCS strings) and every C0 and C1 control, sent through every command
/// that prints the journal's text, reach a real terminal (`script`'s pseudo-terminal) only as
/// visible text; nightly's own colours are the only escapes written. Piped, the bytes are the
/// journal's, exactly. The hostile journal is Fixtures/terminal-injection.
struct TerminalInjectionTests {
    static let fixture = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/terminal-injection")

    /// Every command that prints the journal's (or its config's) words, with its environment.
    static let commands: [(arguments: [String], environment: [String: String])] = [
        (["show"], [:]), (["grep", "owned"], [:]), (["grep", "--format", "{text}", "owned"], [:]),
        (["review", "week"], [:]), (["onthisday"], [:]), (["onthisday", "--full"], [:]), (["insights"], [:]),
        (["log", "--no-pager"], [:]), (["log"], ["NIGHTLY_PAGER": "sed -n p"]),
        (["log", "--format", "{text}"], [:]), (["step"], [:]), (["track"], [:]), (["trend", "sleep"], [:]),
        (["quit"], [:]),
    ]

    private func journalCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-inject-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixture, to: folder)
        return folder
    }

    /// What `arguments` wrote to a pseudo-terminal, as raw bytes (`script` copies the terminal's
    /// output to its own standard output).
    private func onTerminal(_ arguments: [String], journal: URL, environment: [String: String]) throws -> [UInt8] {
        let variables = CleanEnvironment.variables(
            ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23", "TERM": "xterm"]
        ).merging(environment) { _, new in new }
        let command = ([NightlyProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        process.environment = variables
        process.currentDirectoryURL = journal
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }

    /// `bytes` without nightly's own colours (SGR, and grep's erase-to-end-of-line).
    static func withoutOwnColours(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "m") || bytes[end] == UInt8(ascii: "K") {
                    index = end + 1
                    continue
                }
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }

    @Test(arguments: commands.indices)
    func onATerminalNoControlOfTheJournalIsSent(index: Int) throws {
        let (arguments, environment) = Self.commands[index]
        let journal = try journalCopy()
        defer { try? FileManager.default.removeItem(at: journal) }
        let shown = try onTerminal(arguments, journal: journal, environment: environment)
        let rest = Self.withoutOwnColours(shown)
        let text = String(decoding: rest, as: UTF8.self)
        #expect(!rest.isEmpty)
        #expect(!rest.contains(0x1B), "\(arguments): an escape reached the terminal:\n\(text)")
        #expect(!rest.contains(0x07), "\(arguments): a BEL reached the terminal:\n\(text)")
        // The terminal's own line discipline turns \n into \r\n; any other control is the journal's.
        let controls = rest.indices.filter { at in
            let byte = rest[at]
            return byte < 0x20 && byte != 0x09 && byte != 0x0A && !(byte == 0x0D && rest[safe: at + 1] == 0x0A)
                || byte == 0x7F
        }
        #expect(controls.isEmpty, "\(arguments): controls \(controls.map { rest[$0] }) reached the terminal")
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(arguments): a C1 control")
        // insights and trend print no text of the entries' lines, only what nightly counted.
        if !["insights", "trend"].contains(arguments[0]) {
            #expect(text.contains("^[") || text.contains("<U+009B>"), "\(arguments) showed nothing visible:\n\(text)")
        }
    }

    @Test func showOnATerminalShowsEachControlAsLessDoes() throws {
        let journal = try journalCopy()
        defer { try? FileManager.default.removeItem(at: journal) }
        let text = String(decoding: try onTerminal(["show"], journal: journal, environment: [:]), as: UTF8.self)
        #expect(text.contains("^[]52;c;aGFja2Vk^G^[]0;owned^G^[[2J^[]8;;https://evil.invalid^[\\click"))
        #expect(text.contains("c0 ^@^A^B^C^D^E^F^G^H^K^L^N^O^P^Q^R^S^T^U^V^W^X^Y^Z^[^\\^]^^^_ del ^? c1 <U+0080>"))
        #expect(text.contains("<U+009F> end"))
        #expect(text.contains("lone^Mcarriage return"))
    }

    /// fzf's preview runs `show --visible-controls` through a pipe and puts its output on the
    /// terminal: the controls are shown there too, exactly as on a terminal.
    @Test func showWithVisibleControlsShowsThemThroughAPipe() throws {
        let journal = try journalCopy()
        defer { try? FileManager.default.removeItem(at: journal) }
        let environment = ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23", "TERM": "xterm"]
        let piped = try NightlyProcess.run(["show", "--visible-controls"], environment: environment)
        #expect(piped.status == 0)
        #expect(!piped.stdout.contains(0x1B) && !piped.stdout.contains(0x07))
        let shown = String(decoding: try onTerminal(["show"], journal: journal, environment: [:]), as: UTF8.self)
        func withoutCarriageReturns(_ text: String) -> [UInt8] { text.utf8.filter { $0 != 0x0D } }
        #expect(withoutCarriageReturns(piped.out) == withoutCarriageReturns(shown))
    }

    @Test func pipedTheJournalsBytesAreKeptExactly() throws {
        let journal = try journalCopy()
        defer { try? FileManager.default.removeItem(at: journal) }
        let environment = ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23", "TERM": "xterm"]
        let entry = try Data(contentsOf: journal.appendingPathComponent("2026/2026-11-23.md"))
        #expect(try NightlyProcess.run(["show"], environment: environment).stdout == entry)
        let hostile = Array(
            String(decoding: entry, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("hostile") }!.utf8)
        for (arguments, extra) in Self.commands where ["show", "log", "grep"].contains(arguments[0]) {
            let result = try NightlyProcess.run(arguments, environment: environment.merging(extra) { _, new in new })
            let out = Array(result.stdout)
            let attack = Array("\u{1B}]52;c;aGFja2Vk\u{7}\u{1B}]0;owned\u{7}\u{1B}[2J".utf8)
            #expect(out.firstRange(of: attack) != nil, "\(arguments) changed the journal's bytes")
            if arguments[0] != "grep" { #expect(out.firstRange(of: hostile) != nil, "\(arguments)") }
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
