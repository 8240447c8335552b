import SmartLists

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The document `nightly lists` reads from standard input: its bytes, checked once as UTF-8,
/// with the caret found by looking for line breaks in bulk rather than a byte at a time.
struct ListsInput {
    let bytes: [UInt8]
    /// The bytes as a string; nil when they are not valid UTF-8.
    let text: String?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid bytes, so different bytes mean invalid input.
        text = Self.same(decoded, bytes) ? decoded : nil
    }

    private static func same(_ string: String, _ bytes: [UInt8]) -> Bool {
        var string = string
        string.makeContiguousUTF8()
        guard string.utf8.count == bytes.count else { return false }
        guard !bytes.isEmpty else { return true }
        return string.utf8.withContiguousStorageIfAvailable { decoded in
            bytes.withUnsafeBufferPointer { memcmp(decoded.baseAddress!, $0.baseAddress!, $0.count) == 0 }
        } ?? string.utf8.elementsEqual(bytes)
    }

    /// The UTF-8 offset of `position`, or nil when it lies outside the text or inside a character.
    ///
    /// Only the caret's line is made into a string for ``TextPosition/offset(in:unit:)``: a line
    /// starts on a character boundary, so the answer is the one the whole text would give.
    func offset(of position: TextPosition) -> Int? {
        var start = 0
        for _ in 1..<position.line {
            guard let newline = newline(from: start) else { return nil }
            start = newline + 1
        }
        let end = newline(from: start).map { $0 + 1 } ?? bytes.count
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        return TextPosition(line: 1, column: position.column).offset(in: line).map { start + $0 }
    }

    /// The text with `edits` applied, as pieces that share the input's storage.
    func edited(by edits: [Edit]) -> EditedBytes {
        var pieces: [ArraySlice<UInt8>] = []
        var end = 0
        for edit in edits {
            pieces.append(bytes[end..<edit.range.lowerBound])
            pieces.append(Array(edit.replacement.utf8)[...])
            end = edit.range.upperBound
        }
        pieces.append(bytes[end...])
        return EditedBytes(pieces: pieces)
    }

    /// The offset of the first `\n` at or after `start`, found with `memchr`; nil when none.
    private func newline(from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard start < buffer.count,
                let found = memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
            else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(buffer.baseAddress!)
        }
    }
}
