import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// `trimmingBlanks()` trims what Linux Foundation's `trimmingCharacters(in: .whitespaces)` trims
/// (which it replaced in the previews, where the output must not change), without bridging to
/// `NSString`: reports trim every line they preview with it.
@Suite struct TrimmingBlanksTests {
    /// Every space separator there is, the tab, and characters that look blank but are not in
    /// the set (line breaks, the zero-width space, the byte-order mark), among text, emoji and
    /// combining marks.
    static let pieces: [String] = [
        " ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{200B}", "\u{FEFF}",
        "a", "Zoë", "日記", "🌙", "👩‍👩‍👧", "\u{301}", "#", "- [ ] ",
    ]

    #if canImport(Glibc)
        @Test func agreesWithFoundationOnGeneratedText() {
            var random = SeededRandom(seed: 21)
            for _ in 0..<5_000 {
                let text = (0..<Int.random(in: 0...8, using: &random))
                    .map { _ in Self.pieces.randomElement(using: &random)! }.joined()
                #expect(
                    text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            }
        }

        @Test func everyScalarAgreesWithFoundationsSet() {
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(scalar.isBlank == CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
            }
        }

    #endif

    @Test func keepsTheTextBetweenBlanksWhole() {
        #expect("\u{3000} 🌙 moon\u{A0}and\tstars \t".trimmingBlanks() == "🌙 moon\u{A0}and\tstars")
        #expect(" \t\u{2003} ".trimmingBlanks() == "")
        #expect("".trimmingBlanks() == "")
        #expect("line\n".trimmingBlanks() == "line\n")
        #expect("\u{200B}zero width\u{200B}".trimmingBlanks() == "zero width")
    }
}
