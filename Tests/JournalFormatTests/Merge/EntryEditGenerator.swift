import Foundation
import TestSupport

/// Generates a day's entry and edits of it from a seed, as two machines would make them: new
/// paragraphs, ticks, reworded lines, deleted lines and sections, new sections and thought
/// records. For the merge's property tests.
struct EntryEditGenerator {
    private var random: SeededRandom
    /// The line break the versions use.
    private(set) var lineEnding = "\n"
    /// Whether the versions end without a final line break.
    private(set) var noFinalBreak = false

    init(seed: UInt64) {
        random = SeededRandom(state: seed)
        lineEnding = pick(["\n", "\n", "\r\n", "\r"])
        noFinalBreak = chance(4)
    }

    /// The base version's lines.
    mutating func base() -> [String] {
        var lines = ["# Monday, 23 November 2026", ""]
        if chance(5) { lines = ["---", "tags: [a, b]", "mood: ok", "---"] + lines }
        for section in sections.shuffledPrefix(using: &self) {
            lines += section + [""]
        }
        return lines
    }

    /// `lines` after one to four edits; new text names `side`, so each side's words differ.
    mutating func edit(_ lines: [String], side: String) -> [String] {
        var lines = lines
        for step in 0..<int(1...4) {
            let words = "\(side) wrote \(pick(["this", "that", "🙂 emoji", "tabs\tand all"])) \(step)"
            let index = int(0...lines.count)
            switch int(0...7) {
            case 0:
                lines.insert(words, at: index)
            case 1:
                lines.insert(contentsOf: ["", words], at: index)
            case 2:
                if let task = lines.indices.filter({ lines[$0].contains("- [ ]") }).randomElement(using: &self) {
                    lines[task] = lines[task].replacingFirst("- [ ]", with: "- [x]")
                }
            case 3:
                if let line = editable(lines) { lines[line] += " (\(words))" }
            case 4:
                if let line = editable(lines) { lines.remove(at: line) }
            case 5:
                lines += ["", "- Situation: \(words)", "- Thought: \(side) worried", "- Intensity: \(int(0...10))"]
            case 6:
                lines.insert(contentsOf: ["## Extra \(side) \(step)", "", words, ""], at: headingIndex(lines) ?? index)
            default:
                if let start = headingIndex(lines) {
                    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
                    lines.removeSubrange(start..<end)
                }
            }
        }
        return lines
    }

    /// The bytes of `lines` in this case's line break style.
    func bytes(_ lines: [String]) -> [UInt8] {
        var text = lines.joined(separator: lineEnding)
        if !noFinalBreak, !lines.isEmpty { text += lineEnding }
        return Array(text.utf8)
    }

    private let sections: [[String]] = [
        ["## Poem", "", "Letters: F · R · N", "Frost on the bins,", "Running late again,"],
        ["## Journal", "", "<!-- How was today? -->", "", "Long day. Ran the canal loop.", "", "Dinner at home."],
        ["## Action step", "", "- [ ] book the dentist", "- [ ] call Sam", "- [x] water the plants"],
        ["## Thought diary", "", "- Situation: Standup", "- Thought: Nobody cares.", "- Fact or feeling: feeling"],
        ["## Gratitude", "", "The quiet canal."],
        ["## Notes", "", "1. one", "2. two"],
    ]

    private mutating func editable(_ lines: [String]) -> Int? {
        lines.indices.filter { !lines[$0].hasPrefix("#") && !lines[$0].isEmpty }.randomElement(using: &self)
    }

    private mutating func headingIndex(_ lines: [String]) -> Int? {
        lines.indices.filter { lines[$0].hasPrefix("## ") }.randomElement(using: &self)
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private mutating func chance(_ oneIn: Int) -> Bool { int(1...oneIn) == 1 }

    private mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}

extension EntryEditGenerator: RandomNumberGenerator {
    /// The seeded source's next number, so the standard library's `randomElement(using:)` draws from it.
    mutating func next() -> UInt64 { random.next() }
}

extension Array {
    /// A random non-empty selection of the elements, in their order.
    fileprivate func shuffledPrefix(using generator: inout some RandomNumberGenerator) -> [Element] {
        filter { _ in Bool.random(using: &generator) || count == 1 }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
