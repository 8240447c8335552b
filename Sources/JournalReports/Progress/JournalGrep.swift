import Dispatch
import Foundation
import JournalFormat
import TextLines

/// `nightly grep`: lines of entries that match an extended regular expression (as `grep -E`),
/// optionally only inside one kind of section, between two days and in entries carrying some
/// tags, in date order. The template's prompts are left out unless ``includePrompts`` is set.
///
/// Files are searched on all cores. A file is first tested whole (by a vector scan when the
/// pattern is plain text, see ``LiteralPrefilter``), so only files with a match are split into
/// lines, and only those are parsed when a section is asked for.
public struct JournalGrep: Sendable {
    /// A line shown: one that matched, or with ``context`` a line around one.
    public struct Match: Sendable, Equatable {
        public var date: EntryDate
        public var path: String
        public var line: Int
        /// The line's bytes, without its line break.
        public var text: [UInt8]
        /// Byte ranges of the matches in ``text``, for colour; empty for a context line.
        public var ranges: [Range<Int>]
        /// Whether the line is context (`-A`, `-B`, `-C`) rather than a match.
        public var isContext: Bool
        /// Whether the line before it is in the same group of lines around a match: shown, or a
        /// line holding only a template prompt, which takes its place in the context as every
        /// line of the file does in grep(1) but is not shown. No `--` goes between the two.
        public var continuesGroup: Bool

        public init(
            date: EntryDate, path: String, line: Int, text: [UInt8], ranges: [Range<Int>], isContext: Bool = false,
            continuesGroup: Bool = false
        ) {
            self.date = date
            self.path = path
            self.line = line
            self.text = text
            self.ranges = ranges
            self.isContext = isContext
            self.continuesGroup = continuesGroup
        }
    }

    /// Which day's files come first.
    public enum Order: String, Sendable, CaseIterable {
        case oldest, newest
    }

    public var pattern: String
    public var ignoreCase: Bool
    public var section: SectionKind?
    public var since: EntryDate?
    public var until: EntryDate?
    public var tags: TagFilter
    /// Search the template's prompts (HTML comments every new entry starts with) too.
    public var includePrompts: Bool
    /// Lines of context shown before and after each matching line, as `grep -B` and `-A`.
    public var before: Int
    public var after: Int
    public var order: Order

    public init(
        pattern: String, ignoreCase: Bool = false, section: SectionKind? = nil, since: EntryDate? = nil,
        until: EntryDate? = nil, tags: TagFilter = TagFilter([]), includePrompts: Bool = false, before: Int = 0,
        after: Int = 0, order: Order = .oldest
    ) {
        self.pattern = pattern
        self.ignoreCase = ignoreCase
        self.section = section
        self.since = since
        self.until = until
        self.tags = tags
        self.includePrompts = includePrompts
        self.before = before
        self.after = after
        self.order = order
    }

    /// How long a search may take by default before it gives up.
    public static let defaultTimeLimit: Duration = .seconds(10)

    /// Searches every entry of `journal` and gathers the matches; see
    /// ``search(_:timeLimit:found:)``.
    public func search(
        _ journal: Journal, timeLimit: Duration = defaultTimeLimit
    ) throws -> (matches: [Match], problems: [String]) {
        let gathered = Gathered()
        let problems = try search(journal, timeLimit: timeLimit) { gathered.matches.append($0) }
        return (gathered.matches, problems)
    }

    /// Searches every entry of `journal`; ``section`` is found by the journal's section titles.
    ///
    /// Each line is handed to `found` as soon as it is known and every line before it has
    /// been, file by file in ``order`` and line by line in each file, so a search with a
    /// million matches holds none of them: `found` is called from one thread at a time.
    ///
    /// The C library's matcher backtracks, so a pattern such as `(a|aa)*\1c` can take hours
    /// on a long line. The search runs on worker threads, and when it is not done within
    /// `timeLimit` it is abandoned (its threads run on until the process exits) and an error
    /// says so: a command fails in bounded time instead of hanging.
    /// - Returns: A message per file that could not be searched.
    /// - Throws: ``RegexError`` for a bad pattern, ``TimedOut`` for one that ran out of time,
    ///   ``JournalError`` when the folder cannot be listed.
    public func search(
        _ journal: Journal, timeLimit: Duration = defaultTimeLimit, found: @escaping @Sendable (Match) -> Void
    ) throws -> [String] {
        _ = try PosixRegex(pattern, ignoreCase: ignoreCase)
        var files = try journal.entryFiles().filter { file in
            (since.map { file.date >= $0 } ?? true) && (until.map { file.date <= $0 } ?? true)
        }
        if order == .newest { files.reverse() }
        let done = DispatchSemaphore(value: 0)
        let outcome = ResultSlots<[String]>(count: 1)
        Thread { [files] in
            outcome[0] = search(files, in: journal, found: found)
            done.signal()
        }.start()
        let (seconds, attoseconds) = timeLimit.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        guard done.wait(timeout: .now() + .nanoseconds(Int(min(nanoseconds, 1e18)))) == .success,
            let result = outcome[0]
        else {
            throw TimedOut(pattern: pattern, timeLimit: timeLimit)
        }
        return result
    }

