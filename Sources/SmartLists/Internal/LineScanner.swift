/// Reads the syntax of one line, left to right, without looking at other lines.
struct LineScanner {
    let document: Document
    var position: Int
    let end: Int

    private func byte(at offset: Int) -> UInt8? { offset < end ? document[offset] : nil }

    private func isBlankOrEnd(_ offset: Int) -> Bool {
        guard let byte = byte(at: offset) else { return true }
        return ASCII.isBlank(byte)
    }

    private func skipBlanks(from offset: Int) -> Int {
        var offset = offset
        while let byte = byte(at: offset), ASCII.isBlank(byte) { offset += 1 }
        return offset
    }

    /// Consumes `( {0,3}> ?)*`; returns its end and the number of `>`.
    mutating func quotePrefix() -> (end: Int, depth: Int) {
        var depth = 0
        while true {
            var offset = position
            while offset - position < 3, byte(at: offset) == ASCII.space { offset += 1 }
            guard byte(at: offset) == ASCII.greaterThan else { break }
            offset += 1
            if byte(at: offset) == ASCII.space { offset += 1 }
            position = offset
            depth += 1
        }
        return (position, depth)
    }

    /// Consumes leading spaces and tabs; returns their end and width in columns.
    mutating func indentation() -> (end: Int, columns: Int) {
        var columns = 0
        while let byte = byte(at: position), ASCII.isBlank(byte) {
            columns = ASCII.column(after: byte, at: columns)
            position += 1
        }
        return (position, columns)
    }

    /// Classifies the rest of the line, which starts at `indentColumns`.
    func kind(indentColumns: Int) -> LineKind {
        guard let first = byte(at: position) else { return .blank }
        if first == ASCII.backtick || first == ASCII.tilde, let fence = fence(of: first) {
            return .fence(fence)
        }
        if first == ASCII.lessThan, document.opensComment(at: position, before: end) {
            return .comment(isClosed: document.closesComment(in: position..<end))
        }
        if first == ASCII.hash && isATXHeading() { return .heading }
        if first == ASCII.dash || first == ASCII.star || first == ASCII.underscore
            || first == ASCII.equals, isRule(of: first)
        {
            return .heading
        }
        if first == ASCII.dash || first == ASCII.star || first == ASCII.plus,
            isBlankOrEnd(position + 1)
        {
            return .item(item(marker: .bullet(first), markerEnd: position + 1, column: indentColumns))
        }
        if ASCII.isDigit(first), let (marker, markerEnd) = orderedMarker() {
            return .item(item(marker: marker, markerEnd: markerEnd, column: indentColumns))
        }
        return .text
    }

    private func fence(of character: UInt8) -> Fence? {
        var offset = position
        while byte(at: offset) == character { offset += 1 }
        let length = offset - position
        guard length >= 3 else { return nil }
        let infoStart = skipBlanks(from: offset)
        if character == ASCII.backtick {
            // ```` ```code``` ```` is inline code, not a fence (CommonMark §4.5).
            for index in infoStart..<end where document[index] == ASCII.backtick { return nil }
        }
        return Fence(character: character, length: length, hasInfo: infoStart < end)
    }

    private func isATXHeading() -> Bool {
        var offset = position
        while byte(at: offset) == ASCII.hash { offset += 1 }
        return offset - position <= 6 && isBlankOrEnd(offset)
    }

    /// A thematic break (`---`, `* * *`, `___`) or a setext underline (`===`): 3+ of one
    /// character with only blanks between (`=` needs no minimum but gets one here too).
    private func isRule(of character: UInt8) -> Bool {
        var count = 0
        for offset in position..<end {
            let byte = document[offset]
            if byte == character {
                count += 1
            } else if !ASCII.isBlank(byte) {
                return false
            }
        }
        return count >= 3 || (character == ASCII.equals && count >= 1)
    }

    /// 1–9 digits then `.` or `)`, then a blank or the line end (R1.2, R1.4).
    private func orderedMarker() -> (ListMarker, Int)? {
        var offset = position
        var number = 0
        while let byte = byte(at: offset), ASCII.isDigit(byte) {
            number = number * 10 + Int(byte - ASCII.zero)
            offset += 1
            if offset - position > 9 { return nil }
        }
        guard let delimiter = byte(at: offset),
            delimiter == ASCII.dot || delimiter == ASCII.closingParenthesis,
            isBlankOrEnd(offset + 1)
        else { return nil }
        let marker = ListMarker.ordered(
            number: number, digits: offset - position, delimiter: delimiter)
        return (marker, offset + 1)
    }

    private func item(marker: ListMarker, markerEnd: Int, column: Int) -> ListItem {
        let markerEndColumn = column + marker.width
        var paddingColumns = markerEndColumn
        var paddingEnd = markerEnd
        while let byte = byte(at: paddingEnd), ASCII.isBlank(byte) {
            paddingColumns = ASCII.column(after: byte, at: paddingColumns)
            paddingEnd += 1
        }
        var checkbox: Checkbox?
        var contentStart = paddingEnd
        if paddingEnd > markerEnd, let box = self.checkbox(at: paddingEnd) {
            checkbox = box
            contentStart = skipBlanks(from: box.end)
        }
        let isEmpty = contentStart == end
        // CommonMark: an empty item, or one whose padding is 5+ columns (indented code),
        // has its content one column after the marker.
        let padding = paddingColumns - markerEndColumn
        let contentColumn =
            (paddingEnd == end || padding > 4) ? markerEndColumn + 1 : paddingColumns
        // A comment right after the padding is an HTML block inside the item; one after a
        // checkbox is inline HTML in its paragraph.
        let opensComment =
            checkbox == nil && padding <= 4 && document.opensComment(at: paddingEnd, before: end)
            && !document.closesComment(in: paddingEnd..<end)
        return ListItem(
            marker: marker, markerStart: position, markerEnd: markerEnd, paddingEnd: paddingEnd,
            checkbox: checkbox, contentStart: isEmpty ? end : contentStart,
            contentColumn: contentColumn, isEmpty: isEmpty, opensComment: opensComment)
    }

    /// `[ ]`, `[x]` or `[X]` followed by a blank or the line end (R1.3).
    private func checkbox(at offset: Int) -> Checkbox? {
        guard byte(at: offset) == ASCII.openingBracket, let state = byte(at: offset + 1),
            byte(at: offset + 2) == ASCII.closingBracket, isBlankOrEnd(offset + 3)
        else { return nil }
        guard state == ASCII.space || state == ASCII.lowercaseX || state == ASCII.uppercaseX
        else { return nil }
        return Checkbox(start: offset, end: offset + 3, isChecked: state != ASCII.space)
    }
}
