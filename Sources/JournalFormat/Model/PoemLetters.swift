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
        if let letters = readScalars(value) { return letters }
        return value.split(whereSeparator: { !$0.isLetter }).filter { $0.count == 1 }.map { letter in
            let capital = letter.uppercased()
            return capital.count == 1 ? Character(capital) : letter.first!
        }
    }

    /// ``read(_:)`` of a value of ASCII and the separators templates write (`K · M · R`,
    /// `K — M — R`), read scalar by scalar with no `Character`: each of those scalars is a
    /// character of its own (a CR LF pair is one, and a separator either way), and only ASCII
    /// letters are letters, all with a capital of one letter. `nil` for any other value.
    /// `export json` reads thousands of poems' letters.
    private static func readScalars(_ value: String) -> [Character]? {
        var letters: [Character] = []
        var run = 0
        var last: UInt8 = 0
        for scalar in value.unicodeScalars {
            if scalar.isASCII, (scalar.value | 0x20) >= 0x61, (scalar.value | 0x20) <= 0x7A {
                run += 1
                last = UInt8(scalar.value) & 0xDF
                continue
            }
            guard scalar.isASCII || letterSeparators.contains(scalar.value) else { return nil }
            if run == 1 { letters.append(Character(Unicode.Scalar(last))) }
            run = 0
        }
        if run == 1 { letters.append(Character(Unicode.Scalar(last))) }
        return letters
    }

    /// Middle dot, en and em dash, bullet: not letters, and never part of another character.
    static let letterSeparators: [UInt32] = [0xB7, 0x2013, 0x2014, 0x2022]

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
