/// Turns the bytes a terminal sends into keys.
///
/// Arrow keys arrive as `ESC [ C` (normal mode) or `ESC O C` (application mode). A lone
/// ESC is ambiguous until nothing follows it for a moment, so the parser keeps it pending
/// and the caller decides, after waiting, with `flushPendingEscape()`.
public struct KeyParser: Sendable {
    private var buffer: [UInt8] = []

    public init() {}

    /// Whether a lone ESC is waiting to be told apart from the start of a sequence.
    public var hasPendingEscape: Bool { buffer == [0x1B] }

    /// Feeds bytes and returns the keys they complete.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        buffer += bytes
        var keys: [Key] = []
        while let (key, used) = Self.parse(buffer) {
            keys.append(key)
            buffer.removeFirst(used)
        }
        return keys
    }

    /// Reports a pending lone ESC as the Escape key.
    public mutating func flushPendingEscape() -> [Key] {
        guard !buffer.isEmpty else { return [] }
        buffer.removeAll()
        return [.escape]
    }

    /// One key from the start of `bytes` and how many bytes it used; nil when incomplete.
    static func parse(_ bytes: [UInt8]) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        if first == 0x1B {
            guard bytes.count >= 2 else { return nil }
            let introducer = bytes[1]
            guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
                return (.escape, 1)
            }
            // CSI: parameter bytes 0x30–0x3F, then one final byte 0x40–0x7E.
            var index = 2
            while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            let final = bytes[index]
            let key: Key
            switch final {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            // Page Up and Page Down: `ESC [ 5 ~` and `ESC [ 6 ~`.
            case UInt8(ascii: "~") where bytes[2..<index].elementsEqual([UInt8(ascii: "5")]): key = .pageUp
            case UInt8(ascii: "~") where bytes[2..<index].elementsEqual([UInt8(ascii: "6")]): key = .pageDown
            default: key = .other
            }
            return (key, index + 1)
        }
        switch first {
        case 0x0A, 0x0D: return (.enter, 1)
        case 0x20: return (.space, 1)
        case 0x00..<0x20, 0x7F: return (.other, 1)
        default: break
        }
        // A UTF-8 scalar: its length comes from the lead byte.
        let length = first < 0xC0 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        guard bytes.count >= length else { return nil }
        let text = String(decoding: bytes[0..<length], as: UTF8.self)
        return (text.first.map(Key.character) ?? .other, length)
    }
}
