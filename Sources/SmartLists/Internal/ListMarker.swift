/// A list marker: a bullet character, or a number with its delimiter (spec R1.1, R1.2).
enum ListMarker: Equatable {
    /// `-`, `*` or `+`.
    case bullet(UInt8)
    /// 1–9 digits (`digits` counts them, leading zeros included) and `.` or `)`.
    case ordered(number: Int, digits: Int, delimiter: UInt8)

    /// The marker's width in bytes (and columns: it is ASCII).
    var width: Int {
        switch self {
        case .bullet: 1
        case .ordered(_, let digits, _): digits + 1
        }
    }

    /// The digit count of a zero-padded number, 0 otherwise.
    var zeroPaddedWidth: Int {
        if case .ordered(_, let digits, _) = self, isZeroPadded { digits } else { 0 }
    }

    var number: Int? {
        if case .ordered(let number, _, _) = self { number } else { nil }
    }

    /// Two items belong to the same list only with the same bullet or the same delimiter (N1).
    func isSameType(as other: ListMarker) -> Bool {
        switch (self, other) {
        case (.bullet(let a), .bullet(let b)): a == b
        case (.ordered(_, _, let a), .ordered(_, _, let b)): a == b
        default: false
        }
    }

    /// This marker renumbered to `number`, keeping a zero-padded digit count (E3, N6), and
    /// padded with zeros to at least `zeroPaddedWidth` digits when a zero-padded item precedes.
    func renumbered(_ number: Int, zeroPaddedWidth: Int = 0) -> ListMarker {
        guard case .ordered(_, let digits, let delimiter) = self else { return self }
        let plainDigits = String(number).utf8.count
        let width = max(isZeroPadded ? max(digits, plainDigits) : plainDigits, zeroPaddedWidth)
        return .ordered(number: number, digits: width, delimiter: delimiter)
    }

    /// Whether the user chose leading zeros (`01.`), which new numbers keep (E3).
    var isZeroPadded: Bool {
        guard case .ordered(let number, let digits, _) = self else { return false }
        return digits >= 2 && digits > String(number).utf8.count
    }

    /// The marker as written; nil when a number needs more than the 9 digits CommonMark allows.
    var text: String? {
        switch self {
        case .bullet(let byte):
            return String(UnicodeScalar(byte))
        case .ordered(let number, let digits, let delimiter):
            let plain = String(number)
            guard digits <= 9 else { return nil }
            let zeros = String(repeating: "0", count: max(0, digits - plain.utf8.count))
            return zeros + plain + String(UnicodeScalar(delimiter))
        }
    }
}
