import TestSupport

/// Generates awkward but valid journal documents from a seed, for round-trip properties.
struct DocumentGenerator {
    private var random: SeededRandom
    /// Every other seed writes its action steps carried, ticked with a marker, or marked with
    /// a day that does not exist: the same shape with no extra draw, so the documents the
    /// other seeds make stay as they were.
    private let carries: Bool

    init(seed: UInt64) {
        random = SeededRandom(state: seed)
        carries = seed % 2 == 1
    }

    /// A document of a few blocks, with every awkwardness the format must survive.
    mutating func document() -> [UInt8] {
        var lines: [String] = []
        if chance(4) { lines += ["---", "tags: [a, b]", "mood: \(pick(["ok", "6/10", "🙂"]))", "---"] }
        for _ in 0..<int(1...12) {
            let block = pick(blocks)
            lines += carries && block == blocks[2] ? carriedSteps : block
        }
        var bytes: [UInt8] = chance(6) ? [0xEF, 0xBB, 0xBF] : []
        let style = int(0...3)
        for (index, line) in lines.enumerated() {
            bytes += Array(line.utf8)
            let last = index == lines.count - 1
            if last && chance(3) { break }  // no final newline
            let ending: String
            switch style {
            case 0: ending = "\n"
            case 1: ending = "\r\n"
            case 2: ending = "\r"
            default: ending = pick(["\n", "\r\n", "\r"])  // mixed
            }
            bytes += Array(ending.utf8)
        }
        return bytes
    }

    private let carriedSteps = [
        "## Action step", "- [ ] carried → 2026-11-24", "- [X] ticked and carried → 2026-11-24 \t",
        "\t- [ ] not a day → 2026-13-01",
    ]

    private let blocks: [[String]] = [
        ["## Journal", ""],
        ["## Poem", "", "Letters: A · B · C", "Apples", "Bake"],
        ["## Action step", "- [ ] one", "- [x] two", "\t- [X] tabbed"],
        ["## Thought diary", "- Situation: bus", "- Thought: late", "- Intensity: 11"],
        ["```", "## Journal", "- [ ] fenced", "```"],
        ["~~~~md", "## Action step", "~~~~"],
        ["- item", "  ## Journal", "  - [ ] nested"],
        ["> ## Poem", "> quoted"],
        ["<div>", "## Journal", "</div>"],
        ["<!-- prompt #tagged -->"],
        ["#tag at the start, `#code`, #Tag again, word#not"],
        ["- item #nested", "  ```", "  #fenced", "  ```"],
        ["Plain text with\ttabs and emoji 👨‍👩‍👧 日本語 e\u{301}"],
        ["NUL\u{0}byte"],
        ["Setext", "---"],
        ["# Title ##"],
        [""],
        ["   "],
        ["---"],
        ["## Gratitude", "Unknown section"],
    ]

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    private mutating func chance(_ oneIn: Int) -> Bool { int(1...oneIn) == 1 }

    private mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}
