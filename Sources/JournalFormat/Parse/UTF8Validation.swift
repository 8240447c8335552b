enum UTF8Validation {
    /// The offset of the first byte that does not begin a valid UTF-8 sequence (overlong forms,
    /// surrogates and truncated sequences included), or `nil` when all of `bytes` is valid.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        // Fast path: ASCII is most of a journal.
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        // The standard library's validation is fast; the parser below only finds the offset.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