    /// Searches `files` on all cores, each worker taking the next file; see ``OrderedDelivery``.
    private func search(
        _ files: [EntryFile], in journal: Journal, found: @escaping @Sendable (Match) -> Void
    ) -> [String] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        let prompts = includePrompts ? TemplatePrompts(templates: []) : journal.templatePrompts()
        let reader = EntryFileReader(journal)
        let literal = LiteralPrefilter(pattern: pattern, ignoreCase: ignoreCase)
        let names = journal.entryPathNames()
        let inOrder = OrderedDelivery<Match>(count: files.count, consumer: found)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // glibc's regexec locks its pattern, so each worker compiles its own.
            guard let regex = try? PosixRegex(pattern, ignoreCase: ignoreCase) else { return }
            while let index = inOrder.nextFile() {
                let file = files[index]
                do {
                    let bytes = try reader.read(file)
                    // The display path is built only for a file that matches or fails.
                    try search(
                        bytes, date: file.date, path: names.displayPath(file), titles: journal.sectionTitles,
                        prompts: prompts, regex, literal: literal
                    ) { inOrder.found($0, in: index) }
                    inOrder.finished(index, problem: nil)
                } catch {
                    inOrder.finished(index, problem: "\(error)")
                }
            }
        }
        return inOrder.problems
    }

    /// The matching lines of one file's bytes, and the context around them, handed to `found`
    /// in order.
    func search(
        _ bytes: [UInt8], date: EntryDate, path lazyPath: @autoclosure () -> String, titles: SectionTitles,
        prompts: TemplatePrompts, _ regex: PosixRegex, literal: LiteralPrefilter? = nil,
        found: (Match) -> Void
    ) throws {
        // Whether the text may hold a match: the literal scan says no for most files, and the
        // matcher runs only on the lines it lets through.
        func mayMatch(_ text: ArraySlice<UInt8>) -> Bool {
            literal?.occurs(in: text) ?? (regex.firstMatch(in: text) != nil)
        }
        // A clone that was never unlocked holds ciphertext, which would just never match.
        if bytes.starts(with: JournalError.gitCryptHeader) { throw JournalError.locked(path: lazyPath()) }
        if let literal, !literal.occurs(in: bytes[...]) { return }
        // Lines may end in a lone CR, which the C library does not treat as a line end.
        var probe = bytes.contains(0x0D) ? bytes.map { $0 == 0x0D ? 0x0A : $0 } : bytes
        guard mayMatch(probe[...]) else { return }
        // Prompts are blanked out of what is matched (line breaks kept, so lines still count),
        // and a line that was only a prompt is not searched at all.
        let promptRanges = prompts.ranges(in: bytes)
        for range in promptRanges {
            for index in range where probe[index] != 0x0A { probe[index] = UInt8(ascii: " ") }
        }
        if !promptRanges.isEmpty, !mayMatch(probe[...]) { return }
        let path = lazyPath()
        if !tags.isEmpty {
            let summary = try EntrySummary.read(bytes, date: date, path: path, titles: titles)
            guard tags.matches(summary) else { return }
        }
        var allowed: [ClosedRange<Int>]?
        if let section {
            let entry = try Entry.parse(bytes, date: date, path: path, titles: titles)
            allowed = entry.sections.filter { $0.kind == section }.map(\.lines)
        }
        // Context: the last lines that may be shown before a match, and how many may follow.
        // Every line of the file counts, as in grep(1): a line holding only a prompt takes its
        // place in a group but is not shown, and the group goes on across it.
        var recent: [(line: Int, range: Range<Int>, hidden: Bool)] = []
        var groupEnd = 0
        // Whether each line since the last one shown went on its group.
        var unbroken = true
        var afterLeft = 0
        func show(_ line: Int, _ range: Range<Int>, ranges: [Range<Int>], hidden: Bool) {
            let continues = groupEnd > 0 && groupEnd == line - 1 && unbroken
            if hidden {
                unbroken = continues
            } else {
                found(
                    Match(
                        date: date, path: path, line: line, text: Array(bytes[range]), ranges: ranges,
                        isContext: ranges.isEmpty, continuesGroup: continues))
                unbroken = true
            }
            groupEnd = line
        }
        // Lines end at `\n`, `\r\n` or a lone `\r`, as the parser that numbered the sections reads them.
        for (index, textLine) in LineRanges.lines(of: bytes).enumerated() {
            let (line, start, end) = (index + 1, textLine.start, textLine.contentEnd)
            if allowed?.contains(where: { $0.contains(line) }) ?? true {
                let hidden = isOnlyPrompt(start..<end, in: bytes, prompts: promptRanges)
                let text = probe[start..<end]
                let ranges = hidden ? [] : literal?.occurs(in: text) ?? true ? regex.allMatches(in: text) : []
                if !ranges.isEmpty {
                    for earlier in recent where earlier.line > groupEnd {
                        show(earlier.line, earlier.range, ranges: [], hidden: earlier.hidden)
                    }
                    recent.removeAll(keepingCapacity: true)
                    show(line, start..<end, ranges: ranges, hidden: false)
                    afterLeft = after
                } else if afterLeft > 0 {
                    show(line, start..<end, ranges: [], hidden: hidden)
                    afterLeft -= 1
                } else if before > 0 {
                    if recent.count == before { recent.removeFirst() }
                    recent.append((line, start..<end, hidden))
                }
            }
        }
    }

    /// Whether the line at `range` holds nothing but prompts and blanks.
    private func isOnlyPrompt(_ range: Range<Int>, in bytes: [UInt8], prompts: [Range<Int>]) -> Bool {
        guard !prompts.isEmpty else { return false }
        var touchesPrompt = false
        for index in range where bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") {
            guard prompts.contains(where: { $0.contains(index) }) else { return false }
            touchesPrompt = true
        }
        return touchesPrompt
    }

    /// Matches gathered for the caller that wants them all at once.
    private final class Gathered: @unchecked Sendable {
        var matches: [Match] = []
    }
}

