/// The shapes of a TOML bare value that ``TOMLReader`` tells apart, matched byte by byte.
enum BareValueShape {
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `[+-]?` then one or more digits (and `_` when `underscores`), nothing else.
    static func isDigits(_ bytes: [UInt8], signed: Bool, underscores: Bool) -> Bool {
        var body = bytes[...]
        if signed, let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            body = body.dropFirst()
        }
        return !body.isEmpty && body.allSatisfy { isDigit($0) || (underscores && $0 == UInt8(ascii: "_")) }
    }

    /// A decimal whole number TOML allows: `[+-]?(0|[1-9](_?[0-9])*)`.
    static func isDecimalInteger(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { body = body.dropFirst() }
        guard let first = body.first, isDigit(first) else { return false }
        if first == UInt8(ascii: "0") { return body.count == 1 }
        var previousUnderscore = false
        for byte in body.dropFirst() {
            if byte == UInt8(ascii: "_") {
                if previousUnderscore { return false }
                previousUnderscore = true
            } else if isDigit(byte) {
                previousUnderscore = false
            } else {
                return false
            }
        }
        return !previousUnderscore
    }

    /// `[+-]?(inf|nan|[0-9][0-9_]*(\.[0-9_]+)?([eE][+-]?[0-9_]+)?)`.
    static func isFloat(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { body = body.dropFirst() }
        if Array(body) == Array("inf".utf8) || Array(body) == Array("nan".utf8) { return true }
        guard let first = body.first, isDigit(first) else { return false }
        var rest = body.drop { isDigit($0) || $0 == UInt8(ascii: "_") }
        if rest.first == UInt8(ascii: ".") {
            let fraction = rest.dropFirst().prefix { isDigit($0) || $0 == UInt8(ascii: "_") }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let exponent = rest.prefix { isDigit($0) || $0 == UInt8(ascii: "_") }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    /// `[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt][0-9:.]+([Zz]|[+-][0-9:]+)?)?` or `[0-9]{2}:[0-9:.]+`.
    static func isDateOrTime(_ bytes: [UInt8]) -> Bool {
        func digits(_ range: Range<Int>) -> Bool { range.upperBound <= bytes.count && bytes[range].allSatisfy(isDigit) }
        func timeBytes(_ slice: ArraySlice<UInt8>) -> Bool {
            !slice.isEmpty && slice.allSatisfy { isDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        }
        if bytes.count >= 3, digits(0..<2), bytes[2] == UInt8(ascii: ":") { return timeBytes(bytes[3...]) }
        guard bytes.count >= 10, digits(0..<4), bytes[4] == UInt8(ascii: "-"), digits(5..<7),
            bytes[7] == UInt8(ascii: "-"), digits(8..<10)
        else { return false }
        guard bytes.count > 10 else { return true }
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else { return false }
        let time = bytes[11...].prefix { isDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        guard !time.isEmpty else { return false }
        let zone = bytes[(11 + time.count)...]
        guard let mark = zone.first else { return true }
        if mark == UInt8(ascii: "Z") || mark == UInt8(ascii: "z") { return zone.count == 1 }
        guard mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-") else { return false }
        let offset = zone.dropFirst()
        return !offset.isEmpty && offset.allSatisfy { isDigit($0) || $0 == UInt8(ascii: ":") }
    }
}
