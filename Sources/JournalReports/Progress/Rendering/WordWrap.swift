/// Breaks text into lines at spaces, never inside a word, measuring what a terminal shows:
/// colour sequences take no room, combining marks none, wide characters (CJK, most emoji) two
/// columns. The one wrapping of every report.
public enum WordWrap {
    /// A whole rendered report, each line wider than `width` broken at spaces (the spacing
    /// inside each piece kept), so a word is never cut in two by the terminal. Continuation
    /// lines start under the line's text: past its indent, a `• `, `· `, `- ` or `* ` bullet, and a
    /// label set off by two spaces (`Sun 1 Nov  Low day.`). Lines that fit, and every line
    /// without a width, are left as they are.
    public static func report(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            return visibleCount(line) > width ? broken(line, width: width).joined(separator: "\n") : line
        }.joined(separator: "\n")
    }

    /// `line` in pieces of at most `width` columns, broken at runs of spaces; a word longer
    /// than a piece keeps a piece of its own.
    static func broken(_ line: String, width: Int) -> [String] {
        let hang = String(repeating: " ", count: hangingIndent(line, width: width))
        var pieces: [String] = []
        var current = ""
        var spaces = ""
        for (run, isSpace) in runs(line) {
            if isSpace {
                spaces += run
                continue
            }
            let candidate = current + spaces + run
            if current.contains(where: { $0 != " " }), visibleCount(candidate) > width {
                pieces.append(current)
                current = hang + run
            } else {
                current = candidate
            }
            spaces = ""
        }
        pieces.append(current)
        return pieces
    }

    /// Where a broken line's continuation starts: past the indent, a bullet, and a label up to
    /// two spaces early in the line; the indent and bullet alone when that would leave less than
    /// half the width.
    static func hangingIndent(_ line: String, width: Int) -> Int {
        let indent = line.prefix { $0 == " " }
        var rest = line.dropFirst(indent.count)
        var hang = indent.count
        if let bullet = ["• ", "· ", "- ", "* "].first(where: { rest.hasPrefix($0) }) {
            hang += visibleCount(bullet)
            rest = rest.dropFirst(bullet.count)
        }
        if let gap = rest.range(of: "  ") {
            let label = visibleCount(String(rest[..<gap.lowerBound]))
            let after = rest[gap.lowerBound...].prefix { $0 == " " }.count
            if label > 0, label <= 24, hang + label + after <= width / 2 { return hang + label + after }
        }
        return hang < width / 2 ? hang : 0
    }

    /// `text` as alternating runs of spaces and of everything else.
    private static func runs(_ text: String) -> [(String, Bool)] {
        var runs: [(String, Bool)] = []
        for character in text {
            let isSpace = character == " "
            if let last = runs.last, last.1 == isSpace {
                runs[runs.count - 1].0.append(character)
            } else {
                runs.append((String(character), isSpace))
            }
        }
        return runs
    }

    /// `text` in lines of at most `width` columns: the first starts with `first`, the rest
    /// with `rest` (a hanging indent). A word longer than a line keeps a line of its own.
    public static func lines(_ text: String, width: Int?, first: String = "", rest: String = "") -> [String] {
        guard let width, visibleCount(first + text) > width else { return [first + text] }
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = lineHasWord ? line + " " + word : line + word
            if lineHasWord, visibleCount(candidate) > width {
                lines.append(line)
                line = rest + word
            } else {
                line = candidate
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// `items` joined by `separator` into lines of at most `width` columns, an item never split.
    static func pack(_ items: [String], separator: String, width: Int?) -> [String] {
        let whole = items.joined(separator: separator)
        guard let width, visibleCount(whole) > width else { return [whole] }
        var lines: [String] = []
        var line = ""
        for item in items {
            if line.isEmpty {
                line = item
            } else if visibleCount(line + separator + item) > width {
                lines.append(line)
                line = item
            } else {
                line += separator + item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The columns a terminal gives `text`: ANSI escape sequences (`ESC [ … letter`) none.
    public static func visibleCount(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                count += columns(of: scalar)
            }
        }
        return count
    }

    /// Columns of one scalar as terminals draw it (wcwidth's rules): none for combining marks
    /// and format characters (zero-width joiner, variation selectors), two for East Asian wide
    /// and full-width characters and emoji shown as pictures, one for the rest.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        if properties.isGraphemeExtend || properties.generalCategory == .format { return 0 }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
