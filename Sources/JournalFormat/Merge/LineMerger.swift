/// Merges the lines of one chunk three ways and collects the result.
struct LineMerger {
    /// The break given to a line that had none and now has a successor.
    let lineEnding: [UInt8]
    private(set) var lines: [MergeLine] = []
    private(set) var keptBoth = 0

    init(lineEnding: [UInt8]) {
        self.lineEnding = lineEnding
    }

    /// Appends the merge of one chunk's three versions.
    /// - Parameter frontMatter: Lines of `ours` (0-based, half-open) that hold YAML front matter.
    mutating func merge(base: [MergeLine], ours: [MergeLine], theirs: [MergeLine], frontMatter: Range<Int>?) {
        let regions = ThreeWayRegions(base: base.map(\.key), ours: ours.map(\.key), theirs: theirs.map(\.key))
        for region in regions.regions {
            switch region {
            case .stable(let b, let o, let t):
                lines.append(Self.merged(base[b], ours[o], theirs[t])!)
            case .changed(let b, let o, let t):
                let inFrontMatter = frontMatter?.contains(o.lowerBound) ?? false
                resolve(Array(base[b]), Array(ours[o]), Array(theirs[t]), inFrontMatter: inFrontMatter)
            }
        }
    }

    /// Adds a blank line, unless the merge so far is empty or already ends with one.
    mutating func separate() {
        guard let last = lines.last, !last.isBlank else { return }
        lines.append(MergeLine(content: [], ending: lineEnding))
    }

    /// The merged file: every line that is followed by another ends with a line break.
    func bytes() -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, line) in lines.enumerated() {
            bytes += line.content
            bytes += line.ending.isEmpty && index + 1 < lines.count ? lineEnding : line.ending
        }
        return bytes
    }

    private mutating func resolve(_ base: [MergeLine], _ ours: [MergeLine], _ theirs: [MergeLine], inFrontMatter: Bool)
    {
        let contents = { (lines: [MergeLine]) in lines.map(\.content) }
        if theirs == base || ours == theirs {
            lines += ours
        } else if ours == base || contents(ours) == contents(base) {
            lines += theirs
        } else if contents(theirs) == contents(base) {
            lines += ours
        } else if base.isEmpty {
            lines += ours + theirs
        } else if ours.count == theirs.count, ours.count == base.count {
            mergeLineByLine(base, ours, theirs, inFrontMatter: inFrontMatter)
        } else {
            keepBoth(ours, theirs, inFrontMatter: inFrontMatter)
        }
    }

    /// Lines of equal count on all three sides, merged one by one; neighbouring lines both
    /// sides changed differently are kept both ways under one note.
    private mutating func mergeLineByLine(
        _ base: [MergeLine], _ ours: [MergeLine], _ theirs: [MergeLine], inFrontMatter: Bool
    ) {
        var index = 0
        while index < base.count {
            if let line = Self.merged(base[index], ours[index], theirs[index]) {
                lines.append(line)
                index += 1
                continue
            }
            var end = index + 1
            while end < base.count, Self.merged(base[end], ours[end], theirs[end]) == nil { end += 1 }
            keepBoth(Array(ours[index..<end]), Array(theirs[index..<end]), inFrontMatter: inFrontMatter)
            index = end
        }
    }

    private mutating func keepBoth(_ ours: [MergeLine], _ theirs: [MergeLine], inFrontMatter: Bool) {
        let note = EntryMerge.note(deletedOnOneSide: ours.isEmpty || theirs.isEmpty, inFrontMatter: inFrontMatter)
        lines.append(MergeLine(content: Array(note.utf8), ending: lineEnding))
        lines += ours
        if !inFrontMatter, let last = ours.last, let first = theirs.first, Self.wouldJoin(last, first) {
            lines.append(MergeLine(content: [], ending: lineEnding))
        }
        lines += theirs
        keptBoth += 1
    }

    /// Whether `next`, written right below `line`, would continue its paragraph when rendered,
    /// so that the two versions kept under the note would read as one. Two list items stay
    /// apart without a blank line (which would make the list loose).
    private static func wouldJoin(_ line: MergeLine, _ next: MergeLine) -> Bool {
        guard !line.isBlank, !next.isBlank else { return false }
        return !(startsListItem(line) && startsListItem(next))
    }

    private static func startsListItem(_ line: MergeLine) -> Bool {
        let indent = line.content.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return ListMarker.contentStart(in: line.content) != indent
    }

    /// One line merged three ways, or nil when both sides changed its text differently.
    /// The text is compared without the checkbox state, which is merged on its own: a side
    /// that changed the tick wins, so a tick on one side survives an edit on the other.
    static func merged(_ base: MergeLine, _ ours: MergeLine, _ theirs: MergeLine) -> MergeLine? {
        let done = ours.isTicked == base.isTicked ? theirs.isTicked : ours.isTicked
        let ending = ours.ending == base.ending ? theirs.ending : ours.ending
        let chosen: MergeLine
        if ours.key == theirs.key {
            chosen = ours.content == base.content ? theirs : ours
        } else if ours.key == base.key {
            chosen = theirs
        } else if theirs.key == base.key {
            chosen = ours
        } else {
            return nil
        }
        return MergeLine(content: chosen.ticked(done).content, ending: ending)
    }
}
