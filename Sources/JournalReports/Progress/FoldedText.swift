import Foundation

/// Text beyond ASCII looked for without regard to case, in bytes, without decoding a file:
/// each character of the text (lower-cased, composed) may be written in its lower, upper or
/// title case, composed or decomposed (`été`, `ÉTÉ`, `e\u{301}te\u{301}`; `привет`,
/// `ПРИВЕТ`; `東京` has one spelling). It only rules files out, so it may let through a file
/// the exact comparison then refuses, never the other way for those spellings.
struct FoldedText: Sendable {
    /// Per character, the byte spellings it may have in a file.
    private let characters: [[[UInt8]]]
    /// Whether a match may start with each byte (a table, not a set: it is asked of every byte).
    private let firstBytes: [Bool]

    /// The longest text looked for so (matching recurses once per character); a longer one
    /// takes the slow path.
    static let maxCharacters = 256

    /// Nil for an empty text or one longer than ``maxCharacters``.
    init?(_ text: String) {
        guard !text.isEmpty, text.count <= Self.maxCharacters else { return nil }
        characters = text.lowercased().precomposedStringWithCanonicalMapping.map { character in
            let forms = [
                String(character), character.uppercased(), String(character).capitalized,
                String(character).lowercased(),
            ]
            var spellings = Set<[UInt8]>()
            for form in forms {
                spellings.insert(Array(form.utf8))
                spellings.insert(Array(form.precomposedStringWithCanonicalMapping.utf8))
                spellings.insert(Array(form.decomposedStringWithCanonicalMapping.utf8))
            }
            return spellings.sorted { $0.count > $1.count }
        }
        var firstBytes = [Bool](repeating: false, count: 256)
        for spelling in characters.first ?? [] { if let byte = spelling.first { firstBytes[Int(byte)] = true } }
        self.firstBytes = firstBytes
    }

    /// Whether the text occurs in `bytes` in any of its spellings.
    func occurs(in bytes: ArraySlice<UInt8>) -> Bool {
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(where: { firstBytes[Int($0)] }) {
            if matches(bytes, at: found, character: 0) { return true }
            start = found + 1
        }
        return false
    }

    /// Whether characters `character...` follow at `position`, trying each spelling (a
    /// shorter one may be the one that lets the rest follow).
    private func matches(_ bytes: ArraySlice<UInt8>, at position: Int, character: Int) -> Bool {
        guard character < characters.count else { return true }
        for spelling in characters[character] where bytes[position...].starts(with: spelling) {
            if matches(bytes, at: position + spelling.count, character: character + 1) { return true }
        }
        return false
    }
}
