/// How big a POSIX extended regular expression grows once glibc's `regcomp` has written out
/// its repetitions: `a{1,1000}` is a thousand copies of `a`, and the automaton built from them
/// grows with the square of that, so `a{1,32767}` asks for gigabytes before a byte is searched
/// (the time limit covers the search, not the compiling). nightly refuses a pattern past
/// ``limit``, as ripgrep refuses one past its size limit.
///
/// The count is a bound read from the pattern's text alone, in one pass: an atom is one, a
/// group is one more than what it holds, `*` and `?` add one, `+` doubles, `{m,n}` multiplies
/// by its upper count (by `m + 1` for `{m,}`). A pattern that is not valid is counted as far
/// as it reads; `regcomp` then says what is wrong with it.
enum PatternSize {
    /// The most a pattern may count: `a{1,2000}` compiles in about 30 MB.
    static let limit = 2_000

    /// The pattern's size, saturating at a little past ``limit``.
    static func of(_ pattern: String) -> Int {
        var reader = Reader(bytes: Array(pattern.utf8))
        return reader.alternation(depth: 0)
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        private static let cap = PatternSize.limit + 1

        /// `seq | seq | …` up to a `)` at the same depth or the end.
        mutating func alternation(depth: Int) -> Int {
            var total = sequence(depth: depth)
            while index < bytes.count, bytes[index] == UInt8(ascii: "|") {
                index += 1
                total = Self.add(total, 1 + sequence(depth: depth))
            }
            return total
        }

        mutating func sequence(depth: Int) -> Int {
            var total = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "|") || (byte == UInt8(ascii: ")") && depth > 0) { break }
                var atom = self.atom(depth: depth)
                while let factor = quantifier() { atom = factor(atom) }
                total = Self.add(total, atom)
            }
            return total
        }

        private mutating func atom(depth: Int) -> Int {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "("):
                let inner = alternation(depth: depth + 1)
                if index < bytes.count, bytes[index] == UInt8(ascii: ")") { index += 1 }
                return Self.add(inner, 1)
            case UInt8(ascii: "["):
                skipBracket()
            case UInt8(ascii: "\\"):
                if index < bytes.count { index += 1 }
            default:
                break
            }
            return 1
        }

        /// Past a bracket expression: `]` first is a member, and `[:alpha:]`, `[.x.]`, `[=x=]` nest.
        private mutating func skipBracket() {
            if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "]") { return }
                if byte == UInt8(ascii: "["), index < bytes.count, ":.=".utf8.contains(bytes[index]) {
                    let close = bytes[index]
                    index += 1
                    while index + 1 < bytes.count, !(bytes[index] == close && bytes[index + 1] == UInt8(ascii: "]")) {
                        index += 1
                    }
                    index = min(bytes.count, index + 2)
                }
            }
        }

        /// The quantifier at `index`, as what it does to the size of the atom before it.
        private mutating func quantifier() -> ((Int) -> Int)? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "*"), UInt8(ascii: "?"):
                index += 1
                return { Self.add($0, 1) }
            case UInt8(ascii: "+"):
                index += 1
                return { Self.multiply($0, 2) }
            case UInt8(ascii: "{"):
                guard let copies = interval() else { return nil }
                return { Self.multiply($0, max(copies, 1)) }
            default:
                return nil
            }
        }

        /// `{m}`, `{m,}`, `{m,n}`, `{,n}`: the most copies it writes out; nil (and nothing read)
        /// when the brace starts no interval.
        private mutating func interval() -> Int? {
            var cursor = index + 1
            func number() -> Int? {
                var value: Int?
                while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
                    value = min(Self.cap, (value ?? 0) * 10 + Int(bytes[cursor] - UInt8(ascii: "0")))
                    cursor += 1
                }
                return value
            }
            let low = number()
            var high = low
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") {
                cursor += 1
                high = number() ?? (low ?? 0) + 1
            }
            guard low != nil || high != nil, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") else {
                return nil
            }
            index = cursor + 1
            return max(low ?? 0, high ?? 0)
        }

        private static func add(_ a: Int, _ b: Int) -> Int { min(cap, a + b) }
        private static func multiply(_ a: Int, _ b: Int) -> Int { min(cap, a * b) }
    }
}
