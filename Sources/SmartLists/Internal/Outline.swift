/// The lines around the caret with their roles: a window that starts a bounded number of lines
/// above the caret and grows downwards only as far as a rule asks.
///
/// Keystroke cost therefore depends on the window, never on the document's size. The window's
/// first line is assumed to lie outside fenced code, HTML comments and any list; a fence or
/// comment opened, or a list started, further above than `lookBehind` lines is not seen.
final class Outline {
    let document: Document
    // The outline lives for one key press on one thread; dynamic exclusivity checks on these
    // arrays cost a fifth of a keystroke, so they are switched off (static checks remain).
    @exclusivity(unchecked) private(set) var lines: [Line] = []
    @exclusivity(unchecked) private(set) var roles: [Role] = []
    @exclusivity(unchecked) private(set) var segments: [Int] = []
    /// Index of the line that holds the caret.
    private(set) var caretLine = 0
    /// True when the window starts at the top of the document, so nothing above is unseen.
    let startsAtTop: Bool
    /// Where the window's first line starts.
    let start: Int
    /// Where the line after the last one parsed so far starts (the text's end after the last).
    var end: Int { lines.last?.next ?? start }
    @exclusivity(unchecked) private var scanner: StructureScanner
    @exclusivity(unchecked) private var nextStart: Int?

    init(document: Document, caret: Int, lookBehind: Int) {
        self.document = document
        scanner = StructureScanner(document: document)
        let caretLineStart = document.lineStart(containing: caret)
        var top = caretLineStart
        var remaining = lookBehind
        while top > 0 && remaining > 0 {
            top = document.lineStart(containing: top - 1)
            remaining -= 1
        }
        startsAtTop = top == 0
        start = top
        nextStart = top
        let expected = lookBehind - remaining + 16
        lines.reserveCapacity(expected)
        roles.reserveCapacity(expected)
        segments.reserveCapacity(expected)
        while let start = nextStart, start < caretLineStart { appendLine() }
        appendLine()
        caretLine = lines.count - 1
    }

    /// Whether line `index` exists, parsing further down the document if needed.
    func contains(_ index: Int) -> Bool {
        while index >= lines.count, nextStart != nil { appendLine() }
        return index >= 0 && index < lines.count
    }

    private func appendLine() {
        guard let start = nextStart else { return }
        let line = Line(parsing: document, at: start)
        roles.append(scanner.role(of: line, at: lines.count))
        segments.append(scanner.segment)
        lines.append(line)
        nextStart = line.next > line.end ? line.next : nil
    }

    /// The line break the engine inserts: CRLF if any line in the window ends in `\r\n` (R0.2).
    var lineBreak: String {
        lines.contains { $0.next - $0.end == 2 } ? "\r\n" : "\n"
    }

    func item(_ index: Int) -> ListItem {
        lines[index].item!
    }

    func parent(of index: Int) -> Int? {
        if case .item(let parent) = roles[index] { parent } else { nil }
    }

    func isItem(_ index: Int) -> Bool {
        if case .item = roles[index] { true } else { false }
    }

    /// True if the item at `index` is `ancestor` or lies inside it; a nil ancestor stands for
    /// the top level, which holds every item.
    func isWithin(_ index: Int, _ ancestor: Int?) -> Bool {
        guard let ancestor else { return true }
        var current: Int? = index
        while let value = current, value > ancestor { current = parent(of: value) }
        return current == ancestor
    }
}
