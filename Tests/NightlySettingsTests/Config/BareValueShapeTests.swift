import TestSupport
import Testing

@testable import NightlySettings

/// The byte matchers of TOML's bare values say what the regular expressions they replace said,
/// on random words of the bytes those expressions care about.
@Suite struct BareValueShapeTests {
    static let alphabet = Array("0123456789_+-.:eETtZzinaf ".utf8)

    @Test func theMatchersAgreeWithTheRegularExpressions() {
        var random = SeededRandom(state: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { random.below(bound) }
        var words = [
            "2026-11-01", "2026-11-01T08:10:00Z", "2026-11-01t08:10+01:00", "08:10:00", "0.45", "1e3",
            "+inf", "nan", "1_000", "01", "0", "-0", "1__0", "1_", "3.", ".5", "1e", "2026-11-1", "12:",
        ]
        for _ in 0..<20_000 {
            let length = 1 + next(22)
            words.append(
                String(decoding: (0..<length).map { _ in Self.alphabet[next(Self.alphabet.count)] }, as: UTF8.self))
        }
        for word in words {
            let bytes = Array(word.utf8)
            #expect(
                BareValueShape.isDigits(bytes, signed: true, underscores: true)
                    == (word.wholeMatch(of: /[+-]?[0-9_]+/) != nil), "\(word)")
            #expect(
                BareValueShape.isDecimalInteger(bytes) == (word.wholeMatch(of: /[+-]?(0|[1-9](_?[0-9])*)/) != nil),
                "\(word)")
            #expect(
                BareValueShape.isFloat(bytes)
                    == (word.wholeMatch(of: /[+-]?(inf|nan|[0-9][0-9_]*(\.[0-9_]+)?([eE][+-]?[0-9_]+)?)/) != nil),
                "\(word)")
            #expect(
                BareValueShape.isDateOrTime(bytes)
                    == (word.wholeMatch(
                        of: /[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt][0-9:.]+([Zz]|[+-][0-9:]+)?)?|[0-9]{2}:[0-9:.]+/) != nil),
                "\(word)")
        }
    }
}
