import Foundation
import Testing

/// `nightly lists`, run as the real binary the editor bindings call.
@Suite struct ListsCommandTests {
    private func lists(_ arguments: [String], _ input: String) throws -> NightlyProcess.Result {
        try NightlyProcess.run(["lists"] + arguments, stdin: Data(input.utf8))
    }

    @Test func enterContinuesAListAndRenumbers() throws {
        let result = try lists(["--key", "enter", "--cursor", "1:5"], "1. a\n2. b\n")
        #expect(result.status == 0)
        #expect(result.out == "1. a\n2. \n3. b\n")
        #expect(result.err.isEmpty)
    }

    @Test func jsonReportsTheCaretInUTF8Columns() throws {
        // "- 日本🌙" is 2 + 6 + 4 = 12 bytes, so its end is column 13.
        let result = try lists(["--key", "enter", "--cursor", "1:13", "--json"], "- 日本🌙\n")
        #expect(result.status == 0)
        #expect(result.out == "{\"text\": \"- 日本🌙\\n- \\n\", \"cursor\": \"2:3\"}\n")
    }

    @Test func jsonEscapesQuotesBackslashesTabsAndCarriageReturns() throws {
        let result = try lists(["--key", "tab", "--cursor", "1:8", "--json"], "say \"\\\"\r\nx")
        #expect(result.status == 0)
        #expect(result.out == "{\"text\": \"say \\\"\\\\\\\"\\t\\r\\nx\", \"cursor\": \"1:9\"}\n")
    }

    @Test func crlfDocumentsKeepCRLF() throws {
        let result = try lists(["--key", "enter", "--cursor", "1:8"], "- [x] a\r\n- b\r\n")
        #expect(result.out == "- [x] a\r\n- [ ] \r\n- b\r\n")
    }

    @Test func declinedKeysApplyThePlainEdit() throws {
        let enter = try lists(["--key", "enter", "--cursor", "1:3"], "abcd")
        #expect(enter.out == "ab\ncd")
        let backspace = try lists(["--key", "backspace", "--cursor", "1:11", "--json"], "x 🇯🇵")
        #expect(backspace.out == "{\"text\": \"x \", \"cursor\": \"1:3\"}\n")
        let shiftTab = try lists(["--key", "shift-tab", "--cursor", "1:1"], "plain\n")
        #expect(shiftTab.status == 0 && shiftTab.out == "plain\n")
    }

