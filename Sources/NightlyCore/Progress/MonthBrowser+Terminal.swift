import JournalFormat
import JournalReports
import SystemCalls

extension MonthBrowser {
    /// The key that drives browsing: ← and → change the month, `q`, Escape or Enter end.
    public static func command(for key: Key) -> Command {
        switch key {
        case .left: return .previous
        case .right: return .next
        case .escape, .enter, .character("q"): return .quit
        default: return .ignore
        }
    }

    /// Browses on the terminal's alternate screen with `render(year, month)` as each page, until
    /// `q`; `year` and `month` are then the month shown last. The terminal is restored on every
    /// way out (see `TerminalGuard`).
    public mutating func browseInTerminal(render: (Int, Int) -> String) {
        TerminalGuard.enter(screen: true)
        defer { TerminalGuard.leave() }
        var reader = KeyReader()
        var pending: [Key] = []
        run(
            draw: { year, month in
                Platform.write("\u{1B}[H\u{1B}[2J" + render(year, month) + "\n← → months · q quit\n")
            },
            next: {
                while pending.isEmpty { pending = reader.keys(waitingAtMost: 1000) }
                return Self.command(for: pending.removeFirst())
            })
    }
}
