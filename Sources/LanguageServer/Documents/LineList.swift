import TextLines

/// A document's lines, stored as chunks of about 64 KB of UTF-8 bytes with where each line
/// ends, rather than as one `String` per line: a 53 MB entry of 1.2 million short lines takes
/// about its size in memory, not twice it, and a change rewrites only the chunk it falls in.
///
/// A copy shares the chunks (each is copied on write): the background check keeps its version
/// of the document while the next keystroke changes one chunk of the server's, instead of the
/// whole list of lines being copied. A line is never split between chunks; each line keeps
/// its line break but the document's last one.
public struct LineList: RandomAccessCollection, Sendable, Equatable {
    struct Chunk: Sendable, Equatable {
        /// The chunk's lines, one after the other: a native string, so a line is copied out
        /// of it by UTF-8 offsets without being validated again.
        var text: String
        /// Where each line ends in ``text``'s UTF-8 (its line break included).
        var ends: [UInt32]
    }

    /// Chunks are cut after the line that brings them to this size.
    static let chunkSize = 1 << 16

    private var chunks: [Chunk] = []
    /// The index of each chunk's first line.
    private var firstLines: [Int] = []
    public private(set) var count = 0

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The lines of `text`, split as ``TextDocument/split(_:)`` splits them, without a `String`
    /// per line.
    public init(text: String) {
        var loader = Loader()
        loader.add(text)
        self = loader.finish()
    }

    /// Builds a list from pieces of text, each ending with a line feed but the last, so no
    /// line break is cut in two (a `\r` at a piece's end stays with the `\n` after it).
    struct Loader {
        private var builder = Builder()
        private var endsWithLineBreak = true

        mutating func add(_ piece: String) {
            var text = piece
            text.makeContiguousUTF8()
            let lines = text.utf8.withContiguousStorageIfAvailable { LineRanges.lines(of: $0) } ?? []
            for line in lines {
                builder.append(LineList.substring(of: text, line.full))
                endsWithLineBreak = line.hasLineBreak
            }
        }

        consuming func finish() -> LineList {
            if endsWithLineBreak { builder.append(Substring()) }  // The empty last line.
            var list = LineList()
            list.chunks = builder.finish()
            list.reindex(from: 0)
            return list
        }
    }

    /// An empty list, not even the one empty line of an empty text.
    private init() {}

    /// Line `index`, with its line break.
    public subscript(index: Int) -> String {
        let (chunk, line) = locate(index)
        return String(Self.substring(of: chunks[chunk].text, span(of: line, in: chunks[chunk])))
    }

    /// How many UTF-8 bytes line `index` has, its line break included.
    public func utf8Count(ofLine index: Int) -> Int {
        let (chunk, line) = locate(index)
        return span(of: line, in: chunks[chunk]).count
    }

    /// Lines `range` joined, with their line breaks.
    public func text(lines range: Range<Int>) -> String {
        var text = ""
        var index = range.lowerBound
        while index < range.upperBound {
            let (chunk, line) = locate(index)
            let last = Swift.min(chunks[chunk].ends.count, line + range.upperBound - index)
            let start = span(of: line, in: chunks[chunk]).lowerBound
            let end = span(of: last - 1, in: chunks[chunk]).upperBound
            text += Self.substring(of: chunks[chunk].text, start..<end)
            index += last - line
        }
        return text
    }

    /// The lines' bytes, one after the other (costs the document's size).
    public var utf8: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.text.utf8.count })
        for chunk in chunks { bytes += chunk.text.utf8 }
        return bytes
    }

    /// The part of `text` at UTF-8 offsets `range`, which fall between characters' scalars.
    private static func substring(of text: String, _ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return text[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Replaces lines `range` with `lines` (each with its line break, as the lines around
    /// them need), rewriting only the chunks `range` touches.
    public mutating func replaceLines(_ range: Range<Int>, with lines: [String]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        guard !chunks.isEmpty else {
            var builder = Builder()
            for line in lines { builder.append(Substring(line)) }
            chunks = builder.finish()
            return reindex(from: 0)
        }
        let (firstChunk, firstLine) = locate(Swift.min(range.lowerBound, count - 1))
        let (lastChunk, lastLine) = range.isEmpty ? (firstChunk, firstLine) : locate(range.upperBound - 1)
        var builder = Builder()
        let first = chunks[firstChunk]
        let keptBefore = range.lowerBound == count ? first.ends.count : firstLine
        builder.append(lines: 0..<keptBefore, of: first)
        for line in lines { builder.append(Substring(line)) }
        let last = chunks[lastChunk]
        let keptAfter = range.lowerBound == count ? last.ends.count : range.isEmpty ? lastLine : lastLine + 1
        builder.append(lines: keptAfter..<last.ends.count, of: last)
        chunks.replaceSubrange(firstChunk...lastChunk, with: builder.finish())
        reindex(from: firstChunk)
    }

    /// Whether both hold the same lines, however they are cut into chunks.
    public static func == (lhs: LineList, rhs: LineList) -> Bool { lhs.elementsEqual(rhs) }

    /// Whether `lhs` holds exactly the lines `rhs`.
    public static func == (lhs: LineList, rhs: [String]) -> Bool { lhs.elementsEqual(rhs) }

    private func span(of line: Int, in chunk: Chunk) -> Range<Int> {
        (line == 0 ? 0 : Int(chunk.ends[line - 1]))..<Int(chunk.ends[line])
    }

    /// The chunk holding line `index`, and the line's index in it.
    private func locate(_ index: Int) -> (chunk: Int, line: Int) {
        precondition(index >= 0 && index < count, "line \(index) of \(count)")
        var low = 0, high = firstLines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstLines[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - firstLines[low])
    }

    private mutating func reindex(from chunk: Int) {
        firstLines.removeSubrange(Swift.min(chunk, firstLines.count)...)
        var next = chunk == 0 ? 0 : firstLines[chunk - 1] + chunks[chunk - 1].ends.count
        for index in chunk..<chunks.count {
            firstLines.append(next)
            next += chunks[index].ends.count
        }
        count = next
    }

    /// Collects lines into chunks of about ``chunkSize``.
    private struct Builder {
        var pending = ""
        var ends: [UInt32] = []
        var chunks: [Chunk] = []

        /// Adds one line, with its line break (the document's last line may be empty).
        mutating func append(_ line: Substring) {
            pending += line
            ends.append(UInt32(pending.utf8.count))
            if pending.utf8.count >= LineList.chunkSize { cut() }
        }

        /// Adds lines `lines` of `chunk` as they are: one copy of their text, their ends moved.
        mutating func append(lines: Range<Int>, of chunk: Chunk) {
            guard !lines.isEmpty else { return }
            let start = lines.lowerBound == 0 ? 0 : Int(chunk.ends[lines.lowerBound - 1])
            let base = pending.utf8.count
            pending += LineList.substring(of: chunk.text, start..<Int(chunk.ends[lines.upperBound - 1]))
            for end in chunk.ends[lines] { ends.append(UInt32(base + Int(end) - start)) }
            if pending.utf8.count >= LineList.chunkSize { cut() }
        }

        mutating func cut() {
            guard !ends.isEmpty else { return }
            // A copy as large as the text, without the room `+=` left for growing.
            chunks.append(Chunk(text: String(pending[...]), ends: ends))
            pending = ""
            ends = []
        }

        mutating func finish() -> [Chunk] {
            cut()
            return chunks
        }
    }
}
