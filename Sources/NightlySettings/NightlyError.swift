import JournalFormat

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
            if let missing = DateExpression(text).missingDayMessage { return "'\(text)' names no day: \(missing)" }
            return "'\(text)' is not a day nightly knows; use \(DateExpression.accepted)"
        }
    }
}

extension NightlyError {
    /// A day outside ``EntryDate/supported`` that came in as `source` (a DATE, `--today`,
    /// `NIGHTLY_TODAY`, an import's date): a usage error (exit 64) that names the range.
    public static func unsupported(_ day: EntryDate, named source: String) -> NightlyError {
        let subject = source == day.iso || source == "'\(day.iso)'" ? day.iso : "\(source) (\(day.iso))"
        return .usage(
            "\(subject) lies outside the days nightly keeps (\(EntryDate.supported.lowerBound.iso) to "
                + "\(EntryDate.supported.upperBound.iso)): reports and awards look up to a year around a day")
    }

    /// `day` when it lies in ``EntryDate/supported``.
    /// - Throws: ``unsupported(_:named:)`` otherwise.
    public static func requireSupported(_ day: EntryDate, named source: String) throws -> EntryDate {
        guard day.isSupported else { throw unsupported(day, named: source) }
        return day
    }
}
