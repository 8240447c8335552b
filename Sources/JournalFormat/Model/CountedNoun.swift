/// A number with its noun, singular for one: `1 entry`, `2 entries`, `0 files`.
///
/// Every message that prints a count before a noun goes through here, so none says
/// "1 entries" again.
public enum CountedNoun {
    /// `number` followed by `singular` when it is 1, else by `plural` (`singular` + "s" by default).
    /// - Parameter grouped: The number with commas between thousands (`12,345`), as reports print it.
    public static func of(_ number: Int, _ singular: String, _ plural: String? = nil, grouped: Bool = false) -> String {
        let digits = grouped ? Self.grouped(number) : String(number)
        return "\(digits) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `12345` as `12,345`, the same in every locale so output is stable.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}
