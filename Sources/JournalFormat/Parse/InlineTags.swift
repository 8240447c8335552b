#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Inline `#tags` in what the user wrote, as Obsidian and Bear read them.
///
/// A tag is `#` at the start of a line or after a space or tab, followed by letters, digits
/// (of any script), `_`, `-` or `/`, with at least one character that is not a digit (so `#1`
/// and `#2026` are not tags). A trailing `-` or `/` is not part of it. `# Heading`, `##`,
/// `&#35;`, `https://example.com/#part` and `[text](#anchor)` hold no tag; neither does a code
/// span. The caller leaves out code blocks and removes HTML comments first.
enum InlineTags {
    /// The tags in `text`, without their `#`, in order of first appearance, each once
    /// (compared without regard to case; the first spelling is kept).
    static func find(in text: [UInt8]) -> [String] {
        var tags = TagList()
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != newline { lineEnd += 1 }
            find(in: text, line: lineStart..<lineEnd, into: &tags)
            lineStart = lineEnd + 1
        }
        return tags.names
    }

    /// Whether `bytes` could hold a tag at all: a `#` followed by something other than a space,
    /// a tab, a line end or another `#`. Most entries have none, and skip the real search.
    static func mayContainTag(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(mayContainTag) }

    static func mayContainTag(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index + 1 < bytes.count, let found = memchr(base + index, Int32(hash), bytes.count - 1 - index) {
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let next = bytes[index + 1]
            if next != hash, next != space, next != tab, next != newline, next != 0x0D { return true }
            index += 1
        }
        return false
    }

    /// The tags on one line of `text` (a range without its line break), added to `tags`.
    static func find(in text: [UInt8], line: Range<Int>, into tags: inout TagList) {
        walk(text, line: line) { name, _ in tags.add(name) }
    }

    /// The tags on one line of `text`, each with the bytes of its name (after the `#`), for
    /// the language server's references and rename: the same reading as ``find(in:line:into:)``.
    static func places(in text: [UInt8], line: Range<Int>) -> [(name: String, range: Range<Int>)] {
        var found: [(name: String, range: Range<Int>)] = []
        walk(text, line: line) { name, range in found.append((name, range)) }
        return found
    }

    private static func walk(_ text: [UInt8], line: Range<Int>, _ found: (String, Range<Int>) -> Void) {
        // Most lines hold no `#` at all: one vector scan settles them.
        let hasHash = text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0 + line.lowerBound, Int32(hash), line.count) != nil } ?? false
        }
        guard hasHash else { return }
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = text[index]
            if byte == backtick {
                index = endOfCodeSpan(in: text, from: index, lineEnd: line.upperBound)
                continue
            }
            if byte == hash, index == line.lowerBound || text[index - 1] == space || text[index - 1] == tab {
                let (name, end) = tagName(in: text, from: index + 1, lineEnd: line.upperBound)
                if let name { found(name, (index + 1)..<(index + 1 + name.utf8.count)) }
                index = max(end, index + 1)
                continue
            }
            index += 1
        }
    }

    /// Past the code span that opens with the backticks at `start`, or past the backticks
    /// alone when no run of the same length closes it on the line (then they are text).
    private static func endOfCodeSpan(in text: [UInt8], from start: Int, lineEnd: Int) -> Int {
        var openEnd = start
        while openEnd < lineEnd, text[openEnd] == backtick { openEnd += 1 }
        let length = openEnd - start
        var index = openEnd
        while index < lineEnd {
            guard text[index] == backtick else {
                index += 1
                continue
            }
            var runEnd = index
            while runEnd < lineEnd, text[runEnd] == backtick { runEnd += 1 }
            if runEnd - index == length { return runEnd }
            index = runEnd
        }
        return openEnd
    }

    /// The tag whose name starts at `start` (`nil` when there is none there), and where the
    /// run of tag characters ends. The name is the run's own bytes, made into a `String` once
    /// (a `String` built scalar by scalar cost `export json` a third of its tag reading); its
    /// trailing `-` and `/` and its digits are single bytes. An ASCII byte is a scalar of its
    /// own and is read as one; only a longer scalar is decoded.
    private static func tagName(in text: [UInt8], from start: Int, lineEnd: Int) -> (String?, Int) {
        var end = start
        while end < lineEnd {
            if text[end] < 0x80 {
                guard isTagScalar(Unicode.Scalar(text[end])) else { break }
                end += 1
                continue
            }
            var decoder = UTF8()
            var iterator = text[end..<lineEnd].makeIterator()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), isTagScalar(scalar) else { break }
            end += UTF8.width(scalar)
        }
        var nameEnd = end
        while nameEnd > start, text[nameEnd - 1] == UInt8(ascii: "-") || text[nameEnd - 1] == UInt8(ascii: "/") {
            nameEnd -= 1
        }
        guard text[start..<nameEnd].contains(where: { !(0x30...0x39).contains($0) }) else { return (nil, end) }
        let name = text.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<nameEnd]), as: UTF8.self)
        }
        return (name, end)
    }

    private static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || scalar == "_" || scalar == "-" || scalar == "/"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    private static let hash = UInt8(ascii: "#")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let backtick = UInt8(ascii: "`")
}

