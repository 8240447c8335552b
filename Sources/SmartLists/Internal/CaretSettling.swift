/// Keeps the caret of a result between characters of the edited text.
///
/// An edit can join what was on either side of it into one character: Backspace that removes
/// the space in `"\r \n"` leaves `"\r\n"`, and a marker inserted before a combining mark takes
/// the mark. The caret then falls inside a character, where no editor can put it, so it moves
/// forward to the end of that character. Only the bytes near the caret are looked at, so the
/// cost stays per line, not per document.
enum CaretSettling {
    /// How many bytes on either side of the caret decide its character (a cluster longer than
    /// this, such as dozens of regional indicators in a row, may be cut at the window's edge).
    static let reach = 64

    static func settle(_ result: EditResult, in document: Document) -> EditResult {
        let edited = EditedBytes(document: document, edits: result.edits)
        let caret = result.cursor
        guard caret > 0, caret < edited.count else { return result }
        let before = edited[caret - 1]
        let after = edited[caret]
        if before < 0x80, after < 0x80, !(before == ASCII.carriageReturn && after == ASCII.newline) {
            return result
        }
        // No character spans a line break other than "\r\n", so the window stays on the
        // caret's line (its break included): the engine reads no line it did not parse.
        var start = caret
        while start > max(0, caret - reach), edited[start - 1] != ASCII.newline { start -= 1 }
        while start < caret, edited[start] & 0xC0 == 0x80 { start += 1 }
        var end = caret
        while end < min(edited.count, caret + reach), edited[end] != ASCII.newline { end += 1 }
        if end < edited.count, edited[end] == ASCII.newline { end += 1 }
        while end > caret, end < edited.count, edited[end] & 0xC0 == 0x80 { end -= 1 }
        let window = String(decoding: (start..<end).map { edited[$0] }, as: UTF8.self)
        let offset = caret - start
        var characterEnd = 0
        for character in window {
            if characterEnd >= offset { break }
            characterEnd += character.utf8.count
        }
        var settled = result
        settled.cursor = start + characterEnd
        return settled
    }
}

/// The bytes of a document after a result's edits, read one at a time without building it.
private struct EditedBytes {
    let document: Document
    let edits: [(range: Range<Int>, bytes: [UInt8])]
    let count: Int

    init(document: Document, edits: [Edit]) {
        self.document = document
        self.edits = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            .map { ($0.range, Array($0.replacement.utf8)) }
        count = document.count + self.edits.reduce(0) { $0 + $1.bytes.count - $1.range.count }
    }

    subscript(offset: Int) -> UInt8 {
        var shift = 0
        for edit in edits {
            let start = edit.range.lowerBound + shift
            if offset < start { break }
            if offset < start + edit.bytes.count { return edit.bytes[offset - start] }
            shift += edit.bytes.count - edit.range.count
        }
        return document[offset - shift]
    }
}
