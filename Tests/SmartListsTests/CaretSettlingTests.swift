import SmartLists
import Testing

/// An edit that joins its neighbours into one character (found by the smartlists fuzz target,
/// Fuzz/Reproducers/smartlists-*) still leaves the caret between characters.
@Suite struct CaretSettlingTests {
    @Test(arguments: [
        (Key.backspace, "\r \n", 2, "\r\n", 2),
        (Key.backspace, "Z\u{0}\u{059F}", 2, "Z\u{059F}", 3),
        (Key.enter, "- a\u{0}\u{0301}", 4, "- a\u{0}\n- \u{0301}", 9),
    ])
    func theCaretMovesToTheEndOfAJoinedCharacter(key: Key, text: String, cursor: Int, edited: String, caret: Int) {
        let result = SmartListEngine().respond(to: key, in: text, cursor: cursor)
        let after = result.applied(to: text)
        #expect(after == edited)
        #expect(result.cursor == caret)
        let index = after.utf8.index(after.utf8.startIndex, offsetBy: result.cursor)
        #expect(index.samePosition(in: after) != nil)
    }
}
