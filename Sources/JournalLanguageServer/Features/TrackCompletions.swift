import JournalFormat
import LanguageServer
import NightlySettings

/// Completions inside an entry's front matter: the config's tracks at the start of a line
/// (`mood: `), and after `NAME: ` the values the track takes: a habit's `yes`, `no`, `skip`, a
/// scale's whole numbers, a count's event at the clock's time (`[21:30]`).
struct TrackCompletions {
    let context: JournalContext

    /// The items for `position`, or nil when it is not in the front matter at a key or a
    /// tracked key's value (the other completions then apply).
    /// - Parameter before: The line's text before the position.
    func items(in document: TextDocument, at position: Position, before: String, encoding: PositionEncoding)
        -> [CompletionItem]?
    {
        guard !context.tracks.isEmpty, Self.inFrontMatter(document, line: position.line) else { return nil }
        func replacing(from utf8Column: Int) -> TextRange {
            TextRange(
                start: document.position(line: position.line, utf8Column: utf8Column, encoding: encoding),
                end: position)
        }
        // A leading `-` is a list item's or the closing fence's, never a key being typed.
        if before.first != "-", before.utf8.allSatisfy(Self.isNameByte) {
            let range = replacing(from: 0)
            return context.tracks.map { track in
                CompletionItem(
                    label: track.name, kind: 10, detail: "\(track.kind.word): \(track.allowed)",
                    textEdit: TextEdit(range: range, newText: track.name + ": "))
            }
        }
        guard let colon = before.firstIndex(of: ":"),
            let track = context.tracks.first(where: { $0.name == before[..<colon] })
        else { return nil }
        let value = before[before.index(after: colon)...]
        guard value.first.map({ $0 == " " || $0 == "\t" }) ?? true else { return nil }
        let typed = value.drop { $0 == " " || $0 == "\t" }
        let range = replacing(from: before.utf8.count - typed.utf8.count)
        return values(of: track).enumerated().map { rank, choice in
            var item = CompletionItem(
                label: choice.text, kind: 12, detail: choice.detail,
                textEdit: TextEdit(range: range, newText: choice.text))
            item.sortText = String(format: "%05d", rank)
            return item
        }
    }

    /// The values offered after `NAME: `, in order.
    private func values(of track: Track) -> [(text: String, detail: String)] {
        switch track.kind {
        case .habit:
            return [("yes", "done"), ("no", "not done"), ("skip", "skipped, not counted")]
        case .scale(let min, let max):
            // A scale of a hundred steps or fewer is listed whole; a longer one by its ends.
            let numbers = max - min <= 100 ? Array(min...max) : [min, max]
            return numbers.map { (String($0), "\(track.name) from \(min) to \(max)") }
        case .count:
            let now = (try? NightlyEnvironment(variables: context.environment).timeOfDay()) ?? ClockTime.now()
            return [("[\(now)]", "one event now; or a whole number of events")]
        case .number:
            return []
        }
    }

    /// Whether line `line` (0-based) lies in the front matter: the first line is `---` and no
    /// closing fence comes before `line` (an unclosed one, being typed, counts).
    static func inFrontMatter(_ document: TextDocument, line: Int) -> Bool {
        guard line > 0, document.lines.count > 1 else { return false }
        var first = document.content(ofLine: 0)
        if first.hasPrefix("\u{FEFF}") { first = first.dropFirst() }
        guard isFence(first, "---") else { return false }
        for number in 1..<min(line, document.lines.count) {
            let content = document.content(ofLine: number)
            if isFence(content, "---") || isFence(content, "...") { return false }
        }
        return true
    }

    private static func isFence(_ content: Substring, _ fence: String) -> Bool {
        var text = content
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text == fence
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