/// A search that did not finish within its time limit.
public struct TimedOut: Error, Equatable, CustomStringConvertible {
    public var pattern: String
    public var timeLimit: Duration
    public var description: String {
        "gave up on '\(pattern)' after \(timeLimit): back-references and repetitions inside repetitions can "
            + "take hours on a long line; simplify the pattern, or give --time-limit"
    }
}

/// A bad regular expression, with the C library's explanation.
public struct RegexError: Error, Equatable, CustomStringConvertible {
    public var pattern: String
    public var reason: String
    public var description: String { "'\(pattern)' is not a regular expression: \(reason)" }
}

/// A POSIX extended regular expression (`regcomp` with `REG_EXTENDED | REG_NEWLINE`), so
/// matching is the C library's and `^`, `$` and `.` stop at line ends as in grep.
final class PosixRegex: @unchecked Sendable {
    private var regex = regex_t()

    init(_ pattern: String, ignoreCase: Bool) throws {
        guard PatternSize.of(pattern) <= PatternSize.limit else {
            throw RegexError(
                pattern: pattern,
                reason: "it grows past the size nightly compiles once its repetitions are written out "
                    + "(\(PatternSize.limit) copies in all, as `a{1,\(PatternSize.limit)}`); use smaller counts in {m,n}"
            )
        }
        let flags = REG_EXTENDED | REG_NEWLINE | (ignoreCase ? REG_ICASE : 0)
        let status = regcomp(&regex, pattern, flags)
        guard status == 0 else {
            var buffer = [CChar](repeating: 0, count: 256)
            regerror(status, &regex, &buffer, buffer.count)
            throw RegexError(
                pattern: pattern,
                reason: String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
        }
    }

    deinit { regfree(&regex) }

    /// The byte range of the first match in `bytes`, or `nil`. With `REG_STARTEND` the C
    /// library reads only the bytes given, so a file is matched where it lies, not copied.
    func firstMatch(in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        bytes.withUnsafeBufferPointer { buffer in
            withNonEmpty(buffer) { firstMatch(in: $0, from: 0, count: bytes.count) }
        }
    }

    /// `body` on `buffer`, or on a one-byte buffer when `buffer` has no storage (an empty slice).
    private func withNonEmpty<Result>(
        _ buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard buffer.baseAddress == nil else { return body(buffer) }
        return [UInt8(0)].withUnsafeBufferPointer(body)
    }

    /// The first match in `buffer[start..<count]` (offsets from the buffer's start), using
    /// `REG_STARTEND` so the search from each start copies nothing.
    private func firstMatch(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Range<Int>? {
        var match = regmatch_t()
        match.rm_so = regoff_t(start)
        match.rm_eo = regoff_t(count)
        let status = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            regexec(&regex, $0, 1, &match, REG_STARTEND | (start > 0 ? REG_NOTBOL : 0))
        }
        guard status == 0 else { return nil }
        return Int(match.rm_so)..<Int(match.rm_eo)
    }

    /// Every non-overlapping match in one line, as offsets from the line's start.
    func allMatches(in line: ArraySlice<UInt8>) -> [Range<Int>] {
        line.withUnsafeBufferPointer { lineBuffer in
            withNonEmpty(lineBuffer) { buffer in
                var ranges: [Range<Int>] = []
                var offset = 0
                while offset <= line.count, let range = firstMatch(in: buffer, from: offset, count: line.count) {
                    ranges.append(range)
                    offset = range.isEmpty ? range.upperBound + 1 : range.upperBound
                }
                return ranges
            }
        }
    }
}
