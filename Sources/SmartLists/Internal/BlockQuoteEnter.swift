/// Enter on block quote lines that hold no list (spec E15 a, c, d).
struct BlockQuoteEnter {
    let outline: Outline
    let caret: Int

    func respond() -> EditResult {
        let index = outline.caretLine
        let line = outline.lines[index]
        var builder = EditBuilder(caret: caret)
        guard line.isBlank else {
            // E15a: break at the caret (E5 trim), Q re-emitted in front of the rest.
            var start = caret
            while start > line.quoteEnd && ASCII.isBlank(outline.document[start - 1]) { start -= 1 }
            builder.replace(start..<caret, with: outline.lineBreak + outline.quote(index))
            builder.caretAfterLastEdit()
            return builder.result()
        }
        let previous = index - 1
        if previous >= 0, outline.lines[previous].quoteDepth > 0, outline.lines[previous].isBlank {
            // E15d: the second empty quote line ends the quote (one level of it).
            builder.replace(
                outline.lines[previous].start..<outline.lines[previous].end, with: outerQuote(previous))
            builder.replace(line.start..<line.end, with: outerQuote(index))
            builder.caretAfterLastEdit()
            return builder.result()
        }
        // E15c: the empty quote line loses its trailing blanks and a fresh Q line follows.
        let bare = outline.bareQuote(index)
        let bareEnd = line.start + bare.utf8.count
        builder.replace(bareEnd..<line.end, with: outline.lineBreak + outline.quote(index))
        builder.caretAfterLastEdit()
        return builder.result()
    }

    /// Q with its innermost `>` (and what follows it) removed: "" for a one-level quote.
    private func outerQuote(_ index: Int) -> String {
        let line = outline.lines[index]
        var end = line.quoteEnd
        while end > line.start && outline.document[end - 1] != ASCII.greaterThan { end -= 1 }
        end -= 1
        while end > line.start && ASCII.isBlank(outline.document[end - 1]) { end -= 1 }
        return outline.document.string(line.start..<max(line.start, end))
    }
}
