/// The bytes the engine's syntax is made of; everything it recognises is ASCII.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let greaterThan = UInt8(ascii: ">")
    static let lessThan = UInt8(ascii: "<")
    static let exclamationMark = UInt8(ascii: "!")
    static let dash = UInt8(ascii: "-")
    static let star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let underscore = UInt8(ascii: "_")
    static let dot = UInt8(ascii: ".")
    static let closingParenthesis = UInt8(ascii: ")")
    static let hash = UInt8(ascii: "#")
    static let equals = UInt8(ascii: "=")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")
    static let openingBracket = UInt8(ascii: "[")
    static let closingBracket = UInt8(ascii: "]")
    static let lowercaseX = UInt8(ascii: "x")
    static let uppercaseX = UInt8(ascii: "X")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")

    /// Space or tab: the only whitespace Markdown's block structure knows.
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    /// The column after `byte` when it starts at `column`: a tab advances to the next multiple
    /// of 4 (CommonMark §2.2, spec R0.1), anything else by one.
    static func column(after byte: UInt8, at column: Int) -> Int {
        byte == tab ? (column / 4 + 1) * 4 : column + 1
    }
}
