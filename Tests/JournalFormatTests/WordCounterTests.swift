import TestSupport
import Testing

@testable import JournalFormat

/// The word counter counts most of a line from bit masks, eight bytes at a time, and corrects
/// for the tokens where a letter or digit does not decide: these tests hold it to the rule read
/// plainly, token by token.
@Suite struct WordCounterTests {
    /// The rule: line by line, each whitespace-separated token is a word when `isWord` says so,
    /// knowing whether a word came before it on its line.
    static func plainCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var lineHasWord = false
            for token in line.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }) {
                let word = Array(token).withUnsafeBufferPointer {
                    WordCounter.isWord($0, beforeAnyWordOfItsLine: !lineHasWord)
                }
                if word {
                    count += 1
                    lineHasWord = true
                }
            }
        }
        return count
    }

    @Test(arguments: [
        ("", 0), ("one two  three", 3), ("- [ ] book the dentist", 3), ("- [x] call Sam", 2),
        ("12. first\n3) third", 2),
        ("Born in 2026.", 3), ("2026. was a year", 3), ("café 日本語 👍 — · → ×", 3), ("a[x]b [x]y [x] [X] [a]", 3),
        ("— 12. after a dash", 3), ("日本 12. after a word of other writing", 8),
        (String(repeating: "-", count: 70) + "a " + String(repeating: "*", count: 63) + " b", 2),
    ])
    func countsTheWordsOf(text: String, expected: Int) {
        #expect(WordCounter.count(in: text) == expected)
        #expect(Self.plainCount(Array(text.utf8)) == expected)
    }

    @Test(arguments: 0..<600)
    func agreesWithTheRuleOnRandomText(seed: Int) {
        var random = SeededRandom(seed: seed)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let pieces = [
            "walk", "Café", "日本語", "—", "👍", "[x]", "[X]", "[a]", "[", "]", "12.", "3)", "x.", "-", "**", "·", "×",
            "→", "2026", "#tag", "`code`", "a", "Z", "9", "é", "\u{00A0}", " ", " ", " ", "\t", "\n", "\r", "\u{0B}",
            String(repeating: "-", count: next(80)), String(repeating: " ", count: next(70)),
        ]
        var text: [UInt8] = []
        for _ in 0..<next(120) { text += Array(pieces[next(pieces.count)].utf8) }
        #expect(WordCounter.count(in: text) == Self.plainCount(text), "\(String(decoding: text, as: UTF8.self))")
    }
}
