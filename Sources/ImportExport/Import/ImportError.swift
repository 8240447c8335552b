/// Why an export could not be read at all; entries that cannot be imported are skipped and
/// reported in the summary instead.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notAnExport(path: String, expected: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .notAnExport(path, expected): return "\(path) is not \(expected)"
        }
    }
}
