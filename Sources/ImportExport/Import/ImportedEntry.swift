import JournalFormat

/// One entry read from another journal program, before it lands in a day file.
public struct ImportedEntry: Sendable, Equatable {
    /// The day it lands in: the entry's local date.
    public var date: EntryDate
    /// `HH:MM`, local time; `nil` when the source has none.
    public var time: String?
    public var title: String?
    /// Markdown, already converted: `#tags`, photo links, no Day One escapes.
    public var body: String
    public var starred: Bool
    /// Photos the body links to, to be copied next to the day file.
    public var photos: [ImportedPhoto]
    /// What of the entry could not be carried over (a photo missing from the export, say):
    /// the entry is imported without it, and the summary says so.
    public var problems: [String]

    public init(
        date: EntryDate, time: String?, title: String?, body: String, starred: Bool = false,
        photos: [ImportedPhoto] = [], problems: [String] = []
    ) {
        self.date = date
        self.time = time
        self.title = title
        self.body = body
        self.starred = starred
        self.photos = photos
        self.problems = problems
    }

    /// The paragraph the entry becomes in the day's Journal section (see nightly-journal(5)):
    /// a `### HH:MM Title ★` heading, a blank line, then the body.
    public var markdown: String {
        let heading = (["###", time, title.map(Self.oneLine), starred ? "★" : nil] as [String?])
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        let text = body.trimmingTrailingBlankLines()
        return text.isEmpty ? heading : heading + "\n\n" + text
    }

    /// How the summary names the entry: its date, time and title.
    public var label: String {
        ([date.iso, time, title] as [String?]).compactMap { $0 }.joined(separator: " ")
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}

extension String {
    /// Without trailing blank lines and trailing spaces, and without leading blank lines.
    func trimmingTrailingBlankLines() -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}