/// Tag names in order of first appearance, each once regardless of case.
struct TagList {
    private(set) var names: [String] = []
    /// The lower case of each of `names`, in their order. An entry holds a handful of tags,
    /// looked through one by one for less than hashing them into a set costs (a tenth of
    /// `export json`'s tag reading); past ``fewTags`` they are hashed into `seen`.
    private var keys: [String] = []
    private var seen: Set<String>?
    private static let fewTags = 16

    init(_ names: [String] = []) {
        for name in names { add(name) }
    }

    mutating func add(_ name: String) {
        let key = name.lowercased()
        if seen != nil {
            guard seen!.insert(key).inserted else { return }
        } else {
            guard !keys.contains(key) else { return }
            keys.append(key)
            if keys.count > Self.fewTags {
                seen = Set(keys)
                keys = []
            }
        }
        names.append(name)
    }
}

/// An entry's tags, read the same way by the full parse and the quick summary reader.
enum EntryTags {
    /// - Parameters:
    ///   - prose: Asked only when `bytes` may hold a tag: the content ranges of the lines that may hold tags: every line after the
    ///     front matter except those of code and HTML blocks.
    ///   - mayContainTag: ``InlineTags/mayContainTag(_:)-([UInt8])`` of `bytes`, when the caller
    ///     has asked it already (the summary reader, which keeps no prose lines without a tag):
    ///     a second scan of the whole entry cost `export json` 1%.
    static func read(
        _ bytes: [UInt8], prose: () -> [Range<Int>], frontMatter: FrontMatter?, thoughts: [ThoughtRecord],
        mayContainTag: Bool? = nil
    ) -> [String] {
        var tags = TagList(frontMatter?.tags ?? [])
        if mayContainTag ?? InlineTags.mayContainTag(bytes) {
            for tag in inline(bytes, prose: prose()) { tags.add(tag) }
        }
        for record in thoughts {
            for tag in record.tags { tags.add(tag) }
        }
        return tags.names
    }

    /// The inline tags of the `prose` lines of `bytes`, read from their text joined by line
    /// breaks with HTML comments removed. Lines are read where they are when none holds a
    /// comment, as in most entries: one search of the whole text says so for most, where a
    /// search of each line (for the comment, then for a `#`) cost a fifth of reading the tags.
    private static func inline(_ bytes: [UInt8], prose: [Range<Int>]) -> [String] {
        let commentOpen = Array("<!--".utf8)
        var tags = TagList()
        guard bytes.offset(of: commentOpen, in: bytes.indices) != nil,
            prose.contains(where: { bytes.offset(of: commentOpen, in: $0) != nil })
        else {
            forEachLineWithHash(of: prose, in: bytes) { InlineTags.find(in: bytes, line: $0, into: &tags) }
            return tags.names
        }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        for range in prose {
            text += bytes[range]
            text.append(UInt8(ascii: "\n"))
        }
        for tag in InlineTags.find(in: HTMLComment.removing(from: text)) { tags.add(tag) }
        return tags.names
    }

    /// Each of the `prose` lines (in order, as they are in `bytes`) that holds a `#`, found by
    /// searching the text for each `#` once, not each line for one: a line without one holds
    /// no tag, and most lines hold none.
    private static func forEachLineWithHash(
        of prose: [Range<Int>], in bytes: [UInt8], _ body: (Range<Int>) -> Void
    ) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var line = 0
            var from = 0
            while line < prose.count, from < buffer.count,
                let found = memchr(base + from, Int32(UInt8(ascii: "#")), buffer.count - from)
            {
                let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                while line < prose.count, prose[line].upperBound <= hash { line += 1 }
                guard line < prose.count else { return }
                if prose[line].lowerBound <= hash {
                    body(prose[line])
                    from = prose[line].upperBound
                    line += 1
                } else {
                    // A `#` outside the prose (front matter, a code block): on to the next line of it.
                    from = prose[line].lowerBound
                }
            }
        }
    }
}
