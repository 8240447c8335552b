/// A stretch of an entry the merge matches across versions: the text before the first
/// section, or one section with whatever follows it up to the next section.
struct EntryChunk: Sendable {
    /// What identifies the chunk in every version: `preamble`, the section's kind
    /// (`journal`, `action-step`, …) or `other:` and its title, then `#2`, `#3` for a repeat.
    var key: String
    var lines: [MergeLine]

    /// The chunks of `entry`, in order; together they hold every line of it.
    static func chunks(of entry: Entry) -> [EntryChunk] {
        let lines = MergeLine.lines(of: entry.bytes)
        var chunks: [EntryChunk] = []
        var seen: [String: Int] = [:]
        let starts = entry.sections.map { $0.lines.lowerBound - 1 }
        chunks.append(EntryChunk(key: "preamble", lines: Array(lines[0..<(starts.first ?? lines.count)])))
        for (index, section) in entry.sections.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : lines.count
            var key = section.kind == .other ? "other:" + section.title.lowercased() : section.kind.rawValue
            seen[key, default: 0] += 1
            if let count = seen[key], count > 1 { key += "#\(count)" }
            chunks.append(EntryChunk(key: key, lines: Array(lines[starts[index]..<end])))
        }
        return chunks
    }
}
