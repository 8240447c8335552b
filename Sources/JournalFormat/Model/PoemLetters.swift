/// The day's three poem letters.
///
/// They are a pure function of the date, so the same day always shows the same letters, on
/// any machine: the day number (days since 1970-01-01) seeds SplitMix64, and three distinct
/// letters are drawn from ``alphabet``, which leaves out letters that rarely begin an English
/// line (Q, U, V, X, Y, Z). Once written into an entry, the entry's own letters are what count.
public enum PoemLetters {
    /// The letters the draw picks from.
    public static let alphabet: [Character] = Array("ABCDEFGHIJKLMNOPRSTW")

    /// The three letters for `date`.
    public static func forDate(_ date: EntryDate) -> [Character] {
        var state = UInt64(bitPattern: Int64(date.dayNumber))
        var pool = alphabet
        var letters: [Character] = []
        for _ in 0..<3 {
            let index = Int(splitMix64(&state) % UInt64(pool.count))
            letters.append(pool.remove(at: index))
        }
        return letters
    }

    /// The letters written after `Letters:`: single letters separated by anything else, in
    /// capitals where a letter has a capital of one letter ("ß" capitalises to "SS", so it stays).
    static func read(_ value: String) -> [Character] {
        var value = value
        return value.withUTF8 { read(utf8: $0) }
    }

    /// ``read(_:)`` of a value's UTF-8 bytes, which the entry's readers have.
    static func read(utf8 value: UnsafeBufferPointer<UInt8>) -> [Character] {
        var letters: [Character] = []
        letters.reserveCapacity(3)
        if forEachLetter(inTemplateValue: value, { letters.append(Character(Unicode.Scalar($0))) }) { return letters }
        return String(decoding: value, as: UTF8.self).split(whereSeparator: { !$0.isLetter }).filter { $0.count == 1 }
            .map { letter in
                let capital = letter.uppercased()
                return capital.count == 1 ? Character(capital) : letter.first!
            }
    }

    /// Hands `found` each letter, as a capital ASCII byte, of a value of ASCII and the separators
    /// templates write (`K · M · R`, `K — M — R`), read byte by byte with no `Character`: each
    /// ASCII byte and each of those separators is a character of its own (a CR LF pair is one,
    /// and a separator either way), and only ASCII letters are letters, all with a capital of
    /// one letter. `false` for any other value (after handing over some letters, maybe), which
    /// only `Character`'s rules read. `export json` reads thousands of poems' letters.
    static func forEachLetter(inTemplateValue value: UnsafeBufferPointer<UInt8>, _ found: (UInt8) -> Void) -> Bool {
        var run = 0
        var last: UInt8 = 0
        var index = 0
        while index < value.count {
            let byte = value[index]
            // Only the ASCII letters land in a-z once 0x20 is set.
            if (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A {
                run += 1
                last = byte & 0xDF
                index += 1
                continue
            }
            if byte < 0x80 {
                index += 1
            } else if let length = separatorLength(value, at: index) {
                index += length
            } else {
                return false
            }
            if run == 1 { found(last) }
            run = 0
        }
        if run == 1 { found(last) }
        return true
    }

    /// Middle dot, en and em dash, bullet: not letters, and never part of another character.
    static let letterSeparators: [UInt32] = [0xB7, 0x2013, 0x2014, 0x2022]

    /// The length of the UTF-8 of one of ``letterSeparators`` at `index`, or `nil`: `C2 B7`,
    /// `E2 80 93`, `E2 80 94` and `E2 80 A2`, compared as bytes (`PoemLettersTests` hold
    /// them to the scalars).
    static func separatorLength(_ value: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let rest = value.count - index
        if rest >= 2, value[index] == 0xC2, value[index + 1] == 0xB7 { return 2 }
        guard rest >= 3, value[index] == 0xE2, value[index + 1] == 0x80 else { return nil }
        switch value[index + 2] {
        case 0x93, 0x94, 0xA2: return 3
        default: return nil
        }
    }

    /// How a template writes them: `K · M · R`.
    static func written(_ letters: [Character]) -> String {
        letters.map(String.init).joined(separator: " · ")
    }

    private static func splitMix64(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
