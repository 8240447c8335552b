/// Params that carry a document's text, which a large message (1 MB or more, see
/// ``Connection``) has read from its body straight into lines rather than through a whole
/// `String` that `JSONDecoder` builds by doubling: a 53 MB `didOpen` then costs its body and
/// the document's chunks, not also a string of the text and its spare room.
public protocol CarriesLargeText: Decodable {
    /// Where each text is: keys from the message's top, `"*"` for any element of an array.
    static var textPath: [String] { get }
    /// Gives back the texts read aside, in the order they appear in the message; each was
    /// decoded as `""`.
    mutating func restore(_ texts: [LineList])
}

/// Finds strings in a JSON message body and reads them into lines, without a parser's copy.
///
/// Anything the scanner does not follow (malformed JSON, a key written with escapes) finds
/// nothing, and the message is decoded the ordinary way, which reports what is wrong.
struct LargeTextScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private let path: [String]
    /// The top-level `method`, when it is a plain string.
    private(set) var method: String?
    /// The ranges of the strings at ``path``, between their quotes, in order.
    private(set) var texts: [Range<Int>] = []

    private struct Malformed: Error {}

    /// Scans `bytes` for the strings at `path` (see ``CarriesLargeText/textPath``).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: [String]) -> LargeTextScanner? {
        var scanner = LargeTextScanner(bytes: bytes, path: path)
        do {
            try scanner.value(depth: 0, matching: true)
            scanner.skipSpace()
            guard scanner.index == bytes.count else { return nil }
        } catch {
            return nil
        }
        return scanner
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, path: [String]) {
        self.bytes = bytes
        self.path = path
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    /// Skips one value; `matching` says whether the keys so far follow ``path`` to `depth`.
    private mutating func value(depth: Int, matching: Bool) throws {
        guard depth < 512 else { throw Malformed() }
        skipSpace()
        guard index < bytes.count else { throw Malformed() }
        switch bytes[index] {
        case 0x7B:  // {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == 0x7D {
                index += 1
                return
            }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == 0x3A else { throw Malformed() }
                index += 1
                let follows = matching && depth < path.count && path[depth] != "*" && equal(key, path[depth])
                if depth == 0, equal(key, "method") {
                    skipSpace()
                    let start = index
                    if let range = try? string() {
                        method = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                    } else {
                        index = start
                        try value(depth: 1, matching: false)
                    }
                } else if follows, depth == path.count - 1 {
                    skipSpace()
                    let start = index
                    if let range = try? string() {
                        texts.append(range)
                    } else {
                        index = start
                        try value(depth: depth + 1, matching: false)
                    }
                } else {
                    try value(depth: depth + 1, matching: follows)
                }
                skipSpace()
                guard index < bytes.count else { throw Malformed() }
                index += 1
                if bytes[index - 1] == 0x7D { return }
                guard bytes[index - 1] == 0x2C else { throw Malformed() }
            }
        case 0x5B:  // [
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == 0x5D {
                index += 1
                return
            }
            let follows = matching && depth < path.count - 1 && path[depth] == "*"
            while true {
                try value(depth: depth + 1, matching: follows)
                skipSpace()
                guard index < bytes.count else { throw Malformed() }
                index += 1
                if bytes[index - 1] == 0x5D { return }
                guard bytes[index - 1] == 0x2C else { throw Malformed() }
            }
        case 0x22:
            _ = try string()
        default:  // A number, true, false or null: the decoder checks it.
            while index < bytes.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) {
                index += 1
            }
        }
    }

    /// Skips a string, returning the range of its bytes between the quotes.
    private mutating func string() throws -> Range<Int> {
        guard index < bytes.count, bytes[index] == 0x22 else { throw Malformed() }
        index += 1
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x22:
                index += 1
                return start..<(index - 1)
            case 0x5C: index += 2
            default: index += 1
            }
        }
        throw Malformed()
    }

    private func equal(_ range: Range<Int>, _ key: String) -> Bool {
        range.count == key.utf8.count && bytes[range].elementsEqual(key.utf8)
    }

    /// The lines of the JSON string whose escaped bytes are `escaped`, unescaped a piece at a
    /// time (about 64 KB, cut after a line feed) into the list's chunks.
    /// - Throws: When an escape is malformed. A lone surrogate reads as U+FFFD.
    static func lines(ofEscaped escaped: UnsafeBufferPointer<UInt8>) throws -> LineList {
        var loader = LineList.Loader()
        var piece: [UInt8] = []
        piece.reserveCapacity(LineList.chunkSize * 2)
        var index = 0
        let count = escaped.count
        func flush(all: Bool) {
            guard !piece.isEmpty, let lastFeed = all ? piece.count - 1 : piece.lastIndex(of: 0x0A) else { return }
            loader.add(String(decoding: piece[...lastFeed], as: UTF8.self))
            piece.removeFirst(lastFeed + 1)
        }
        func hex(at position: Int) throws -> UInt32 {
            guard position + 4 <= count else { throw Malformed() }
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = escaped[position + offset]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw Malformed()
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while index < count {
            var end = index
            while end < count, escaped[end] != 0x5C { end += 1 }
            piece.append(contentsOf: UnsafeBufferPointer(rebasing: escaped[index..<end]))
            index = end
            if index < count {
                guard index + 1 < count else { throw Malformed() }
                index += 2
                switch escaped[index - 1] {
                case 0x6E: piece.append(0x0A)
                case 0x72: piece.append(0x0D)
                case 0x74: piece.append(0x09)
                case 0x22, 0x5C, 0x2F: piece.append(escaped[index - 1])
                case 0x62: piece.append(0x08)
                case 0x66: piece.append(0x0C)
                case 0x75:
                    var scalar = try hex(at: index)
                    index += 4
                    if (0xD800..<0xDC00).contains(scalar), index + 6 <= count, escaped[index] == 0x5C,
                        escaped[index + 1] == 0x75, case let low = try hex(at: index + 2),
                        (0xDC00..<0xE000).contains(low)
                    {
                        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                        index += 6
                    }
                    piece.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                default: throw Malformed()
                }
            }
            if piece.count >= LineList.chunkSize { flush(all: false) }
        }
        flush(all: true)
        return loader.finish()
    }
}
