/// What an importer read from an export: the entries it can place, and the ones it cannot
/// (a day or time that does not exist, an unknown time zone), which the import skips and
/// names in its summary.
public struct ImportedExport: Sendable {
    public var entries: [ImportedEntry] = []
    public var unreadable: [UnreadableEntry] = []
    /// Files of a folder journal that were not read (a FIFO, a device), each with why.
    public var skippedFiles: [String] = []

    public init(entries: [ImportedEntry] = [], unreadable: [UnreadableEntry] = [], skippedFiles: [String] = []) {
        self.entries = entries
        self.unreadable = unreadable
        self.skippedFiles = skippedFiles
    }

    static func += (lhs: inout ImportedExport, rhs: ImportedExport) {
        lhs.entries += rhs.entries
        lhs.unreadable += rhs.unreadable
        lhs.skippedFiles += rhs.skippedFiles
    }
}

/// An entry of an export that cannot be placed in a day, and why.
public struct UnreadableEntry: Sendable, Equatable {
    /// The export file it is in.
    public var path: String
    /// Where in that file: `line 12`, `entry 3`.
    public var place: String
    /// The entry as the export has it: its `[date time] title` line, or its date.
    public var label: String
    public var reason: String

    /// The summary's line: `skipped journal.txt line 12 '[2026-02-30 09:00] Title': it has a date that does not exist`.
    public var line: String {
        "skipped \(path) \(place) '\(label)': it \(reason)"
    }
}
