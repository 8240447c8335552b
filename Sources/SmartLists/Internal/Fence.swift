/// A line of 3+ backticks or tildes that opens or closes fenced code (spec R1.6).
struct Fence {
    var character: UInt8
    var length: Int
    /// An info string (`swift` in ```` ```swift ````) marks an opening fence: closers have none.
    var hasInfo: Bool

    /// Whether `line`, seen inside this fence, closes it.
    func isClosed(by other: Fence) -> Bool {
        other.character == character && other.length >= length && !other.hasInfo
    }
}
