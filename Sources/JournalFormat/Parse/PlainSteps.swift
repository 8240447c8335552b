import TextLines

/// ``Entry/actionSteps`` for plain entries, read in one pass over the lines with no Markdown
/// parser and no copy of the entry, so `step` can find and tick a step in a very large entry,
/// or walk back through years of entries, at the cost of reading them.
///
/// Plain is what ``PlainLine`` reads below the front matter (no byte-order mark or ordered task
/// items); a task item there is one for cmark-gfm too. Anything else answers `nil`, and the caller
/// parses in full. `PlainStepsTests` hold the result to the full parse's wherever it answers.
enum PlainSteps {
    /// The steps of the first Action step section of `bytes` (valid UTF-8), in order, or `nil`
    /// when the entry is not plain.
    static func read(_ bytes: [UInt8], titles: SectionTitles) -> [ActionStep]? {
        guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> [ActionStep]? in
            var sections = PlainSections(buffer, titles: titles)
            _ = sections.skipFrontMatter()
            var steps = Reader()
            while let line = sections.next() {
                guard steps.read(line, in: bytes) else { return nil }
            }
            guard sections.isPlain else { return nil }
            return steps.steps
        }
    }

    /// The steps of the lines handed over one by one, for a caller reading them for more
    /// (``PlainReport``).
    struct Reader {
        private(set) var steps: [ActionStep] = []

        /// Reads one line; `false` when only the full parse can tell the steps.
        mutating func read(_ line: PlainSections.Line, in bytes: [UInt8]) -> Bool {
            switch line.kind {
            case .orderedTask:
                return false
            case .task where line.isInFirstSection(of: .actionStep):
                guard let step = ActionStep(bytes: bytes, line: line.range, number: line.number) else { return false }
                steps.append(step)
                return true
            default:
                return true
            }
        }
    }
}
