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
        let pieces: [[UInt8]] =
            [
                "walk", "Café", "日本語", "—", "👍", "[x]", "[X]", "[a]", "[", "]", "12.", "3)", "x.", "-", "**", "·", "×",
                "→", "2026", "#tag", "`code`", "a", "Z", "9", "é", "\u{00A0}", " ", " ", " ", "\t", "\n", "\r",
                "\u{0B}", "(x", "*a*", "[x],", "/", ":", "@", "`", "{", "\u{0}", "\u{8}", "\u{E}", "\u{1F}", "\u{7F}",
                String(repeating: "-", count: next(80)), String(repeating: " ", count: next(70)),
            ].map { Array($0.utf8) }
            // Bytes from 0x80 up whose low seven bits are a space, a letter, a digit or `[`: none
            // is one (nor is a lone continuation or lead byte, in text that is not UTF-8).
            + [[0xA0], [0x89], [0x8D], [0xC1], [0xE1], [0xFA], [0xB0], [0xB9], [0xDB], [0xFF], [0xE2, 0x80]]
        var text: [UInt8] = []
        for _ in 0..<next(120) { text += pieces[next(pieces.count)] }
        #expect(WordCounter.count(in: text) == Self.plainCount(text), "\(text)")
    }

    /// The counter reads only some tokens one by one (those before a line's first word, those
    /// without an ASCII letter or digit, and those that may be checkboxes) and counts the rest
    /// from masks of 64 bytes, eight at a time: each such token, at every place around those
    /// edges, on lines that start with a word and lines that do not.
    @Test(arguments: ["—", "日本語", "👍", "·", "-", "**", "[x]", "[X]", "[ ]", "(x", "x", "12.", "é", "\u{00A0}"])
    func readsTheTokensItMustAtEveryPlace(token: String) {
        for start in ["A", "- ", "— "] {
            for length in 0..<140 {
                for end in ["", " z", "\t[x]", " —"] {
                    let filler = String(repeating: "w ", count: 70)
                    let line = Array((start + filler.prefix(length) + token + end).utf8)
                    #expect(
                        WordCounter.count(in: line) == Self.plainCount(line), "\(String(decoding: line, as: UTF8.self))"
                    )
                }
            }
        }
    }
}
