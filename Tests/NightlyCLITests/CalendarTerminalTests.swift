import Foundation
import Testing

/// `nightly calendar` in a real terminal under tmux: a cursor walks the days, `[` and `]` browse
/// months, never past today's, Enter reads a day, `e` edits it, `q` leaves with the last month
/// printed and the terminal as it was.
@Suite(.serialized) final class CalendarTerminalTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-calendar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var environment: [String: String] {
        [
            "HOME": folder.path, "LANG": "C.UTF-8", "NIGHTLY_TODAY": "2026-11-23",
            "NIGHTLY_JOURNAL": NightlyProcess.packageRoot.appendingPathComponent("sample-journal").path,
        ]
    }

    /// On a terminal with colour, the days to come are dimmed (SGR 2) as well as marked `·`.
    @Test func theDaysToComeAreDimmed() throws {
        let colour = environment.merging(["NO_COLOR": "", "TERM": "screen"]) { $1 }
        let session = try TmuxSession(folder: folder, arguments: ["calendar"], environment: colour)
        try session.waitForScreen(containing: "November 2026")
        let screen = session.screenWithAttributes()
        try session.send("q")
        try session.waitForExit()
        let line = try #require(screen.split(separator: "\n").first { $0.contains(" 24·") }, "\(screen)")
        // The SGR parameters set before the 24th, after today's inverse: one of them is 2, dim.
        let before = String(line[..<line.range(of: " 24·")!.lowerBound])
        let parameters = before.split(separator: "\u{1B}").dropFirst().map { $0.dropFirst().prefix { $0 != "m" } }
            .map { $0.split(separator: ";") }
        let afterToday = parameters.split { $0.contains("7") }.last ?? []
        #expect(afterToday.contains { $0.contains("2") }, "\(line)")
        #expect(!screen.contains("to come") || screen.contains("· to come"))
    }

    @Test func theBracketsBrowseMonthsButNeverPastThisOne() throws {
        let session = try TmuxSession(folder: folder, arguments: ["calendar"], environment: environment)
        try session.waitForScreen(containing: "November 2026")
        try session.send("[")
        try session.waitForScreen(containing: "October 2026")
        try session.send("PageUp")
        try session.waitForScreen(containing: "September 2026")
        try session.send("]", "PageDown", "]", "]")
        try session.waitForScreen(containing: "Monday 23 November 2026")
        try session.send("[", "q")
        try session.waitForExit()
        let screen = session.screen()
        #expect(session.status == 0, "\(screen)")
        #expect(screen.contains("October 2026"))  // the last month shown stays on the screen
        #expect(!screen.contains("December 2026"))
        #expect(!screen.contains("q quit"))
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// The cursor starts on today, moves by a day and a week into the month before, never
    /// past today, and shows its day's first line under the month.
    @Test func theCursorWalksTheDaysAcrossMonthsButNeverIntoTheFuture() throws {
        let plain = environment.merging(["NO_COLOR": "1"]) { $1 }
        let session = try TmuxSession(folder: folder, arguments: ["calendar"], environment: plain)
        let first = try session.waitForScreen(containing: "Monday 23 November 2026 · not written")
        #expect(first.contains("[23]"), "\(first)")
        try session.send("Right", "Down")  // both would pass today
        try session.send("Left")
        let sunday = try session.waitForScreen(containing: "Sunday 22 November 2026 ·")
        #expect(sunday.contains("[22]") && sunday.contains(">23"), "\(sunday)")
        #expect(sunday.contains("  I ran the 10k."), "\(sunday)")
        try session.send("Up", "Up", "Up")
        try session.waitForScreen(containing: "Sunday 1 November 2026")
        try session.send("Left")
        let october = try session.waitForScreen(containing: "Saturday 31 October 2026")
        #expect(october.contains("October 2026") && october.contains("[31]"), "\(october)")
        try session.send("Up")
        try session.waitForScreen(containing: "Saturday 24 October 2026")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// A past month starts on its last written day.
    @Test func aPastMonthStartsOnItsLastWrittenDay() throws {
        let session = try TmuxSession(folder: folder, arguments: ["calendar", "2026-09"], environment: environment)
        try session.waitForScreen(containing: "Friday 18 September 2026 ·")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
    }

    /// Enter shows the day (here through `cat`, which waits for a key) and comes back to the
    /// calendar on the same day; q then returns the shell prompt with the terminal restored.
    @Test func enterShowsTheDayAndComesBackToTheCalendar() throws {
        let paged = environment.merging(["PAGER": "cat"]) { $1 }
        let session = try TmuxSession(folder: folder, arguments: ["calendar"], environment: paged)
        try session.waitForScreen(containing: "Monday 23 November 2026")
        try session.send("Left", "Left", "Left")
        try session.waitForScreen(containing: "Friday 20 November 2026")
        try session.send("Enter")
        let shown = try session.waitForScreen(containing: "Press a key to return to the calendar.")
        #expect(shown.contains("# Friday, 20 November 2026"), "\(shown)")
        #expect(shown.contains("Tired. Pasta, calf exercises, bed at ten."), "\(shown)")
        try session.send("x")
        try session.waitUntil("the calendar is back") {
            let screen = session.screen()
            return screen.contains("Friday 20 November 2026 ·") && !screen.contains("Press a key")
        }
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// The page Enter shows hides the template's prompts and scaffolding as `log` does, and
    /// once the calendar ends the screen it took comes back without the page above the month
    /// (issue 31, item 5: the entry, prompts and all, stayed on screen after q).
    @Test func theDaysPageHidesPromptsAndGoesWithTheCalendar() throws {
        let journal = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/scaffolding")
        // A pager that prints on the screen it finds and waits for a key, as `less -X` does.
        let pager = folder.appendingPathComponent("pager")
        try ExecutableScript.write(
            "#!/bin/sh\ncat\necho '(pager) q to quit'\nhead -n 1 </dev/tty >/dev/null\n", to: pager)
        let paged = environment.merging(["PAGER": pager.path, "NIGHTLY_JOURNAL": journal.path]) { $1 }
        let session = try TmuxSession(folder: folder, arguments: ["calendar"], environment: paged)
        try session.waitForScreen(containing: "Monday 23 November 2026")
        try session.send("Enter")
        let shown = try session.waitForScreen(containing: "(pager) q to quit")
        #expect(shown.contains("Walked to the river."), "\(shown)")
        #expect(!shown.contains("How was today?") && !shown.contains("A hard moment?"), "\(shown)")
        #expect(!shown.contains("Letters:") && !shown.contains("## Thought diary"), "\(shown)")
        try session.send("q", "Enter")  // The pager reads a line: the terminal is in its ordinary mode.
        try session.waitUntil("the calendar is back") { !session.screen().contains("(pager)") }
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
        let after = session.screen()
        #expect(!after.contains("(pager) q to quit"), "the page went with the calendar: \(after)")
        #expect(!after.contains("Walked to the river."), "the page went with the calendar: \(after)")
        #expect(after.contains("November 2026"), "the month is printed as the calendar ends: \(after)")
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// `e` opens the cursor's day in the editor and comes back to the calendar.
    @Test func eOpensTheDayInTheEditorAndComesBack() throws {
        let journal = folder.appendingPathComponent("journal")
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent("sample-journal"), to: journal)
        let editor = folder.appendingPathComponent("editor")
        try OpenPicking.writeRecordingEditor(editor, recordingIn: folder)
        let session = try TmuxSession(
            folder: folder, arguments: ["calendar"],
            environment: environment.merging(["NIGHTLY_JOURNAL": journal.path, "EDITOR": editor.path]) { $1 })
        try session.waitForScreen(containing: "Monday 23 November 2026")
        try session.send("Left", "e")
        try session.waitUntil("the editor ran") { !OpenPicking.opened(in: folder).isEmpty }
        try session.waitForScreen(containing: "Sunday 22 November 2026 ·")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
        #expect(OpenPicking.opened(in: folder) == [journal.appendingPathComponent("2026/2026-11-22.md").path])
        #expect(session.file("stty-before") == session.file("stty-after"))
    }
}
