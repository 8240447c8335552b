import SmartLists

/// What every answer of the SmartLists engine must be, whatever the text, key and caret:
/// edits inside the text, sorted and not overlapping, that leave valid UTF-8, and a caret
/// inside the new text on a character boundary that survives the trip to LINE:COLUMN and back.
public enum SmartListsLaw {
    /// How the engine's answer to `key` at `cursor` in `text` breaks the law, or nil.
    public static func violation(engine: SmartListEngine, key: Key, text: String, cursor: Int) -> String? {
        let result = engine.respond(to: key, in: text, cursor: cursor)
        let context = "\(key) at \(cursor) in \(quoted(text)) (lookBehind \(engine.lookBehind))"
        guard isCharacterBoundary(cursor, in: text) else {
            // Documented: a caret outside the text or inside a character changes nothing.
            guard result.edits.isEmpty, result.cursor == cursor, result.isFallback else {
                return "\(context): a caret inside a character or outside the text must get no edits and "
                    + "the caret back, got \(result.edits) and caret \(result.cursor)"
            }
            return nil
        }
        if let problem = positionRoundTrip(cursor, in: text) {
            return "\(context): the caret before the edits: \(problem)"
        }
        let edited: [UInt8]
        switch apply(result.edits, to: text) {
        case .success(let bytes): edited = bytes
        case .failure(let problem): return "\(context): \(problem)"
        }
        guard let newText = edited.validUTF8 else {
            return "\(context): the edits \(result.edits) leave invalid UTF-8: \(quoted(edited))"
        }
        guard isCharacterBoundary(result.cursor, in: newText) else {
            return "\(context): the new caret \(result.cursor) is not on a character boundary of \(quoted(newText))"
        }
        if let problem = positionRoundTrip(result.cursor, in: newText) {
            return "\(context): the caret after the edits \(result.edits): \(problem)"
        }
        return nil
    }

    /// How `renumberList(in:at:)` breaks the edit law (in range, sorted, valid UTF-8), or nil.
    public static func renumberViolation(engine: SmartListEngine, text: String, offset: Int) -> String? {
        let edits = engine.renumberList(in: text, at: offset)
        switch apply(edits, to: text) {
        case .success(let bytes):
            guard bytes.validUTF8 != nil else { return "renumber at \(offset) in \(quoted(text)) leaves invalid UTF-8" }
            return nil
        case .failure(let problem):
            return "renumber at \(offset) in \(quoted(text)): \(problem)"
        }
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The text's bytes with `edits` applied, when the edits lie in the text, sorted and apart.
    static func apply(_ edits: [Edit], to text: String) -> Result<[UInt8], Problem> {
        var bytes = Array(text.utf8)
        var end = 0
        for edit in edits {
            guard edit.range.lowerBound >= end, edit.range.upperBound <= bytes.count else {
                return .failure(
                    Problem(
                        description: "edits out of range, unsorted or overlapping: \(edits) in \(bytes.count) bytes"))
            }
            guard isCharacterBoundary(edit.range.lowerBound, in: text),
                isCharacterBoundary(edit.range.upperBound, in: text)
            else {
                return .failure(Problem(description: "edit \(edit) cuts a character"))
            }
            end = edit.range.upperBound
        }
        for edit in edits.reversed() {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return .success(bytes)
    }

    /// LINE:COLUMN of `offset`, in UTF-8 and in UTF-16 columns, must lead back to `offset`.
    static func positionRoundTrip(_ offset: Int, in text: String) -> String? {
        for unit in [TextPosition.Unit.utf8, .utf16] {
            let position = TextPosition(offset: offset, in: text, unit: unit)
            let back = position.offset(in: text, unit: unit)
            guard back == offset else {
                return "offset \(offset) is \(position) in \(unit) columns, which leads back to "
                    + "\(back.map(String.init) ?? "nil") in \(quoted(text))"
            }
        }
        return nil
    }

    /// Whether `offset` lies in `text` between two grapheme clusters (`\r\n` is one).
    static func isCharacterBoundary(_ offset: Int, in text: String) -> Bool {
        guard offset >= 0, offset <= text.utf8.count else { return false }
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return index.samePosition(in: text) != nil
    }
}
