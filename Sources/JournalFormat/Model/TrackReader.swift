/// Reads the values of a few tracks out of many days' front matter: the keys' bytes are made
/// once, and each day's front matter is read once, with no field made (see
/// ``FrontMatterFields/valueRanges(of:in:)``), falling back to its fields for a value written
/// as a block list.
public struct TrackReader: Sendable {
    /// The tracks' names and kinds, in order (a track's question is not kept: it is not read).
    public let names: [String]
    public let kinds: [Track.Kind]
    private let keys: FrontMatterFields.KeySet

    public init(_ tracks: [Track]) {
        names = tracks.map(\.name)
        kinds = tracks.map(\.kind)
        keys = FrontMatterFields.KeySet(names)
    }

    /// The values in `summary`'s front matter as numbers (``TrackValue/number``: a habit's yes
    /// 1, no 0, skip nil), in the tracks' order: what the comparisons of `insights` add up.
    public func numbers(in summary: EntrySummary) -> [Double?] {
        guard !summary.frontMatter.isEmpty else { return Array(repeating: nil, count: kinds.count) }
        let quick = summary.frontMatter.utf8.withContiguousStorageIfAvailable { bytes in
            FrontMatterFields.valueRanges(of: keys, in: bytes).map { ranges in
                // Borrowed where they lie: a kind is not copied for each day.
                kinds.withUnsafeBufferPointer { kinds in
                    ranges.indices.map { index in ranges[index].flatMap { kinds[index].number(bytes, $0) } }
                }
            }
        }
        return (quick ?? nil) ?? values(in: summary).map { $0?.number }
    }

    /// As ``numbers(in:)``, read straight from an entry's bytes (its front matter, up to the
    /// closing fence): what a scan that reads the day anyway reads, keeping no text.
    public func numbers(inEntry bytes: [UInt8]) -> [Double?] {
        let quick = bytes.withUnsafeBufferPointer { bytes in
            FrontMatterFields.valueRanges(of: keys, in: bytes).map { ranges in
                kinds.withUnsafeBufferPointer { kinds in
                    ranges.indices.map { index in ranges[index].flatMap { kinds[index].number(bytes, $0) } }
                }
            }
        }
        if let quick { return quick }
        let fields = FrontMatterFields.read(bytes) ?? []
        return names.indices.map { index in
            FrontMatterFields.field(names[index], in: fields).flatMap { kinds[index].read($0.text)?.number }
        }
    }

    /// The values in `summary`'s front matter, in the tracks' order: nil where a track has no
    /// value, or one it cannot take.
    public func values(in summary: EntrySummary) -> [TrackValue?] {
        guard !summary.frontMatter.isEmpty else { return Array(repeating: nil, count: kinds.count) }
        var text = summary.frontMatter
        let quick = text.withUTF8 { bytes in
            FrontMatterFields.valueRanges(of: keys, in: bytes).map { ranges in
                ranges.indices.map { index in ranges[index].flatMap { kinds[index].read(bytes, $0) } }
            }
        }
        if let quick { return quick }
        let fields = summary.fields
        return names.indices.map { index in
            FrontMatterFields.field(names[index], in: fields).flatMap { kinds[index].read($0.text) }
        }
    }
}
