/// Errors nightly's commands report that are not about a journal file.
public enum NightlyError: Error, Equatable, CustomStringConvertible {
    case badEnvironment(String)
    case badDate(String)
    case nothingToDo(String)
    /// Input a command cannot take (a value a track cannot hold, an unknown track): exit 64.
    case usage(String)
    /// A file holds what nightly cannot read and will not write over: exit 65 (EX_DATAERR).
    case badValue(String)

    public var description: String {
        switch self {
        case .badEnvironment(let message), .nothingToDo(let message), .usage(let message), .badValue(let message):
            return message
        case .badDate(let text):
            if let tooLong = DateExpression(text).tooLongMessage { return tooLong }
            return "'\(text)' is not a day nightly knows; use \(DateExpression.accepted)"
        }
    }
}
