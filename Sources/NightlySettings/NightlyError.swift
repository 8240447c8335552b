/// Errors nightly's commands report that are not about a journal file.
public enum NightlyError: Error, Equatable, CustomStringConvertible {
    case badEnvironment(String)
    case badDate(String)
    case nothingToDo(String)

    public var description: String {
        switch self {
        case .badEnvironment(let message), .nothingToDo(let message): return message
        case .badDate(let text): return "'\(text)' is not a day nightly knows; use \(DateExpression.accepted)"
        }
    }
}
