/// The SmartLists engine: what Enter, Tab, Shift-Tab and Backspace do to a Markdown document,
/// as a pure function of the text, the caret and the key (smartlists-spec.md).
///
/// Each call inspects only the lines near the caret: at most `lookBehind` lines above it, and
/// below it only as far as the list being edited reaches. Its cost per keystroke therefore does
/// not grow with the document.
public struct SmartListEngine: Sendable {
    /// How many lines above the caret line the engine reads to learn the context (open fences,
    /// the list's first items). A fence or list that starts further up is not seen.
    public var lookBehind: Int

    /// Creates an engine that reads at most `lookBehind` lines above the caret.
    public init(lookBehind: Int = 200) {
        self.lookBehind = lookBehind
    }

    /// The edits and the new caret for `key` pressed at `cursor` in `text`.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - text: The whole document.
    ///   - cursor: The caret as a UTF-8 offset; it must lie on a grapheme-cluster boundary.
    /// - Returns: The list edits, or when no rule applies the plain-text fallback of R0.3
    ///   (`isFallback` is then true). A cursor outside the text or inside a character gets
    ///   no edits and the cursor back unchanged, as a fallback.
    public func respond(to key: Key, in text: String, cursor: Int) -> EditResult {
        withDocument(text) { respond(to: key, in: $0, cursor: cursor).result }
    }

    /// ``respond(to:in:cursor:)`` on a document given as UTF-8 bytes, which are only read where
    /// the engine looks: around the caret, as far as the rules ask.
    ///
    /// - Returns: The result, and `inspected`, the whole lines of `bytes` that the engine read
    ///   (and `String`s may have been made of). Only those need to be valid UTF-8 for the result
    ///   to be right: a caller that must refuse invalid input checks them, and no more.
    public func respond(
        to key: Key, inUTF8 bytes: UnsafeBufferPointer<UInt8>, cursor: Int
    ) -> (result: EditResult, inspected: Range<Int>) {
        respond(to: key, in: Document(bytes: bytes), cursor: cursor)
    }

    private func respond(to key: Key, in document: Document, cursor: Int) -> (result: EditResult, inspected: Range<Int>)
    {
        let unchanged = EditResult(edits: [], cursor: cursor, isFallback: true)
        guard cursor >= 0, cursor <= document.count else { return (unchanged, 0..<0) }
        guard document.isCharacterBoundary(cursor) else { return (unchanged, document.lineRange(containing: cursor)) }
        let outline = Outline(document: document, caret: cursor, lookBehind: lookBehind)
        let result = respond(to: key, in: outline, cursor: cursor)
        return (result, outline.start..<outline.end)
    }

    private func respond(to key: Key, in outline: Outline, cursor: Int) -> EditResult {
        let document = outline.document
        let result: EditResult?
        switch key {
        case .enter: result = Enter(outline: outline, caret: cursor).respond()
        case .tab: result = Indent(outline: outline, caret: cursor).respond()
        case .shiftTab: result = Outdent(outline: outline, caret: cursor).respond()
        case .backspace: result = Backspace(outline: outline, caret: cursor).respond()
        }
        // A marker next to a combining mark would put an edit inside a cluster (R0.1):
        // the plain behaviour is the safe answer then.
        if let result,
            result.edits.allSatisfy({ edit in
                document.isCharacterBoundary(edit.range.lowerBound)
                    && document.isCharacterBoundary(edit.range.upperBound)
            })
        {
            return CaretSettling.settle(result, in: document)
        }
        return CaretSettling.settle(Fallback.respond(to: key, in: outline, caret: cursor), in: document)
    }

    /// Edits that renumber the whole ordered list holding the item at `offset`, from its first
    /// item's number (N2, N6): what a "renumber" command or document formatting does.
    ///
    /// - Returns: No edits for a bullet list, a uniform list (N5), a list already numbered,
    ///   or an offset that is not on a list item.
    public func renumberList(in text: String, at offset: Int) -> [Edit] {
        withDocument(text) { document in
            guard offset >= 0, offset <= document.count else { return [] }
            var lookBehind = self.lookBehind
            while true {
                let outline = Outline(document: document, caret: offset, lookBehind: lookBehind)
                guard let index = outline.itemUnderCaret, outline.item(index).isOrdered
                else { return [] }
                let first = outline.firstSibling(of: index)
                if outline.mayContinueAboveWindow(first) && !outline.startsAtTop {
                    lookBehind = max(1, lookBehind * 2)  // The list starts above the window: look further.
                    continue
                }
                guard let start = outline.item(first).marker.number, !outline.isUniform(first) else {
                    return []
                }
                var builder = EditBuilder(caret: offset)
                outline.renumber(from: first, startingAt: start, into: &builder)
                // Each edit shrinks to the bytes that change (a marker's digits), so that an
                // item whose text starts with a combining mark, which joins the marker's space,
                // is renumbered without cutting that character; one that still would is left.
                return builder.result().edits.compactMap { $0.narrowed(in: document) }.filter { edit in
                    document.isCharacterBoundary(edit.range.lowerBound)
                        && document.isCharacterBoundary(edit.range.upperBound)
                }
            }
        }
    }

    private func withDocument<Result>(_ text: String, _ body: (Document) -> Result) -> Result {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            body(Document(bytes: bytes))
        }!
    }
}

extension Edit {
    /// The edit without the bytes at its ends that it would replace with the same bytes; `nil`
    /// when it changes nothing.
    fileprivate func narrowed(in document: Document) -> Edit? {
        narrowed(replacing: range.map { document[$0] })
    }

    /// The edit without the bytes at its ends that it would replace with the same bytes, given
    /// `old`, the bytes its range covers now; `nil` when it changes nothing.
    public func narrowed(replacing old: [UInt8]) -> Edit? {
        let new = Array(replacement.utf8)
        // ASCII bytes only, so no UTF-8 sequence is split.
        let prefix = zip(old, new).prefix { $0 == $1 && $0 < 0x80 }.count
        let suffix = zip(old.dropFirst(prefix).reversed(), new.dropFirst(prefix).reversed())
            .prefix { $0 == $1 && $0 < 0x80 }.count
        guard prefix + suffix < max(old.count, new.count) else { return nil }
        return Edit(
            range: (range.lowerBound + prefix)..<(range.upperBound - suffix),
            replacement: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
    }
}
