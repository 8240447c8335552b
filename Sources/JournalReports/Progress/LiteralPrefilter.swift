/// A search pattern that is plain text (no operator of an extended regular expression), looked
/// for in a file by a vector scan before the C library's matcher is asked.
///
/// Most files of a search hold no match, and `regexec` costs far more than a scan, so a file
/// the scan rules out is never given to it. The scan only rules out: a file it lets through is
/// matched by the regular expression as before, so results cannot change. With `-i` the text
/// must be ASCII to be scanned so; text in any other script (accents, Cyrillic, CJK) is
/// looked for as ``FoldedText``, each letter in any of its cases, so that the language
/// server's journal-wide requests keep a fast path in every script.
struct LiteralPrefilter: Sendable {
    /// The text, lower case when case is ignored.
    private let needle: [UInt8]
    private let ignoreCase: Bool
    /// For text beyond ASCII with case ignored: its letters in every case.
    private let folded: FoldedText?

    init?(pattern: String, ignoreCase: Bool) {
        let bytes = Array(pattern.utf8)
        let operators = Array(#".[]()*+?{}|^$\"#.utf8)
        guard !bytes.isEmpty, !bytes.contains(where: { operators.contains($0) || $0 == 0x0A || $0 == 0x0D })
        else { return nil }
        let ascii = bytes.allSatisfy { $0 < 0x80 }
        if ignoreCase && !ascii {
            guard let folded = FoldedText(pattern) else { return nil }
            self.folded = folded
        } else {
            folded = nil
        }
        needle = ignoreCase && ascii ? bytes.map(Self.lowercased) : bytes
        self.ignoreCase = ignoreCase
    }

    /// Whether the text occurs in `bytes`; when it does not, the pattern cannot match there.
    func occurs(in bytes: ArraySlice<UInt8>) -> Bool {
        if let folded { return folded.occurs(in: bytes) }
        return bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= needle.count, let base = buffer.baseAddress else { return false }
            let last = needle.count - 1
            // Candidates are where the first and the last byte of the text both fit; letters are
            // compared with the 0x20 bit set when case is ignored, which lower-cases them.
            let firstFold: UInt8 = ignoreCase && Self.isLetter(needle[0]) ? 0x20 : 0
            let lastFold: UInt8 = ignoreCase && Self.isLetter(needle[last]) ? 0x20 : 0
            let firsts = SIMD16<UInt8>(repeating: needle[0])
            let lasts = SIMD16<UInt8>(repeating: needle[last])
            let firstFolds = SIMD16<UInt8>(repeating: firstFold)
            let lastFolds = SIMD16<UInt8>(repeating: lastFold)
            let raw = UnsafeRawPointer(base)
            let starts = buffer.count - last  // candidate positions: 0..<starts
            var position = 0
            while position + 16 <= starts {
                let atFirst = raw.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self) | firstFolds
                let atLast = raw.loadUnaligned(fromByteOffset: position + last, as: SIMD16<UInt8>.self) | lastFolds
                let candidates = (atFirst .== firsts) .& (atLast .== lasts)
                if any(candidates) {
                    for lane in 0..<16 where candidates[lane] && matches(base, at: position + lane) { return true }
                }
                position += 16
            }
            while position < starts {
                if matches(base, at: position) { return true }
                position += 1
            }
            return false
        }
    }

    private func matches(_ base: UnsafePointer<UInt8>, at position: Int) -> Bool {
        for index in needle.indices {
            let byte = base[position + index]
            if (ignoreCase ? Self.lowercased(byte) : byte) != needle[index] { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte & 0xDF) }

    private static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
