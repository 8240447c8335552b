import TestSupport
import Testing

@testable import JournalReports

/// The scan that rules files out of a grep before the C library's matcher: it may only say "no"
/// where the regular expression finds nothing.
@Suite struct LiteralPrefilterTests {
    @Test(arguments: ["call.with", "a|b", "(x)", "x*", "x+", "x?", "[ab]", "{1}", "^x", "x$", #"\w"#, "", "a\nb"])
    func patternsWithOperatorsOrLineBreaksAreNotPlainText(pattern: String) {
        #expect(LiteralPrefilter(pattern: pattern, ignoreCase: false) == nil)
    }

    /// Text in any script keeps the fast path with case ignored: each letter is found in any
    /// of its cases, composed or not, and a file without the text is ruled out.
    @Test(arguments: [
        ("café", "Un CAFÉ noir", true), ("café", "un cafe\u{301} noir", true), ("été", "L'Été", true),
        ("привет", "ПРИВЕТ, мир", true), ("Привет", "привет", true), ("東京", "in 東京 today", true),
        ("straße", "Straße", true), ("café", "un cafe noir", false),
        ("привет", "пока", false), ("東京", "京東", false),
    ])
    func ignoringCaseTakesTextInAnyScript(pattern: String, text: String, occurs: Bool) throws {
        let filter = try #require(LiteralPrefilter(pattern: pattern, ignoreCase: true))
        #expect(filter.occurs(in: Array(text.utf8)[...]) == occurs)
        if occurs { #expect(text.lowercased().contains(pattern.lowercased()) || text.contains("\u{301}")) }
    }

    @Test(arguments: 0..<400)
    func agreesWithTheCLibraryOnRandomText(seed: Int) throws {
        var random = SeededRandom(state: UInt64(seed))
        // A small alphabet, so the text is found often, across the 16-byte blocks and at the end.
        let alphabet = Array("aAbBcC @`[{ \t.-é\0".utf8)
        let text = (0..<random.int(0...90)).map { _ in alphabet[random.int(0...(alphabet.count - 1))] }
        let plain = Array("aAbBcC @`-".utf8)
        let needleBytes = (0..<random.int(1...4)).map { _ in plain[random.int(0...(plain.count - 1))] }
        let needle = String(decoding: needleBytes, as: UTF8.self)
        for ignoreCase in [false, true] {
            let filter = try #require(LiteralPrefilter(pattern: needle, ignoreCase: ignoreCase))
            let regex = try PosixRegex(needle, ignoreCase: ignoreCase)
            let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
            let regexFinds = lines.contains { regex.firstMatch(in: ArraySlice($0)) != nil }
            let occurs = filter.occurs(in: text[...])
            // The matcher stops at a NUL byte; the scan does not, so it may say yes more often.
            #expect(occurs || !regexFinds, "\(needle) in \(text), ignoring case: \(ignoreCase)")
            if !text.contains(0) {
                #expect(occurs == regexFinds, "\(needle) in \(text), ignoring case: \(ignoreCase)")
            }
        }
    }
}
