import SmartLists

/// The `smartlists` target's input: a three-byte header, then the document.
///
/// Byte 0 chooses the engine's look-behind (0: the default 200, else the byte minus one, so
/// 0 to 254 lines); bytes 1 and 2 are a little-endian number that chooses the caret among
/// -1 … count + 1 (outside the text, inside characters, at a `\r`, at the end). The document
/// is the rest, with invalid UTF-8 replaced (U+FFFD), so every input is a document.
public struct SmartListsInput: Sendable {
    /// The engine, with the look-behind the input chose.
    public var engine: SmartListEngine
    /// The caret, as a UTF-8 offset into ``text``; may lie outside it.
    public var cursor: Int
    /// The document.
    public var text: String

    /// Reads an input; one shorter than the header is the empty document with the caret at 0.
    public init(_ bytes: [UInt8]) {
        let header = Array(bytes.prefix(3)) + Array(repeating: 0, count: max(0, 3 - bytes.count))
        engine = header[0] == 0 ? SmartListEngine() : SmartListEngine(lookBehind: Int(header[0]) - 1)
        text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        let raw = Int(header[1]) | Int(header[2]) << 8
        cursor = raw % (text.utf8.count + 3) - 1
    }

    /// The engine, the document and the caret, to take apart in one line.
    public var parts: (engine: SmartListEngine, text: String, cursor: Int) { (engine, text, cursor) }
}
