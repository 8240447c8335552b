/// Where text stops being UTF-8: how entries and the config report a bad byte.
public enum TextEncoding {
    /// The line and column (in bytes, from 1) of the first byte of `bytes` that is not valid
    /// UTF-8, or `nil` when all of it is.
    public static func firstInvalidUTF8(in bytes: [UInt8]) -> SourceLocation? {
        UTF8Validation.firstInvalidOffset(in: bytes).map { SourceText(bytes).location(of: $0) }
    }

    /// Whether all of `bytes` is valid UTF-8, checked without making a `String` of it.
    public static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        UTF8Validation.firstInvalidOffset(in: bytes) == nil
    }
}
