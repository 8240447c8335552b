#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ActionStep {
    /// The step whose task item starts on line `number`, whose content (without its line break)
    /// is `range` of `bytes`; `nil` when the line has no checkbox. The full parse and
    /// ``PlainSteps`` both read a step's line here, so they cannot disagree on it.
    init?(bytes: [UInt8], line range: Range<Int>, number: Int) {
        guard let checkbox = TaskCheckbox.find(in: bytes, line: range) else { return nil }
        let textStart = checkbox.stateOffset + 2
        // The marker holds no `]`, so it always starts after the checkbox.
        let marker = CarriedMarker.find(in: bytes, line: range, textStart: textStart)
        let insertion = CarriedMarker.insertionOffset(in: bytes, line: range, earliest: textStart)
        self.init(
            text: Self.text(bytes, textStart..<(marker?.range.lowerBound ?? range.upperBound)),
            done: checkbox.isChecked, carriedTo: marker?.date, line: number, stateOffset: checkbox.stateOffset,
            markerRange: marker?.range ?? insertion..<insertion)
    }

    /// The text of `range` with its prompts (HTML comments) removed and its spaces and tabs
    /// trimmed. A text with no `<` (nearly every step) is trimmed as bytes and made into one
    /// `String`: making a `String` of the whole, an array of its bytes to look for a comment in
    /// and a trimmed copy cost `export json` more than the rest of reading its steps.
    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress,
                memchr(base + range.lowerBound, Int32(UInt8(ascii: "<")), range.count) == nil,
                let trimmed = buffer.asciiTrimmed(
                    range, trimming: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            {
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[trimmed]), as: UTF8.self)
            }
            return HTMLComment.removing(from: String(decoding: buffer[range], as: UTF8.self)).trimming(" \t")
        }
    }
}
