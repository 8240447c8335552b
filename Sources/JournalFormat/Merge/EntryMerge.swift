/// Merges three versions of one day's entry, section by section, without losing a word.
///
/// This is the logic behind `nightly merge-driver` (see nightly-journal(5)):
/// - sections are matched by kind (or by title for the user's own sections); a section added
///   on one side is kept where that side put it, one deleted on one side is deleted unless
///   the other side changed it;
/// - inside a section the lines are merged three ways, like `diff3`: a change on one side is
///   taken, the same change on both sides is taken once;
/// - a task item ticked on either side ends ticked, even when the other side edited its text;
/// - lines added at the same place on both sides (two new paragraphs, two thought records) are
///   all kept, this machine's first;
/// - when both sides changed the same lines differently, both versions are kept, this
///   machine's first, under ``note`` (``deletedNote`` when one side deleted them; a YAML
///   comment inside front matter).
///
/// Lines keep their own bytes and line breaks; a line that gains a successor gets the
/// dominant line break of this machine's version.
public enum EntryMerge {
    /// What a merge produced.
    public struct Result: Equatable, Sendable {
        /// The merged file.
        public var bytes: [UInt8]
        /// How many places both sides changed the same lines, each now holding both versions
        /// under a note.
        public var keptBoth: Int
    }

    /// The line placed before two versions of lines both sides changed.
    public static let note = "<!-- nightly: changed on two machines; both versions kept below -->"
    /// The line placed before lines one side deleted and the other changed.
    public static let deletedNote = "<!-- nightly: deleted on one machine, changed on the other; kept below -->"

    /// The note for a place where both sides changed the same lines. Inside YAML front matter
    /// it is a YAML comment (`# nightly: …`), since an HTML comment there would be YAML.
    public static func note(deletedOnOneSide: Bool, inFrontMatter: Bool) -> String {
        let note = deletedOnOneSide ? deletedNote : self.note
        guard inFrontMatter else { return note }
        return "# " + note.dropFirst("<!-- ".count).dropLast(" -->".count)
    }

    /// Merges `ours` (this machine's version) and `theirs` (the other's) against `base`.
    /// - Parameters:
    ///   - date: The entry's day. When `base` is empty (both sides created the file), the
    ///     day's template stands in for it, so the template's lines are not doubled.
    ///   - path: Names the file in errors.
    /// - Throws: ``JournalError/invalidUTF8(path:line:column:)`` for any version that is not
    ///   UTF-8; such input is not merged.
    public static func merge(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], date: EntryDate? = nil, path: String = ""
    ) throws -> Result {
        let (base, ours, theirs) = try parse(base: base, ours: ours, theirs: theirs, date: date, path: path)
        if ours.bytes == theirs.bytes || base.bytes == theirs.bytes { return Result(bytes: ours.bytes, keptBoth: 0) }
        if base.bytes == ours.bytes { return Result(bytes: theirs.bytes, keptBoth: 0) }
        return mergeSections(base: base, ours: ours, theirs: theirs)
    }

    static func parse(base: [UInt8], ours: [UInt8], theirs: [UInt8], date: EntryDate?, path: String) throws
        -> (Entry, Entry, Entry)
    {
        let baseBytes = base.isEmpty ? date.map { Array(EntryTemplate.text(for: $0).utf8) } ?? [] : base
        return (
            try Entry.parse(baseBytes, date: date, path: "\(path) (base)"),
            try Entry.parse(ours, date: date, path: "\(path) (ours)"),
            try Entry.parse(theirs, date: date, path: "\(path) (theirs)")
        )
    }

    /// The merge itself, without the shortcuts for identical versions.
    static func mergeSections(base: Entry, ours: Entry, theirs: Entry) -> Result {
        let chunks = (
            base: EntryChunk.chunks(of: base), ours: EntryChunk.chunks(of: ours), theirs: EntryChunk.chunks(of: theirs)
        )
        var merger = LineMerger(lineEnding: ours.lineEnding.bytes)
        let neighbours = Set(
            [chunks.ours, chunks.theirs].flatMap { version in
                zip(version, version.dropFirst()).map { [$0.key, $1.key] }
            })
        var previous: String?
        for key in SectionOrder.merge(base: chunks.base, ours: chunks.ours, theirs: chunks.theirs) {
            // Sections that follow each other on neither side (two sections added at the end
            // on two machines) get a blank line between them, as a heading usually has.
            if let previous, !neighbours.contains([previous, key]) { merger.separate() }
            previous = key
            let oursLines = chunks.ours.first { $0.key == key }?.lines ?? []
            let theirsLines = chunks.theirs.first { $0.key == key }?.lines ?? []
            let baseLines =
                chunks.base.first { $0.key == key }?.lines
                ?? Array(zip(oursLines, theirsLines).prefix { $0 == $1 }.map(\.0))
            merger.merge(
                base: baseLines, ours: oursLines, theirs: theirsLines,
                frontMatter: key == "preamble" ? ours.frontMatter.map(yamlLines) : nil)
        }
        return Result(bytes: merger.bytes(), keptBoth: merger.keptBoth)
    }

    /// The 0-based indices of the YAML lines between the front matter's fences.
    static func yamlLines(_ frontMatter: FrontMatter) -> Range<Int> {
        // 1-based fence lines L...U are 0-based L-1 and U-1; the YAML lies between them.
        frontMatter.lines.lowerBound..<(frontMatter.lines.upperBound - 1)
    }
}
