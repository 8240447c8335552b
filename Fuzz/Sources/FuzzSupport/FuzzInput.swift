/// A fuzz input cut into parts at `0xFF` bytes.
///
/// `0xFF` never occurs in UTF-8, so a separator never takes a byte from valid text, and a
/// part with a stray `0xFF` is simply invalid text: every input still means something.
/// Seeds are files joined with `0xFF` (scripts/fuzz packs them).
public struct FuzzInput: Sendable {
    /// The byte that separates parts.
    public static let separator: UInt8 = 0xFF

    /// The parts, in order; an input without a separator is one part.
    public let parts: [[UInt8]]

    /// Cuts `bytes` at every ``separator``.
    public init(_ bytes: [UInt8]) {
        parts = bytes.split(separator: Self.separator, omittingEmptySubsequences: false).map(Array.init)
    }

    /// Copies libFuzzer's buffer and cuts it.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        self.init(Self.bytes(data, size))
    }

    /// Part `index`, or nil when the input has fewer parts.
    public subscript(index: Int) -> [UInt8]? {
        parts.indices.contains(index) ? parts[index] : nil
    }

    /// libFuzzer's buffer as an array.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }
}

extension Array where Element == UInt8 {
    /// The bytes as a `String` when they are valid UTF-8, else nil.
    public var validUTF8: String? {
        String(validating: self, as: UTF8.self)
    }
}
