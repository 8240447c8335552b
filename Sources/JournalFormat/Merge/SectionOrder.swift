/// The order of the merged entry's chunks: a three-way merge of each version's list of
/// chunk keys, where a chunk changed on a side counts as a different element, so that a
/// section one side deleted and the other changed is kept.
enum SectionOrder {
    static func merge(base: [EntryChunk], ours: [EntryChunk], theirs: [EntryChunk]) -> [String] {
        let baseLines = Dictionary(base.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
        func tokens(_ chunks: [EntryChunk]) -> [String] {
            chunks.map { baseLines[$0.key] == $0.lines ? $0.key : $0.key + "*" }
        }
        let (baseTokens, oursTokens, theirsTokens) = (tokens(base), tokens(ours), tokens(theirs))
        let oursKeys = Set(ours.map(\.key))
        let theirsKeys = Set(theirs.map(\.key))
        var order: [String] = []
        func add(_ tokens: some Sequence<String>) {
            for token in tokens {
                let key = token.hasSuffix("*") ? String(token.dropLast()) : token
                if !order.contains(key) { order.append(key) }
            }
        }
        for region in ThreeWayRegions(base: baseTokens, ours: oursTokens, theirs: theirsTokens).regions {
            switch region {
            case .stable(let index, _, _):
                add([baseTokens[index]])
            case .changed(let b, let o, let t):
                if Array(oursTokens[o]) == Array(baseTokens[b]) {
                    add(theirsTokens[t])
                } else if Array(theirsTokens[t]) == Array(baseTokens[b])
                    || Array(oursTokens[o]) == Array(theirsTokens[t])
                {
                    add(oursTokens[o])
                } else {
                    // Both sides changed the list here: keep every section either side has,
                    // except one a side deleted that the other left as it was.
                    let deleted = { (token: String) in
                        baseLines[token] != nil && (!oursKeys.contains(token) || !theirsKeys.contains(token))
                    }
                    add(interleave(Array(oursTokens[o]), Array(theirsTokens[t])).filter { !deleted($0) })
                }
            }
        }
        return order
    }

    /// Both lists in one, keeping each one's order: shared elements once, and between them
    /// the first list's own elements before the second's.
    static func interleave(_ first: [String], _ second: [String]) -> [String] {
        let matches = LineMatching.match(first, second)
        var result: [String] = []
        var next = 0
        for (index, element) in first.enumerated() {
            if let match = matches[index] {
                result += second[next..<match]
                next = match + 1
            }
            result.append(element)
        }
        return result + second[next...]
    }
}
