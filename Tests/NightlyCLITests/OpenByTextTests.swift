import Foundation
import Testing

/// `nightly open TEXT`, `--previous` and `--next` off a terminal, on a copy of the sample
/// journal with an editor that only records the file it was given.
final class OpenByTextTests {
    let sandbox: OpenPicking.Sandbox
    var folder: URL { sandbox.folder }
    var journal: URL { sandbox.journal }
    var editor: URL { sandbox.editor }

    init() throws { sandbox = try OpenPicking.Sandbox(named: "nightly-open-text") }

    private func run(_ arguments: [String]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments,
            environment: ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23", "EDITOR": editor.path])
    }

    private var opened: [String] { OpenPicking.opened(in: folder) }

    @Test func oneEntryThatMentionsTheTextOpensIgnoringCase() throws {
        let result = try run(["open", "PASTA"])
        #expect(result.status == 0, "\(result.err)")
        #expect(opened == [journal.appendingPathComponent("2026/2026-11-20.md").path])
    }

    /// A text only the template's prompts hold mentions no day, as `nightly grep` has it.
    @Test func theTemplatesPromptsAreNotSearchedAndNoMatchNamesTheText() throws {
        #expect(
            try String(contentsOf: journal.appendingPathComponent("2026/2026-08-10.md"), encoding: .utf8)
                .contains("Write it as a task"))
        let result = try run(["open", "write", "it", "as", "a", "task"])
        #expect(result.status == 1)
        #expect(result.err.contains("no entry mentions 'write it as a task'"), "\(result.err)")
        #expect(opened.isEmpty)
        let dentist = try run(["open", "dentist"])
        #expect(dentist.status == 1)
        #expect(
            dentist.err.hasPrefix("nightly: no entry mentions 'dentist', and 'dentist' is not a day"), "\(dentist.err)")
    }

    /// Digits and date punctuation that make no day were meant as a date: a usage error, as
    /// before `open TEXT`, not a search.
    @Test(arguments: ["2026-13-45", "2026-02-30", "31/11"])
    func aDateThatDoesNotExistIsAUsageErrorNotASearch(text: String) throws {
        let result = try run(["open", text])
        #expect(result.status == 64, "\(result.err)")
        #expect(!result.err.contains("no entry mentions"), "\(result.err)")
        #expect(opened.isEmpty)
    }

    /// Off a terminal several matches are listed as `grep -l` lists them, newest first, with
    /// exit status 2, and nothing opens.
    @Test func severalMatchesOffATerminalAreListedNewestFirstWithStatus2() throws {
        let result = try run(["open", "calf"])
        #expect(result.status == 2, "\(result.err)")
        #expect(
            result.out
                == ["2026-11-20", "2026-11-18"].map { journal.appendingPathComponent("2026/\($0).md").path + "\n" }
                .joined())
        #expect(result.err.contains("2 entries mention 'calf'"), "\(result.err)")
        #expect(opened.isEmpty)
    }

    /// The nearest written day, not the calendar's yesterday or tomorrow.
    @Test(arguments: [
        (["--previous"], "2026-11-22"), (["--previous", "2026-11-10"], "2026-11-08"),
        (["--next", "2026-09-18"], "2026-10-04"), (["--previous", "2026-10-04"], "2026-09-18"),
    ])
    func previousAndNextOpenTheNearestWrittenDay(arguments: [String], day: String) throws {
        let result = try run(["open"] + arguments)
        #expect(result.status == 0, "\(result.err)")
        #expect(opened == [journal.appendingPathComponent("2026/\(day).md").path])
    }

    @Test(arguments: [
        (["--next"], "no day after 2026-11-23 has an entry"),
        (["--previous", "2024-01-01"], "no day before 2024-01-01 has an entry"),
    ])
    func noWrittenDayThereIsAnError(arguments: [String], message: String) throws {
        let result = try run(["open"] + arguments)
        #expect(result.status == 1)
        #expect(result.err == "nightly: \(message)\n")
        #expect(opened.isEmpty)
    }
}

/// What the `open` tests share: an editor script that records the path it opened.
enum OpenPicking {
    /// A copy of the sample journal in a temporary folder, with a recording editor beside it;
    /// the folder goes with the sandbox.
    final class Sandbox {
        let folder: URL
        let journal: URL
        let editor: URL

        init(named name: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
            journal = folder.appendingPathComponent("journal")
            editor = folder.appendingPathComponent("editor")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: NightlyProcess.packageRoot.appendingPathComponent("sample-journal"), to: journal)
            try writeRecordingEditor(editor, recordingIn: folder)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    static func writeRecordingEditor(_ url: URL, recordingIn folder: URL) throws {
        let record = folder.appendingPathComponent("opened").path
        try ExecutableScript.write("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(record)'\n", to: url)
    }

    /// The paths the editor was given, in order.
    static func opened(in folder: URL) -> [String] {
        ((try? String(contentsOf: folder.appendingPathComponent("opened"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }
}
