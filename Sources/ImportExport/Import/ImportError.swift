import JournalFormat

/// Why an export could not be read at all; entries that cannot be imported are skipped and
/// reported in the summary instead.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notAnExport(path: String, expected: String)
    /// An entry whose date, time or time zone cannot be read as written: the import stops
    /// rather than move it to another day or time.
    case badEntry(path: String, entry: String, reason: String)
    /// A line of a log (harsh's) that cannot be read: the import stops, and changes nothing.
    case badLine(path: String, line: Int, message: String)
    /// An entry dated outside the days nightly keeps (``EntryDate/supported``): the import
    /// stops before it writes anything, a usage error (exit 64).
    case unsupportedDay(EntryDate)
    /// An import that failed part-way: every file it wrote was put back, but those of `left`.
    case nothingImported(reason: String, left: [String])

    /// The exit status a command ends with: 64 (EX_USAGE) for a day outside the supported
    /// range, 1 for the rest.
    public var exitStatus: Int32 {
        if case .unsupportedDay = self { return 64 }
        return 1
    }

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .notAnExport(path, expected): return "\(path) is not \(expected)"
        case let .badEntry(path, entry, reason): return "cannot import \(path): the entry '\(entry)' \(reason)"
        case let .badLine(path, line, message): return "\(path):\(line): \(message)"
        case let .unsupportedDay(date):
            return "an entry is dated \(date.iso), outside the days nightly keeps "
                + "(\(EntryDate.supported.lowerBound.iso) to \(EntryDate.supported.upperBound.iso)); nothing was imported"
        case let .nothingImported(reason, left) where left.isEmpty:
            return "nothing was imported: \(reason); every file it wrote was put back"
        case let .nothingImported(reason, left):
            return "nothing was imported: \(reason); these files could not be put back and are left as written: "
                + left.joined(separator: ", ")
        }
    }
}
