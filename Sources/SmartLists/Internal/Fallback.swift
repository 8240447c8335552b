/// What a plain text view does with a key (spec R0.3): the answer when no list rule applies.
enum Fallback {
    static func respond(to key: Key, in outline: Outline, caret: Int) -> EditResult {
        var builder = EditBuilder(caret: caret)
        switch key {
        case .enter:
            builder.replace(caret..<caret, with: outline.lineBreak)
            builder.caretAfterLastEdit()
        case .tab:
            builder.replace(caret..<caret, with: "\t")
            builder.caretAfterLastEdit()
        case .shiftTab:
            break
        case .backspace:
            if caret > 0 {
                // One grapheme cluster: a ZWJ family, a flag, e + U+0308, or "\r\n" (B6).
                let start = outline.document.characterStart(before: caret)
                builder.replace(start..<caret, with: "")
                builder.caretAfterLastEdit()
            }
        }
        var result = builder.result()
        result.isFallback = true
        return result
    }
}
