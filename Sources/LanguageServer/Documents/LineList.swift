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
        var bytes: [UInt8]
        /// Where each line ends in ``bytes`` (its line break included).
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
        var text = text
        text.withUTF8 { bytes in
            var ranges = LineRanges(bytes)
            var builder = Builder()
            var endsWithLineBreak = true
            while let line = ranges.nextLine() {
                builder.append(UnsafeBufferPointer(rebasing: bytes[line.full]))
                endsWithLineBreak = line.hasLineBreak
            }
            if endsWithLineBreak { builder.append(EmptyCollection<UInt8>()) }  // The empty last line.
            chunks = builder.finish()
        }
        reindex(from: 0)
    }

    /// Line `index`, with its line break.
    public subscript(index: Int) -> String {
        let (chunk, line) = locate(index)
        return String(decoding: chunks[chunk].bytes[span(of: line, in: chunks[chunk])], as: UTF8.self)
    }

    /// The lines' bytes, one after the other (costs the document's size).
    public var utf8: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.bytes.count })
        for chunk in chunks { bytes += chunk.bytes }
        return bytes
    }

    /// Replaces lines `range` with `lines` (each with its line break, as the lines around
    /// them need), rewriting only the chunks `range` touches.
    public mutating func replaceLines(_ range: Range<Int>, with lines: [String]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        guard !chunks.isEmpty else {
            var builder = Builder()
            for line in lines { builder.append(line) }
            chunks = builder.finish()
            return reindex(from: 0)
        }
        let (firstChunk, firstLine) = locate(Swift.min(range.lowerBound, count - 1))
        let (lastChunk, lastLine) = range.isEmpty ? (firstChunk, firstLine) : locate(range.upperBound - 1)
        var builder = Builder()
        let first = chunks[firstChunk]
        let keptBefore = range.lowerBound == count ? first.ends.count : firstLine
        for line in 0..<keptBefore { builder.append(first.bytes[span(of: line, in: first)]) }
        for line in lines { builder.append(line) }
        let last = chunks[lastChunk]
        let keptAfter = range.lowerBound == count ? last.ends.count : range.isEmpty ? lastLine : lastLine + 1
        for line in keptAfter..<last.ends.count { builder.append(last.bytes[span(of: line, in: last)]) }
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

    /// Collects lines into chunks of about ``chunkSize``, each array exactly as large as it holds.
    private struct Builder {
        var pending: [UInt8] = []
        var ends: [UInt32] = []
        var chunks: [Chunk] = []

        mutating func append(_ line: some Collection<UInt8>) {
            pending.append(contentsOf: line)
            ends.append(UInt32(pending.count))
            if pending.count >= LineList.chunkSize { cut() }
        }

        mutating func append(_ line: String) {
            var line = line
            line.withUTF8 { append($0) }
        }

        mutating func cut() {
            guard !ends.isEmpty else { return }
            chunks.append(Chunk(bytes: Array(pending), ends: Array(ends)))
            pending.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        }

        mutating func finish() -> [Chunk] {
            cut()
            return chunks
        }
    }
}
