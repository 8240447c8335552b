/// HTML comments (`<!-- … -->`) are nightly's prompts: invisible when rendered, harmless when
/// left in place, and not counted as the user's words.
enum HTMLComment {
    /// `text` with every complete comment removed; an unclosed comment runs to the end.
    static func removing(from text: String) -> String {
        guard text.contains("<!--") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "-->") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}

extension HTMLComment {
    /// `bytes` with every complete comment removed, as ``removing(from:)`` does for text.
    static func removing(fromUTF8 bytes: [UInt8]) -> [UInt8] {
        guard var open = SummaryScanner.firstOffset(of: "<!--", in: bytes, 0..<bytes.count) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var start = 0
        while true {
            result += bytes[start..<open]
            guard let close = SummaryScanner.firstOffset(of: "-->", in: bytes, (open + 4)..<bytes.count) else {
                return result
            }
            start = close + 3
            guard let next = SummaryScanner.firstOffset(of: "<!--", in: bytes, start..<bytes.count) else {
                return result + bytes[start...]
            }
            open = next
        }
    }
}
