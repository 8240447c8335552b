import JournalReports
import SystemCalls

extension DayPicker {
    /// The key that drives picking: ↑ ↓ (or k j) move, 1 to 9 jump to that row, Enter picks,
    /// `q` or Escape leaves.
    public static func command(for key: Key) -> Command {
        switch key {
        case .up, .character("k"): return .up
        case .down, .character("j"): return .down
        case .enter: return .pick
        case .escape, .character("q"): return .quit
        case .character(let digit) where digit.isASCII && digit.isWholeNumber:
            return .row(digit.wholeNumberValue ?? 0)
        default: return .ignore
        }
    }

    /// Shows `rows` under `title` on the terminal's alternate screen and lets the person pick
    /// one; the highlighted row is in reverse video, or marked `>` without colour. Returns the
    /// row picked, or `nil` when they left. The terminal is restored on every way out (see
    /// `TerminalGuard`). The rows and title are the journal's text: their control characters
    /// are shown (``TerminalText``) before a row is cut to the screen's width, so no escape
    /// sequence is sent, whole or in half.
    public static func pick(rows: [String], title: String, palette: Palette) -> Int? {
        let rows = rows.map(TerminalText.visible)
        let title = TerminalText.visible(title)
        var picker = DayPicker(count: rows.count)
        TerminalGuard.enter(screen: true)
        defer { TerminalGuard.leave() }
        var reader = KeyReader()
        var top = 0
        func draw() {
            let size = Platform.terminalSize() ?? TerminalSize(columns: 80, rows: 24)
            top = picker.firstVisible(height: size.rows - 3, after: top)
            var screen = "\u{1B}[H\u{1B}[2J" + String(title.prefix(size.columns)) + "\n\n"
            for index in rows.indices.dropFirst(top).prefix(max(1, size.rows - 3)) {
                let label = index < 9 ? "\(index + 1)" : " "
                let highlighted = index == picker.selected
                var line = (highlighted && !palette.enabled ? ">" : " ") + label + " " + rows[index]
                let room = max(2, size.columns - 1)
                if line.count > room { line = line.prefix(room - 1) + "…" }
                screen += (highlighted ? palette.inverse(line) : line) + "\n"
            }
            screen += palette.dim("↑ ↓ or 1-9 move · Enter opens · q leaves")
            Platform.write(screen)
        }
        draw()
        while true {
            let keys = reader.keys(waitingAtMost: 1000)
            var moved = TerminalGuard.takeRedrawRequest()
            for key in keys {
                switch picker.handle(command(for: key)) {
                case .goOn: moved = true
                case .picked(let index): return index
                case .left: return nil
                }
            }
            if moved { draw() }
        }
    }
}
