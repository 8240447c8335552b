import JournalFormat
import JournalReports
import SystemCalls

extension CalendarWalk {
    /// The keys of the walk: the arrows move a day or a week, `[` `]` (or Page Up and Page
    /// Down) a month, Enter reads the day, `e` edits it, `q` or Escape leaves.
    public static func command(for key: Key) -> Command {
        switch key {
        case .left: return .move(-1)
        case .right: return .move(1)
        case .up: return .move(-7)
        case .down: return .move(7)
        case .pageUp, .character("["): return .month(-1)
        case .pageDown, .character("]"): return .month(1)
        case .enter: return .show
        case .character("e"): return .edit
        case .escape, .character("q"): return .quit
        default: return .ignore
        }
    }

    /// How the walk reaches the journal: the day's text to read, and an edit of the day.
    public struct Doors {
        /// The day's entry as written, `nil` when it has none.
        public var entry: (EntryDate) -> [UInt8]?
        /// Opens the day in the editor (the terminal is the editor's meanwhile); a line to show
        /// under the calendar afterwards, such as why it failed.
        public var edit: (EntryDate) -> String?
        /// `Pager.command(environment:)`; `nil` prints the entry and waits for a key.
        public var pager: String?
        public var environment: [String: String]

        public init(
            entry: @escaping (EntryDate) -> [UInt8]?, edit: @escaping (EntryDate) -> String?, pager: String?,
            environment: [String: String]
        ) {
            self.entry = entry
            self.edit = edit
            self.pager = pager
            self.environment = environment
        }
    }

    /// Walks on the terminal's alternate screen, drawing each page with `render(walk, note)`,
    /// until `q`; the cursor is then where it was left. Reading and editing a day give the
    /// terminal back as it was, and the walk resumes after them. The terminal is restored on
    /// every way out (see `TerminalGuard`).
    public mutating func walkInTerminal(render: (CalendarWalk, String?) -> String, doors: Doors) {
        TerminalGuard.enter(screen: true)
        defer { TerminalGuard.leave() }
        var reader = KeyReader()
        var note: String?
        Platform.write("\u{1B}[H\u{1B}[2J" + render(self, note))
        while true {
            let keys = reader.keys(waitingAtMost: 1000)
            var redraw = TerminalGuard.takeRedrawRequest()
            for key in keys {
                switch handle(Self.command(for: key)) {
                case .stay: continue
                case .redraw: note = nil
                case .quit: return
                case .show(let date):
                    guard let bytes = doors.entry(date) else {
                        note = "Nothing is written on \(date.iso); e writes it."
                        break
                    }
                    note = nil
                    Self.handOver { Self.read(bytes, doors: doors) }
                case .edit(let date):
                    note = Self.handOver { doors.edit(date) }
                }
                redraw = true
            }
            if redraw { Platform.write("\u{1B}[H\u{1B}[2J" + render(self, note)) }
        }
    }

    /// Runs `work` (the pager, the editor) with the terminal in its ordinary mode but still on
    /// the alternate screen the walk took: what a pager prints there (one that keeps to the
    /// screen it finds, as `less -X` does) goes with that screen when the walk ends, instead of
    /// staying above the month on the screen the calendar gives back.
    private static func handOver<Result>(_ work: () -> Result) -> Result {
        TerminalGuard.leave()
        Platform.write("\u{1B}[?1049h\u{1B}[H\u{1B}[2J")
        defer { TerminalGuard.enter(screen: true) }
        return work()
    }

    /// Shows a day's text through the pager, or prints it and waits for a key.
    private static func read(_ bytes: [UInt8], doors: Doors) {
        if let pager = doors.pager,
            Pager.show(bytes, command: pager, environment: doors.environment, quitIfOneScreen: false)
        {
            return
        }
        bytes.withUnsafeBytes { _ = Platform.writeAll($0, to: Platform.standardOutput) }
        Platform.write((bytes.last == 0x0A ? "" : "\n") + "\nPress a key to return to the calendar.")
        TerminalGuard.enter(screen: false)
        defer { TerminalGuard.leave() }
        var reader = KeyReader()
        while reader.keys(waitingAtMost: 1000).isEmpty {}
    }
}
