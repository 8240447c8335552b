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
        value.split(whereSeparator: { !$0.isLetter }).filter { $0.count == 1 }.map { letter in
            let capital = letter.uppercased()
            return capital.count == 1 ? Character(capital) : letter.first!
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
