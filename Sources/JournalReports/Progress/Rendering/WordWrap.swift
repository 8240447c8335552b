/// Breaks text into lines at spaces, never inside a word, measuring what a terminal shows
/// (colour sequences take no room).
public enum WordWrap {
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

    /// Characters a terminal shows: ANSI escape sequences (`ESC [ … letter`) left out.
    static func visibleCount(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else if !scalar.properties.isGraphemeExtend {
                count += 1
            }
        }
        return count
    }
}
