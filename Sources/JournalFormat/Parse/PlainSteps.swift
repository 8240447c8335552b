import TextLines

/// ``Entry/actionSteps`` for plain entries, read in one pass over the lines with no Markdown
/// parser and no copy of the entry, so `step` can find and tick a step in a very large entry,
/// or walk back through years of entries, at the cost of reading them.
///
/// Plain is what ``PlainLine`` reads (no byte-order mark, front matter or ordered task items);
/// a task item there is one for cmark-gfm too. Anything else answers `nil`, and the caller
/// parses in full. `PlainStepsTests` hold the result to the full parse's wherever it answers.
enum PlainSteps {
    /// The steps of the first Action step section of `bytes` (valid UTF-8), in order, or `nil`
    /// when the entry is not plain.
    static func read(_ bytes: [UInt8], titles: SectionTitles) -> [ActionStep]? {
        guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> [ActionStep]? in
            var lines = LineRanges(buffer)
            var inPrompt = false
            var inSection = false
            var sectionSeen = false
            var lineNumber = 0
            var steps: [ActionStep] = []
            while let range = lines.next() {
                lineNumber += 1
                guard let line = PlainLine.classify(buffer, range, inPrompt: &inPrompt), line != .orderedTask else {
                    return nil
                }
                switch line {
                case .heading(let level) where level <= 2:
                    inSection = false
                    if level == 2, !sectionSeen,
                        titles.kind(ofTitle: PlainLine.headingTitle(buffer, range)) == .actionStep
                    {
                        inSection = true
                        sectionSeen = true
                    }
                case .task where inSection:
                    guard let step = ActionStep(bytes: bytes, line: range, number: lineNumber) else { return nil }
                    steps.append(step)
                default:
                    continue
                }
            }
            return steps
        }
    }
}
