/// HTML comments (`<!-- … -->`) are nightly's prompts: invisible when rendered, harmless when
/// left in place, and not counted as the user's words.
enum HTMLComment {
    private static let open = Array("<!--".utf8)
    private static let close = Array("-->".utf8)

    /// `text` with every complete comment removed; an unclosed comment runs to the end.
    static func removing(from text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.offset(of: open) != nil else { return text }
        return String(decoding: removing(from: bytes), as: UTF8.self)
    }

    /// The same, on bytes: what the word count works on.
    static func removing(from bytes: [UInt8]) -> [UInt8] {
        guard var start = bytes.offset(of: open) else { return bytes }
        var result = Array(bytes[..<start])
        while let end = bytes.offset(of: close, from: start + open.count) {
            guard let next = bytes.offset(of: open, from: end + close.count) else {
                return result + bytes[(end + close.count)...]
            }
            result += bytes[(end + close.count)..<next]
            start = next
        }
        return result
    }

    /// Whether a comment may still be open at the end of `bytes` as ``removing(from:)-(_:[UInt8])``
    /// reads them: `false` only when the last `<!--` is closed after it, which ends every
    /// comment before it too.
    static func isOpen(atEndOf bytes: [UInt8]) -> Bool {
        var last: Int?
        while let found = bytes.offset(of: open, from: last.map { $0 + 1 } ?? 0) { last = found }
        guard let last else { return false }
        return bytes.offset(of: close, from: last + open.count) == nil
    }
}