    @Test(arguments: [
        (["--key", "enter", "--cursor", "3:1"], "one line\n", "outside the text"),
        (["--key", "enter", "--cursor", "1:9"], "- a\n", "outside the text"),
        (["--key", "enter", "--cursor", "1:4"], "- 日\n", "inside a character"),
        (["--key", "enter", "--cursor", "1:3"], "a\r\n", "inside a character"),
        (["--key", "enter", "--cursor", "0:1"], "a", "LINE:COLUMN"),
        (["--key", "enter", "--cursor", "x"], "a", "LINE:COLUMN"),
        (["--key", "return", "--cursor", "1:1"], "a", "unknown key"),
        (["--cursor", "1:1"], "a", "missing --key"),
        (["--key", "tab"], "a", "missing --cursor"),
    ])
    func badArgumentsExitTwoWithNothingOnStandardOutput(
        arguments: [String], input: String, message: String
    ) throws {
        let result = try lists(arguments, input)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("nightly lists: error:") && result.err.contains(message))
    }

    /// Large documents are written from pieces of the input: the bytes before, between and after
    /// the edits must come out in order, whatever the size.
    @Test func enterRenumbersALongListInALargeDocument() throws {
        let before = String(repeating: "A paragraph of text before the list.\n\n", count: 2_000)
        let items = (1...3_000).map { "\($0). item \($0)\n" }.joined()
        let after = "\nThe end, with no line break"
        let result = try lists(["--key", "enter", "--cursor", "4001:10", "--json"], before + items + after)
        let renumbered = "1. item 1\n2. \n" + (2...3_000).map { "\($0 + 1). item \($0)\n" }.joined()
        let expected = try JSONEncoder().encode(before + renumbered + after)
        #expect(result.status == 0)
        #expect(result.out == "{\"text\": \(String(decoding: expected, as: UTF8.self)), \"cursor\": \"4002:4\"}\n")
    }

    @Test func emptyInputGetsALineBreak() throws {
        let result = try lists(["--key", "enter", "--cursor", "1:1", "--json"], "")
        #expect(result.status == 0)
        #expect(result.out == "{\"text\": \"\\n\", \"cursor\": \"2:1\"}\n")
    }

    @Test func invalidUTF8ExitsTwo() throws {
        let result = try NightlyProcess.run(
            ["lists", "--key", "enter", "--cursor", "1:1"], stdin: Data([0x2D, 0x20, 0xFF, 0x0A]))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("not valid UTF-8"))
    }

    /// A document with a byte that is not UTF-8 far below a list: Enter in the list does not
    /// read that far, so the document is written back with the byte as it came.
    static let farInvalidByte: [UInt8] =
        Array(("- one\n- two\n\n" + String(repeating: "Prose.\n\n", count: 300) + "bad ").utf8) + [0xFF, 0x0A]

    @Test func invalidUTF8FarFromTheCaretIsWrittenBackAsItCame() throws {
        let result = try NightlyProcess.run(
            ["lists", "--key", "enter", "--cursor", "1:6"], stdin: Data(Self.farInvalidByte))
        #expect(result.status == 0)
        #expect(Array(result.stdout) == Array("- one\n- \n".utf8) + Self.farInvalidByte.dropFirst(6))
    }

    @Test func jsonRefusesInvalidUTF8AnywhereAndPrintsNothing() throws {
        let result = try NightlyProcess.run(
            ["lists", "--key", "enter", "--cursor", "1:6", "--json"], stdin: Data(Self.farInvalidByte))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("not valid UTF-8"))
    }

    /// Every control character, quotes, backslashes, DEL and non-ASCII text come out of --json
    /// exactly as JSONEncoder writes the plain output's text.
    @Test func jsonEscapesEveryControlCharacterAsJSONEncoderDoes() throws {
        let controls = String(decoding: (0..<0x20).filter { $0 != 0x0A && $0 != 0x0D }.map { UInt8($0) }, as: UTF8.self)
        let text = "Prose \"quoted\" \\ / \u{7F} café 🌙 \(controls)\n- item\n"
        let arguments = ["lists", "--key", "enter", "--cursor", "2:7"]
        let plain = try NightlyProcess.run(arguments, stdin: Data(text.utf8))
        let json = try NightlyProcess.run(arguments + ["--json"], stdin: Data(text.utf8))
        #expect(plain.status == 0 && json.status == 0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let expected = String(decoding: try encoder.encode(plain.out), as: UTF8.self)
        #expect(json.out == "{\"text\": \(expected), \"cursor\": \"3:3\"}\n")
    }

    /// Editors hand `lists` a file (vim's system(), the kakoune binding); it is mapped, not read,
    /// and must give what a pipe gives, on a large document too.
    @Test(arguments: [false, true])
    func aFileOnStandardInputGivesWhatAPipeGives(json: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-lists-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = (1...5_000).map { "\($0). item \($0) café 🌙\n" }.joined()
        let document = Data((String(repeating: "Prose before.\n\n", count: 1_000) + items + "\nEnd.").utf8)
        let file = folder.appendingPathComponent("in.md")
        try document.write(to: file)
        let arguments = ["lists", "--key", "enter", "--cursor", "2501:25"] + (json ? ["--json"] : [])
        let piped = try NightlyProcess.run(arguments, stdin: document)
        let mapped = try NightlyProcess.run(arguments, limits: "exec <'\(file.path)'")
        #expect(piped.status == 0 && mapped.status == 0)
        #expect(mapped.stdout == piped.stdout)
        #expect(piped.out.contains(json ? "502. \\n503. item 502" : "502. \n503. item 502"))
    }

    /// A file a shell has already read from goes on from where it is, as a pipe would.
    @Test func aFileReadHalfwayGoesOnFromWhereItIs() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-lists-\(UUID().uuidString).md")
        try Data("0123456789- a\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try NightlyProcess.run(
            ["lists", "--key", "enter", "--cursor", "1:4"], limits: "exec <'\(file.path)'; head -c 10 >/dev/null")
        #expect(result.status == 0)
        #expect(result.out == "- a\n- \n")
    }

    /// vim with +eval, driven headless through the documented binding (docs/editors).
    static let vim: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(
            separator: ":")
        {
            let path = "\(directory)/vim"
            guard FileManager.default.isExecutableFile(atPath: path) else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["--version"]
            let output = Pipe()
            process.standardOutput = output
            guard (try? process.run()) != nil else { continue }
            let version = String(
                decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if version.contains("+eval") { return path }
        }
        return nil
    }()

    static func executable(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs an editor on a fresh copy of "1. one\n2. two\n" and returns the saved file.
    private func edit(with editor: String, arguments: (String) -> [String]) throws -> (Int32, String) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nightly-lists-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("entry.md")
        try "1. one\n2. two\n".write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: editor)
        process.arguments = arguments(file.path)
        process.environment = CleanEnvironment.variables(["HOME": folder.path])
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: file, encoding: .utf8))
    }

    /// Enter after "1. one", type "half", Tab, Enter, Shift-Tab, type "x".
    private static let expectedAfterKeys = "1. one\n   1. half\n2. x\n3. two\n"

    @Test(.enabled(if: executable("kak") != nil, "needs kakoune"), .timeLimit(.minutes(1)))
    func kakouneBindingDrivesEnterTabAndShiftTab() throws {
        let plugin = NightlyProcess.packageRoot.appendingPathComponent("docs/editors/nightly-lists.kak")
        let (status, edited) = try edit(with: Self.executable("kak")!) { path in
            [
                "-n", "-ui", "dummy", path, "-e",
                "source \(plugin.path); set-option global nightly_lists_command \(NightlyProcess.binary.path); "
                    + "set-option window filetype markdown; "
                    + "execute-keys -with-maps 'ggA<ret>half<tab><ret><s-tab>x<esc>'; write; kill!",
            ]
        }
        #expect(status == 0)
        #expect(edited == Self.expectedAfterKeys)
    }

    /// Runs vim with the binding on "1. one\n2. two\n", the caret on `line`, and `keys` typed as
    /// `:normal` would (`\<CR>` for Enter).
    private func editInVim(line: Int, keys: String) throws -> (Int32, String) {
        let plugin = NightlyProcess.packageRoot.appendingPathComponent("docs/editors/nightly-lists.vim")
        return try edit(with: Self.vim!) { path in
            [
                "-Nu", "NONE", "-i", "NONE", "-Es",
                "-c", "let g:nightly_lists_command = '\(NightlyProcess.binary.path)'",
                "-c", "source \(plugin.path)",
                "-c", "set filetype=markdown",
                "-c", "call cursor(\(line), 1)",
                "-c", "exe \"normal \(keys)\"",
                "-c", "wq", path,
            ]
        }
    }

    @Test(.enabled(if: vim != nil, "needs vim with +eval"))
    func vimBindingDrivesEnterTabAndShiftTab() throws {
        let (status, edited) = try editInVim(line: 1, keys: #"A\<CR>half\<Tab>\<CR>\<S-Tab>x"#)
        #expect(status == 0)
        #expect(edited == Self.expectedAfterKeys)
    }

    /// Issue 24: Enter on a sentence typed under a list just ended gave "3. " (E12, lazy lines).
    @Test(.enabled(if: vim != nil, "needs vim with +eval"))
    func vimBindingLeavesAListEndedByASentence() throws {
        let (status, edited) = try editInVim(line: 2, keys: #"A\<CR>\<CR>Slept badly\<CR>then tea"#)
        #expect(status == 0)
        #expect(edited == "1. one\n2. two\nSlept badly\nthen tea\n")
    }
}
