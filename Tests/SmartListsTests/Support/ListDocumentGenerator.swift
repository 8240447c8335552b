import Foundation
import TestSupport

/// Builds Markdown documents made of list blocks separated by paragraphs (the first of them an
/// HTML comment), and remembers where
/// each block and each item line is, so properties can aim a caret and check what changed.
struct ListDocumentGenerator {
    struct Document {
        var text: String
        /// UTF-8 ranges of the list blocks (from the first item line to the last line's end).
        var blocks: [Range<Int>]
        /// UTF-8 offsets of the end of every non-empty item line, with the block it belongs to.
        var itemLineEnds: [(offset: Int, block: Int)]
        var lineBreak: String
    }

    private static let texts = [
        "milk", "call mom", "café au lait", "noe\u{308}l", "日本語のテキスト", "🌙 sleep early",
        "👨‍👩‍👧‍👦 family dinner", "🇯🇵 trip", "walk 3 km", "read *Dune*", "a [link](x)", "한국어",
    ]

    var random: SeededRandom

    mutating func document() -> Document {
        let lineBreak =
            Bool.random(using: &random) && Int.random(in: 0..<3, using: &random) == 0 ? "\r\n" : "\n"
        var text = "Paragraph 0." + lineBreak + lineBreak
        var blocks: [Range<Int>] = []
        var itemLineEnds: [(Int, Int)] = []
        for blockIndex in 0..<Int.random(in: 1...3, using: &random) {
            let quote = Int.random(in: 0..<5, using: &random) == 0 ? "> " : ""
            let start = text.utf8.count
            let lines = listBlock(quote: quote)
            for (offset, line) in lines.enumerated() {
                if offset > 0 { text += lineBreak }
                text += line.text
                if line.isItem { itemLineEnds.append((text.utf8.count, blockIndex)) }
            }
            blocks.append(start..<text.utf8.count)
            // The first block is followed by a prompt comment that holds item-like lines, as
            // the thought diary's does: keys in the lists around it must leave it alone (E12).
            let paragraph =
                blockIndex == 0
                ? "<!-- Prompt \(blockIndex + 1):" + lineBreak + "- an example" + lineBreak + "-->"
                : "Paragraph \(blockIndex + 1)."
            text += lineBreak + lineBreak + paragraph + lineBreak
            if blockIndex < 2 { text += lineBreak }
        }
        return Document(text: text, blocks: blocks, itemLineEnds: itemLineEnds, lineBreak: lineBreak)
    }

    private struct GeneratedLine {
        var text: String
        var isItem: Bool
    }

    /// One list: items at depth 0–2, numbered or bulleted, some tasks, some continuation lines,
    /// optionally loose, optionally in a block quote.
    private mutating func listBlock(quote: String) -> [GeneratedLine] {
        let loose = Int.random(in: 0..<4, using: &random) == 0
        var lines: [GeneratedLine] = []
        // One marker style per depth; numbers counted per depth and reset when a level opens.
        // A sublist starts at 1: any other number cannot interrupt its parent's paragraph, so
        // CommonMark (and R1.5) would read it as text.
        let styles = (0..<3).map { depth in markerStyle(start: depth == 0 ? nil : 1) }
        var numbers = [0, 0, 0]
        var indents = ["", "", ""]
        var depth = 0
        for index in 0..<Int.random(in: 1...7, using: &random) {
            if index > 0 {
                let step = Int.random(in: -1...1, using: &random)
                depth = max(0, min(depth + step, depth + 1, 2))
            }
            if index > 0 && depth > 0 && numbers[depth - 1] == 0 { depth = 0 }
            for deeper in (depth + 1)..<3 { numbers[deeper] = 0 }
            numbers[depth] += 1
            let marker = styles[depth].marker(numbers[depth])
            let box =
                Int.random(in: 0..<4, using: &random) == 0
                ? (Bool.random(using: &random) ? "[x] " : "[ ] ") : ""
            let text = Self.texts.randomElement(using: &random)!
            if loose && index > 0 {
                lines.append(GeneratedLine(text: quote.trimmingCharacters(in: .whitespaces), isItem: false))
            }
            let line = quote + indents[depth] + marker + " " + box + text
            lines.append(GeneratedLine(text: line, isItem: true))
            if depth < 2 {
                // Children start one tab deeper (only under tab indentation, where a tab
                // always reaches the content column) or at 4 spaces under numbers, so that a
                // number growing to two digits still holds them.
                let width = max(marker.utf8.count + 1, styles[depth].bullet == nil ? 4 : 2)
                let tabs = styles[depth].usesTab && indents[depth].allSatisfy { $0 == "\t" }
                indents[depth + 1] = indents[depth] + (tabs ? "\t" : String(repeating: " ", count: width))
            }
            if Int.random(in: 0..<6, using: &random) == 0 {
                let continuation = String(repeating: " ", count: marker.utf8.count + 1)
                lines.append(
                    GeneratedLine(
                        text: quote + indents[depth] + continuation + "more about it", isItem: false))
            }
        }
        return lines
    }

    private struct MarkerStyle {
        var bullet: String?
        var delimiter = "."
        var start = 1
        var zeroPadded = false
        var uniform = false
        var usesTab = false

        func marker(_ ordinal: Int) -> String {
            if let bullet { return bullet }
            let number = uniform ? start : start + ordinal - 1
            let digits = zeroPadded && number < 10 ? "0\(number)" : "\(number)"
            return digits + delimiter
        }
    }

    private mutating func markerStyle(start: Int?) -> MarkerStyle {
        var style = MarkerStyle()
        style.usesTab = Int.random(in: 0..<5, using: &random) == 0
        switch Int.random(in: 0..<6, using: &random) {
        case 0: style.bullet = "-"
        case 1: style.bullet = "*"
        case 2: style.bullet = "+"
        case 3: style.delimiter = ")"
        default: break
        }
        // Lists stay below 10 items: renumbering across 9 → 10 moves content by a column
        // (N6), which the round-trip property cannot undo.
        style.start = start ?? [1, 1, 1, 0, 2].randomElement(using: &random)!
        style.zeroPadded = Int.random(in: 0..<5, using: &random) == 0
        style.uniform = Int.random(in: 0..<6, using: &random) == 0
        return style
    }
}
