import JournalFormat
import TestSupport
import Testing

/// The one ATX heading rule of the readers without cmark says what cmark says, line by line.
@Suite struct ATXHeadingTests {
    @Test(
        arguments: [
            ("# Title", 1), ("## Poem", 2), ("###### Six", 6), ("####### Seven", nil), ("#", 1), ("##", 2),
            ("##Poem", nil), ("   ## Three spaces", 2), ("    ## Code", nil), ("\t## Tab", nil), ("##\tTab after", 2),
            ("## Poem ##", 2), ("#5 bolt", nil), ("", nil), ("text # not", nil), ("\\## Escaped", nil),
        ] as [(String, Int?)])
    func readsTheLevel(line: String, level: Int?) {
        #expect(ATXHeading.level(of: line.utf8) == level)
    }

    /// On random lines of spaces, tabs, `#` and words, the level is the one cmark renders.
    @Test(arguments: 0..<300)
    func agreesWithCmark(seed: Int) {
        var random = SeededRandom(seed: seed)
        let pieces = [" ", " ", "#", "#", "##", "\t", "a", "é", "\\"]
        let line = (0..<random.int(1...8)).map { _ in pieces[random.below(pieces.count)] }.joined()
        let html = MarkdownHTML.render(line)
        let cmark = (1...6).first { html.hasPrefix("<h\($0)>") }
        #expect(ATXHeading.level(of: line.utf8) == cmark, "\(line.debugDescription): \(html)")
    }
}
