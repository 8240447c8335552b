import SmartLists
import Testing

/// An HTML comment is seen when its `<!--` lies within the engine's look-behind, as a fence is
/// (docs/smartlists.md, "Cost"): the engine never reads further up to learn where it is.
@Suite struct CommentLookBehindTests {
    static let prompt = CaretText(marked: "<!-- A hard moment?\n- Situation\n- Thought\n- Tags‸\n-->\n")!

    @Test func aCommentOpenedInsideTheWindowHidesItsItems() {
        let result = SmartListEngine(lookBehind: 3).respond(
            to: .enter, in: Self.prompt.text, cursor: Self.prompt.cursor)
        #expect(result.isFallback)
        #expect(Self.prompt.applying(result).marked == "<!-- A hard moment?\n- Situation\n- Thought\n- Tags\n‸\n-->\n")
    }

    @Test func aCommentOpenedAboveTheWindowIsNotSeen() {
        let text = Self.prompt.text
        let (result, inspected) = Array(text.utf8).withUnsafeBufferPointer {
            SmartListEngine(lookBehind: 2).respond(to: .enter, inUTF8: $0, cursor: Self.prompt.cursor)
        }
        #expect(!result.isFallback)
        #expect(
            Self.prompt.applying(result).marked == "<!-- A hard moment?\n- Situation\n- Thought\n- Tags\n- ‸\n-->\n")
        #expect(inspected.lowerBound == "<!-- A hard moment?\n".utf8.count)
    }
}
