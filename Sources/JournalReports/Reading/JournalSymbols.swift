import Foundation
import JournalFormat
import TextLines

/// The journal searched by name for an editor's symbol search (`workspace/symbol`): days by
/// their date and what was written in them, tags, and thought records by their situation, so
/// typing "dentist" finds the day one wrote about the dentist.
///
/// Files are read on all cores as the reports read them; a vector scan rules out the files
/// that do not hold the query (compared without regard to ASCII case), and only the others
/// are parsed.
public struct JournalSymbols: Sendable {
    public struct Symbol: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case day, tag, situation
        }
        public var kind: Kind
        /// "2026-11-20 Friday: the first line", "#work", or a record's situation.
        public var name: String
        public var date: EntryDate
        public var file: EntryFile
        /// 1-based line where the symbol is.
        public var line: Int
        /// That line's text (without its line break), to count columns in.
        public var lineText: String
        /// The symbol's UTF-8 columns in ``lineText``.
        public var columns: Range<Int>
    }

    /// How many files are read at once, newest first.
    static let batch = 1024

    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }

    /// The symbols that match `query`, newest day first, at most `limit` of them. An empty
    /// query lists the last `limit` days.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public func search(_ query: String, limit: Int = 200) throws -> [Symbol] {
        let wanted = query.trimmingCharacters(in: .whitespaces).lowercased()
        var files = try journal.entryFiles()
        if wanted.isEmpty { files = Array(files.suffix(limit)) }
        let prefilter = LiteralPrefilter(pattern: wanted, ignoreCase: true)
        let reader = EntryFileReader(journal)
        let titles = journal.sectionTitles
        let prompts = journal.templatePrompts()
        // Newest first, a batch at a time, until enough are found: a query that most days
        // match ("the") reads the last few years, not a lifetime.
        var symbols: [Symbol] = []
        var tagsSeen: Set<String> = []
        var end = files.endIndex
        while end > files.startIndex, symbols.count < limit {
            let start = max(files.startIndex, end - Self.batch)
            let found = concurrentMap(Array(files[start..<end])) { file -> [Symbol] in
                guard let bytes = try? reader.read(file) else { return [] }
                let byDate =
                    wanted.isEmpty || file.date.iso.contains(wanted)
                    || file.date.weekdayName.lowercased().hasPrefix(wanted)
                if !byDate {
                    if let prefilter {
                        guard prefilter.occurs(in: bytes[...]) else { return [] }
                    } else if !String(decoding: bytes, as: UTF8.self).lowercased().contains(wanted) {
                        return []
                    }
                }
                guard let entry = try? Entry.parse(bytes, date: file.date, path: file.relativePath, titles: titles)
                else { return [] }
                return Self.symbols(of: entry, file: file, matching: wanted, byDate: byDate, prompts: prompts)
            }
            // A tag once, at its latest use.
            for daySymbols in found.reversed() {
                for symbol in daySymbols {
                    if symbol.kind == .tag, !tagsSeen.insert(symbol.name.lowercased()).inserted { continue }
                    symbols.append(symbol)
                }
            }
            end = start
        }
        return Array(symbols.prefix(limit))
    }

    private static func symbols(
        of entry: Entry, file: EntryFile, matching wanted: String, byDate: Bool, prompts: TemplatePrompts
    ) -> [Symbol] {
        let bytes = entry.bytes
        let lines = LineRanges.lines(of: bytes).map { String(decoding: bytes[$0.content], as: UTF8.self) }
        func text(_ line: Int) -> String { line >= 1 && line <= lines.count ? lines[line - 1] : "" }
        func symbol(_ kind: Symbol.Kind, _ name: String, line: Int, columns: Range<Int>? = nil) -> Symbol {
            let lineText = text(line)
            return Symbol(
                kind: kind, name: name, date: file.date, file: file, line: line, lineText: lineText,
                columns: columns ?? 0..<lineText.utf8.count)
        }
        var symbols: [Symbol] = []
        let day = "\(file.date.iso) \(file.date.weekdayName)"
        let preview = DayPreview(entry, prompts: prompts, lineLimit: 1)
        if byDate || preview?.firstLine?.lowercased().contains(wanted) == true {
            symbols.append(symbol(.day, preview?.firstLine.map { "\(day): \($0)" } ?? day, line: 1))
        } else if let line = firstWritten(lines, containing: wanted, in: entry) {
            let written = lines[line - 1].trimmingBlanks()
            symbols.append(symbol(.day, "\(day): \(written)", line: line))
        }
        var tagsSeen: Set<String> = []
        // The places come in file order: one pass finds all their lines.
        var cursor = LineColumnCursor(bytes: entry.bytes)
        for place in entry.tagPlaces() where place.name.lowercased().contains(wanted) && !wanted.isEmpty {
            guard tagsSeen.insert(place.name.lowercased()).inserted else { continue }
            let (line, column) = cursor.lineAndColumn(of: place.range.lowerBound)
            symbols.append(symbol(.tag, "#" + place.name, line: line, columns: column..<(column + place.range.count)))
        }
        for record in entry.thoughts {
            guard let situation = record.trigger, !wanted.isEmpty, situation.lowercased().contains(wanted) else {
                continue
            }
            symbols.append(symbol(.situation, situation, line: record.line))
        }
        return symbols
    }

    /// The first line below the front matter that holds `wanted` and is not a heading.
    private static func firstWritten(_ lines: [String], containing wanted: String, in entry: Entry) -> Int? {
        let first = (entry.frontMatter?.lines.upperBound ?? 0) + 1
        guard first <= lines.count else { return nil }
        return (first...lines.count).first { number in
            let line = lines[number - 1]
            return ATXHeading.level(of: line.utf8) == nil && line.lowercased().contains(wanted)
        }
    }

    /// The 1-based line and UTF-8 column of byte `offset` of `bytes`.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var cursor = LineColumnCursor(bytes: bytes)
        return cursor.lineAndColumn(of: offset)
    }
}

/// The 1-based lines and UTF-8 columns of byte offsets asked in increasing order, each line
/// passed once: an entry with 100,000 tags on one line is not read 100,000 times from its start.
struct LineColumnCursor {
    private var cursor: LineCursor

    init(bytes: [UInt8]) { cursor = LineCursor(bytes) }

    /// The line and column of `offset`; an offset before the last one asked counts from the start again.
    mutating func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let (line, start) = cursor.line(of: offset)
        return (line + 1, offset - start)
    }
}
