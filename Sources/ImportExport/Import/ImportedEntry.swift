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
        let text = body.trimmingTrailingBlankLines()
        return text.isEmpty ? heading : heading + "\n\n" + text
    }

    /// The paragraph's heading line: `### HH:MM Title ★`.
    public var heading: String {
        let rest = ([title.map(Self.oneLine), starred ? "★" : nil] as [String?])
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        let stamped =
            time.flatMap { ClockTime($0) }.map { $0.stamp(rest) }
            ?? ([time, rest] as [String?]).compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return stamped.isEmpty ? "###" : "### " + stamped
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
    /// Every line ending as `\n`: Windows' `\r\n` and a lone `\r` (which Markdown also reads
    /// as a line ending). Swift holds `\r\n` as one `Character`, so text is split on `\n` only
    /// after this.
    func normalisingLineEndings() -> String {
        guard utf8.contains(0x0D) else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        var afterReturn = false
        for byte in utf8 {
            if byte == 0x0A, afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = byte == 0x0D
            result.append(afterReturn ? 0x0A : byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Without trailing spaces, tabs and carriage returns on each line, and without blank
    /// lines at the start and the end. Works on the UTF-8 bytes: imports run it on every entry.
    func trimmingTrailingBlankLines() -> String {
        var lines: [ArraySlice<UInt8>] = []
        for line in Array(utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var end = line.endIndex
            while end > line.startIndex, [0x20, 0x09, 0x0D].contains(line[end - 1]) { end -= 1 }
            lines.append(line[line.startIndex..<end])
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        return String(decoding: Array(lines.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
    }
}
