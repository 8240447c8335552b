import LanguageServer
import SmartLists

/// `textDocument/onTypeFormatting` on a newline: what `nightly lists --key enter` does to the
/// text as it was before the client inserted the line break, as edits to the text after it.
///
/// The engine sees only a window of lines around the caret (its look-behind above; below, as far
/// as the list's edits reach), so a keystroke costs the same in any size of document.
struct ListContinuation {
    var engine = SmartListEngine()

    /// The edits that turn the client's newline into the engine's Enter.
    ///
    /// `position` is the caret after the newline. What the client put between the line break
    /// and the caret (its auto-indentation) is part of the newline; anything else there means
    /// the trigger was not a plain newline, and nothing is done. When no list rule applies
    /// (the engine's plain line break), the client's own newline stays as typed.
    func edits(in document: TextDocument, at position: Position, encoding: PositionEncoding) -> [TextEdit] {
        let line = position.line
        guard line >= 1, line < document.lines.count else { return [] }
        let indentation = document.utf8Column(of: position, encoding: encoding)
        let current = document.lines[line]
        guard current.utf8.prefix(indentation).allSatisfy({ $0 == 32 || $0 == 9 }) else { return [] }
        let top = max(0, line - 1 - (engine.lookBehind + 1))
        var below = 16
        while true {
            let bottom = min(document.lines.count, line + 1 + below)
            let window = Window(document: document, top: top, caretLine: line, bottom: bottom, indentation: indentation)
            let result = engine.respond(to: .enter, in: window.before, cursor: window.caret)
            let reachesEnd = result.edits.contains { $0.range.upperBound >= window.lastLineStart }
            if reachesEnd && bottom < document.lines.count {
                below *= 4  // The edits may go on below the window (renumbering): look further.
                continue
            }
            if result.isFallback { return [] }
            return window.textEdits(for: result.edits, in: document, encoding: encoding)
        }
    }
}

/// Lines `top..<bottom` of the document, as they are and as they were before the newline.
private struct Window {
    let offsets: LineOffsets
    /// The window's text before the newline: the line break ending the line above the caret
    /// and the indentation before the caret taken out.
    let before: String
    /// The caret in ``before``: where the newline was typed.
    let caret: Int
    /// How many bytes the newline added (line break and indentation).
    let inserted: Int
    /// The window's text now, as bytes, for narrowing edits.
    let now: [UInt8]
    /// Where the window's last line starts in ``before``.
    let lastLineStart: Int

    init(document: TextDocument, top: Int, caretLine: Int, bottom: Int, indentation: Int) {
        offsets = LineOffsets(document, lines: top..<bottom)
        let above = document.text(lines: top..<(caretLine - 1))
        let previous = document.content(ofLine: caretLine - 1)
        let rest = document.lines[caretLine].utf8.dropFirst(indentation)
        let after = document.text(lines: (caretLine + 1)..<bottom)
        before = above + previous + String(Substring(rest)) + after
        caret = above.utf8.count + previous.utf8.count
        inserted = document.lines[caretLine - 1].utf8.count - previous.utf8.count + indentation
        now = Array(document.text(lines: top..<bottom).utf8)
        lastLineStart = (offsets.starts.last ?? 0) - (bottom - 1 > caretLine - 1 ? inserted : 0)
    }

    /// The engine's edits of ``before``, moved onto the text as it is now and narrowed to the
    /// bytes that change (so the client's own line break is kept where the engine has one).
    ///
    /// The engine's result holds its own line break (or none, when Enter ends a list), so the
    /// bytes the client inserted are taken into the first edit that touches the caret, or
    /// deleted by an edit of their own when none does.
    func textEdits(for edits: [Edit], in document: TextDocument, encoding: PositionEncoding) -> [TextEdit] {
        var moved: [Edit] = []
        var absorbed = false
        for edit in edits {
            let range = edit.range
            if range.upperBound < caret {
                moved.append(edit)  // Above the newline: the same bytes now.
            } else if range.lowerBound > caret || absorbed {
                moved.append(
                    Edit(
                        range: (range.lowerBound + inserted)..<(range.upperBound + inserted),
                        replacement: edit.replacement))
            } else {
                moved.append(
                    Edit(range: range.lowerBound..<(range.upperBound + inserted), replacement: edit.replacement))
                absorbed = true
            }
        }
        if !absorbed {
            let deletion = Edit(range: caret..<(caret + inserted), replacement: "")
            let index = moved.firstIndex { $0.range.lowerBound >= caret } ?? moved.count
            moved.insert(deletion, at: index)
        }
        return moved.compactMap { edit in
            guard let narrowed = narrowed(edit.range, edit.replacement) else { return nil }
            return TextEdit(
                range: TextRange(
                    start: offsets.position(of: narrowed.range.lowerBound, in: document, encoding: encoding),
                    end: offsets.position(of: narrowed.range.upperBound, in: document, encoding: encoding)),
                newText: narrowed.replacement)
        }
    }

    /// The edit of `range` in ``now`` without the bytes at its ends that it would replace with
    /// the same bytes; nil when it changes nothing.
    private func narrowed(_ range: Range<Int>, _ replacement: String) -> Edit? {
        Edit(range: range, replacement: replacement).narrowed(replacing: Array(now[range]))
    }
}
