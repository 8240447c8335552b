#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of UTF-8 text, in order, the one way nightly splits text into lines: a line ends
/// at `\n`, `\r\n` or a lone `\r`, the three line breaks of CommonMark and of the Language
/// Server Protocol. The break belongs to the line it ends.
///
/// A text that ends with a line break has no empty line after it here; a caller that counts
/// one, as LSP does, adds it. Text without a `\r` is split with `memchr`.
public struct LineRanges {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let hasCarriageReturn: Bool
    @usableFromInline var nextStart = 0

    /// Where the next line starts (one past the text's end after a last line without a break).
    public var position: Int { nextStart }

    /// The lines of `bytes`, which must outlive the value.
    @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        hasCarriageReturn = bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false
    }

    /// The next line's content, without its line break; `nil` after the last line.
    @inlinable public mutating func next() -> Range<Int>? {
        nextLine()?.content
    }

    /// The next line, with where its break ends; `nil` after the last line.
    @inlinable public mutating func nextLine() -> TextLine? {
        guard nextStart < bytes.count, let base = bytes.baseAddress else { return nil }
        let start = nextStart
        if !hasCarriageReturn {
            let end = memchr(base + start, 0x0A, bytes.count - start).map {
                base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            }
            nextStart = (end ?? bytes.count) + 1
            return TextLine(start: start, contentEnd: end ?? bytes.count, end: min(nextStart, bytes.count))
        }
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        nextStart = index + 1
        if index < bytes.count, bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
            nextStart += 1
        }
        return TextLine(start: start, contentEnd: index, end: min(nextStart, bytes.count))
    }

    /// Every line of `bytes`.
    public static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [TextLine] {
        var ranges = LineRanges(bytes)
        var lines: [TextLine] = []
        while let line = ranges.nextLine() { lines.append(line) }
        return lines
    }

    /// Every line of `bytes`.
    public static func lines(of bytes: [UInt8]) -> [TextLine] {
        bytes.withUnsafeBufferPointer { lines(of: $0) }
    }

    /// How many bytes of line break `bytes` end with: 2 for `\r\n`, 1 for `\n` or a lone `\r`,
    /// 0 for none.
    @inlinable public static func lineBreakLength<Bytes: BidirectionalCollection>(atEndOf bytes: Bytes) -> Int
    where Bytes.Element == UInt8 {
        guard let last = bytes.last else { return 0 }
        if last == 0x0D { return 1 }
        guard last == 0x0A else { return 0 }
        let before = bytes.index(before: bytes.endIndex)
        return before > bytes.startIndex && bytes[bytes.index(before: before)] == 0x0D ? 2 : 1
    }
}
