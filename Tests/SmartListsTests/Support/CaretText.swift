import Foundation
import SmartLists

/// Text with the caret marked by a visible `‸` (U+2038), as the fixtures write it.
struct CaretText: Equatable, CustomStringConvertible {
    static let caret = "\u{2038}"

    var text: String
    /// The caret as a UTF-8 offset into `text`.
    var cursor: Int

    /// Splits marked text into the document and the caret offset; nil without exactly one `‸`.
    init?(marked: String) {
        let parts = marked.components(separatedBy: Self.caret)
        guard parts.count == 2 else { return nil }
        text = parts[0] + parts[1]
        cursor = parts[0].utf8.count
    }

    init(text: String, cursor: Int) {
        self.text = text
        self.cursor = cursor
    }

    /// The text with `‸` at the caret.
    var marked: String {
        let utf8 = Array(text.utf8)
        let before = String(decoding: utf8[..<min(cursor, utf8.count)], as: UTF8.self)
        let after = String(decoding: utf8[min(cursor, utf8.count)...], as: UTF8.self)
        return before + Self.caret + after
    }

    var description: String {
        marked.replacingOccurrences(of: "\r", with: "␍").replacingOccurrences(of: "\t", with: "⇥")
    }

    /// The text after `result` is applied, with its caret.
    func applying(_ result: EditResult) -> CaretText {
        CaretText(text: result.applied(to: text), cursor: result.cursor)
    }
}
