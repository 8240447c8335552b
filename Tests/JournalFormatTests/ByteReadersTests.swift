import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// The line readers behind every report read a step's text, a thought record's fields and an
/// entry's tags from the line's bytes where the bytes settle them, and with `Character`'s rules
/// where they do not. Each is held here to the reading by characters it replaced, on generated
/// values: ASCII, the blanks they trim, and the characters that join a blank or a digit next to
/// them (a combining mark after, a prepended mark before), or that lower-case into ASCII.
@Suite struct ByteReadersTests {
    static let pieces: [String] = [
        " ", "\t", "a", "F", "fact", "Feeling", "FACT", "fe", "not sure", "1", "0", "10", "7", "/10", "21:40", "9:05",
        ":", "#", "#Work", "work", ",", "-", "é", "\u{301}", "\u{0600}", "İ", "\u{212A}", "ß", "٣", "¹", "Ⅻ", "🙂",
        "<!-- x -->", "<", "→", "\r",
    ]

    static func value(_ random: inout SeededRandom) -> String {
        (0..<random.below(7)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    @Test func aStepsTextIsItsLineWithoutPromptsTrimmedByCharacters() throws {
        var random = SeededRandom(seed: 31)
        for _ in 0..<5_000 {
            let text = Self.value(&random)
            let bytes = Array("- [ ] \(text)".utf8)
            let step = try #require(ActionStep(bytes: bytes, line: 0..<bytes.count, number: 1))
            guard step.carriedTo == nil else { continue }
            // The step's text starts after the `]`: the checkbox's space is trimmed with it.
            #expect(
                step.text == HTMLComment.removing(from: " " + text).trimming(" \t"), "\(Array(text.unicodeScalars))")
        }
    }
}
