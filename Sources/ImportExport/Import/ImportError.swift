/// Why an export could not be read at all; entries that cannot be imported are skipped and
/// reported in the summary instead.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notAnExport(path: String, expected: String)
    /// An entry whose date, time or time zone cannot be read as written: the import stops
    /// rather than move it to another day or time.
    case badEntry(path: String, entry: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .notAnExport(path, expected): return "\(path) is not \(expected)"
        case let .badEntry(path, entry, reason): return "cannot import \(path): the entry '\(entry)' \(reason)"
        }
    }
}
