/// A block that text leaves open at its end: a fenced code block without its closing fence, or
/// an HTML block (`<!--`, `<pre>`, `<script>`, `<?`, `<![CDATA[`, …) without its end marker.
///
/// CommonMark runs such a block to the end of the document, so text inserted in front of
/// other sections would swallow them all. Edits close it in the bytes they insert.
enum OpenBlock {
    /// The line that closes the block `bytes` leave open, or `nil` when nothing is open.
    ///
    /// cmark-gfm decides: a paragraph is put after a blank line below the text, and when it
    /// does not come out as a block of its own, the last block swallowed it. Blocks nested in
    /// lists or quotes end with their container, so only a top-level block can be left open.
    static func closingLine(after bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var probe = Array(bytes)
        probe += Array("\n\nnightly\n".utf8)
        let probeLine = SourceText(probe).lineCount
        guard let last = CmarkBridge.outline(of: probe).blocks.last, last.lines.lowerBound != probeLine else {
            return nil
        }
        let opening = SourceText(probe).content(ofLine: last.lines.lowerBound)
        switch last.kind {
        case .codeBlock: return fence(closing: opening)
        case .htmlBlock: return htmlEnd(closing: opening).map { Array($0.utf8) }
        case .heading, .other: return nil
        }
    }

    /// The opening fence itself (three or more backticks or tildes) closes a fenced block.
    private static func fence(closing opening: String) -> [UInt8]? {
        let marks = opening.drop { $0 == " " }
        guard let mark = marks.first, mark == "`" || mark == "~" else { return nil }
        return Array(String(marks.prefix { $0 == mark }).utf8)
    }

    /// The end marker of the HTML block `opening` starts (CommonMark's kinds 1 to 5; the others
    /// end at a blank line, so they never stay open).
    private static func htmlEnd(closing opening: String) -> String? {
        let start = opening.drop { $0 == " " }.lowercased()
        for tag in ["script", "pre", "style", "textarea"] where start.hasPrefix("<\(tag)") {
            let next = start.dropFirst(tag.count + 1).first
            if next == nil || next == " " || next == "\t" || next == ">" { return "</\(tag)>" }
        }
        if start.hasPrefix("<!--") { return "-->" }
        if start.hasPrefix("<?") { return "?>" }
        if start.hasPrefix("<![cdata[") { return "]]>" }
        if start.hasPrefix("<!") { return ">" }
        return nil
    }
}
