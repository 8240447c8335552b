import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings
import SystemCalls

/// `nightly open TEXT`: the day whose entry mentions TEXT. One match opens; several are picked
/// from on a terminal (nightly's own list, or fzf when the config says `picker = "fzf"`), and
/// elsewhere listed as `grep -l` lists files, with exit status 2.
extension OpenCommand {
    /// The day picked among those that mention `text`; `nil` when the person left the picker.
    /// - Parameter notADay: Why `text` is not a date: the error when there is no journal to
    ///   search, and part of the message when nothing matches.
    func dayMentioning(_ text: String, setup: NightlySetup, notADay: NightlyError) throws -> EntryDate? {
        guard FileManager.default.fileExists(atPath: setup.journal.root.path) else {
            throw fail(notADay.description, status: notADay.exitStatus)
        }
        let matching: MatchingDays
        do {
            try setup.journal.requireFolder()
            matching = try MatchingDays(text, in: setup.journal)
        } catch {
            throw fail("\(error)")
        }
        for problem in matching.problems { FileHandle.standardError.write(Data("nightly: \(problem)\n".utf8)) }
        let days = matching.days
        guard days.count > 1 else {
            guard let day = days.first else { throw fail("no entry mentions '\(text)', and \(notADay)") }
            return day.date
        }
        guard Platform.isTerminal(Platform.standardInput), standardOutputIsTerminal else {
            writeOut(days.map { $0.path + "\n" }.joined())
            throw fail(
                "\(days.count) entries mention '\(text)'; open one by its date, such as: nightly open \(days[0].date.iso)",
                status: 2)
        }
        let title = "\(days.count) entries mention '\(text)'"
        if setup.config.picker == "fzf" {
            if isExecutableOnPath("fzf", path: setup.environment["PATH"]) {
                return try pickWithFzf(days, title: title, setup: setup)
            }
            // Said once, before the picker takes the screen, so the choice of list is no mystery.
            FileHandle.standardError.write(
                Data("nightly: picker = \"fzf\", but fzf is not on PATH; picking with nightly's own list\n".utf8))
        }
        let rows = days.map { "\($0.date.iso)  \($0.line)" }
        return DayPicker.pick(rows: rows, title: title, palette: reportPalette()).map { days[$0].date }
    }

    /// Picks with fzf, each day previewed by `nightly show`; `nil` when fzf was left.
    private func pickWithFzf(_ days: [MatchingDays.Day], title: String, setup: NightlySetup) throws -> EntryDate? {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-open-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: list) }
        // The list holds lines of the journal: readable by its owner only, as the entries are.
        // fzf shows the list and the preview on the terminal: the journal's control characters
        // are shown there, never sent.
        let rows = Array(days.map { "\($0.date.iso)  \(TerminalText.visible($0.line))\n" }.joined().utf8)
        guard Platform.writeNewFile(list.path, rows, mode: 0o600) else {
            throw fail("cannot write the list for fzf at \(list.path)")
        }
        let nightly = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let preview = [nightly, "show", "--visible-controls", "--journal", setup.journal.root.path].map(shellQuoted)
            .joined(separator: " ")
        let arguments = [
            "fzf", "--no-sort", "--no-multi", "--layout=reverse", "--header", title, "--prompt", "open> ",
            "--preview", preview + " {1}", "--preview-window", "right,60%,wrap",
        ]
        guard let fzf = ChildProcess.filter(arguments, inputPath: list.path) else {
            throw fail("cannot start fzf")
        }
        guard fzf.status.succeeded else { return nil }  // Escape or Ctrl-C (130), or nothing matched (1).
        let chosen = String(decoding: fzf.output, as: UTF8.self).prefix { $0 != " " && $0 != "\n" }
        return EntryDate(iso: chosen)
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
