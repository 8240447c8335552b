import JournalChanges
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings
import SystemCalls

/// What `nightly calendar` shows and does while its cursor walks the days on a terminal.
struct CalendarPages {
    let setup: NightlySetup
    let renderer: CalendarRenderer
    let prompts: TemplatePrompts
    /// The track's values that mark a month's days (`--track`), when given.
    let shading: (MonthCalendar) -> TrackShading?

    init(setup: NightlySetup, renderer: CalendarRenderer, shading: @escaping (MonthCalendar) -> TrackShading?) {
        self.setup = setup
        self.renderer = renderer
        self.shading = shading
        prompts = setup.journal.templatePrompts()
    }

    /// The month with the cursor's day, the day's words and first line under it, and the keys.
    func render(_ calendar: MonthCalendar, walk: CalendarWalk, note: String?) -> String {
        let date = walk.cursor
        let columns = Platform.terminalSize()?.columns ?? 80
        let preview = try? DayPreview.read(date, in: setup.journal, prompts: prompts, lineLimit: 1)
        var lines = [""]
        let heading = "\(date.weekdayName) \(date.day) \(date.monthName) \(date.year)"
        lines.append(
            renderer.palette.bold(heading)
                + (preview.map { " · \($0.words) \($0.words == 1 ? "word" : "words")" } ?? " · not written"))
        let first = preview?.firstLine ?? ""
        let room = max(2, columns - 3)
        lines.append("  " + (first.count > room ? first.prefix(room - 1) + "…" : first))
        lines.append("")
        if let note { lines.append(String(note.prefix(max(1, columns - 1)))) }
        lines.append(renderer.palette.dim("← ↑ ↓ → days · [ ] months · Enter read · e edit · q quit"))
        var renderer = renderer
        renderer.shading = shading(calendar)
        return renderer.render(calendar, cursor: date) + lines.joined(separator: "\n")
    }

    /// Reading and editing a day; `changed` hears of each month whose days an edit changed.
    func doors(changed: @escaping (EntryDate) -> Void) -> CalendarWalk.Doors {
        let setup = setup
        return CalendarWalk.Doors(
            // Read as `log` shows it: without the template's prompts and the sections that
            // hold nothing else.
            entry: { [prompts] date in
                (try? setup.journal.load(date)?.bytes).map {
                    Array(JournalLog.text(of: $0, prompts: prompts).utf8) + [0x0A]
                }
            },
            edit: { date in
                defer { changed(date) }
                do {
                    let change = try setup.transaction(door: "nightly calendar")
                    let result = try EntryEditing(editor: setup.editor).edit(date, in: change)
                    guard result.editor == .finished else {
                        return EditorLauncher.message(
                            for: result.editor, choice: setup.editor, path: result.url.path,
                            removed: result.removedEmpty)
                    }
                    return nil
                } catch {
                    return "\(error)"
                }
            },
            pager: Pager.command(environment: setup.environment), environment: setup.environment)
    }
}
