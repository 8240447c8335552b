/// `show --json`'s object written byte by byte, as ``ReportJSON/encode(_:)`` writes the
/// report, for `export json`'s thousands of entries.
extension EntryReport {
    /// One more member of the object, written among the report's own keys in sorted order.
    public struct ExtraMember {
        public var key: String
        public var write: (inout ReportJSONWriter) -> Void

        public init(key: String, write: @escaping (inout ReportJSONWriter) -> Void) {
            self.key = key
            self.write = write
        }
    }

    /// The report as one object, with `extras` among its keys (`export json`'s `tracks`), and
    /// `text` when it is given, keys sorted as `JSONEncoder`'s `.sortedKeys` sorts them. The
    /// text is a parameter of its own rather than a member: every entry of `export json` has
    /// one, and a closure holding the entry's bytes, in an array sorted per entry, was three
    /// allocations an entry.
    public func writeJSON(
        to writer: inout ReportJSONWriter, text: UnsafeBufferPointer<UInt8>? = nil, adding extras: [ExtraMember] = []
    ) {
        let extras = extras.count > 1 ? extras.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : extras
        var next = extras.startIndex
        func writeExtras(before key: String) {
            while next < extras.endIndex, extras[next].key.utf8.lexicographicallyPrecedes(key.utf8) {
                writer.key(extras[next].key)
                extras[next].write(&writer)
                next += 1
            }
        }
        writer.openObject()
        for key in OwnKey.allCases {
            // `text` sorts between `tags` and `thoughts`.
            if key == .thoughts, let text {
                if !extras.isEmpty { writeExtras(before: "text") }
                writer.plainKey("text")
                writer.string(utf8: text)
            }
            if !extras.isEmpty { writeExtras(before: key.rawValue) }
            writer.plainKey(key.name)
            write(key, to: &writer)
        }
        for extra in extras[next...] {
            writer.key(extra.key)
            extra.write(&writer)
        }
        writer.closeObject()
    }

    /// Whether `key` sorts the same by bytes as by Foundation's `.sortedKeys` (which on Linux
    /// compares case-insensitively and numerically): lowercase ASCII letters, `-` and `_` only.
    /// A user's key (front matter, a track's name) with anything else is encoded by Foundation.
    public static func sortsByBytes(_ key: String) -> Bool {
        key.utf8.allSatisfy { (0x61...0x7A).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// The report's own keys, in sorted order.
    private enum OwnKey: String, CaseIterable {
        case actionSteps, date, diagnostics
        case frontMatter = "front_matter"
        case path, poem, sections, tags, thoughts, title, words

        /// ``rawValue`` as the writer's ``ReportJSONWriter/plainKey(_:)`` takes it.
        var name: StaticString {
            switch self {
            case .actionSteps: return "actionSteps"
            case .date: return "date"
            case .diagnostics: return "diagnostics"
            case .frontMatter: return "front_matter"
            case .path: return "path"
            case .poem: return "poem"
            case .sections: return "sections"
            case .tags: return "tags"
            case .thoughts: return "thoughts"
            case .title: return "title"
            case .words: return "words"
            }
        }
    }

    private func write(_ key: OwnKey, to writer: inout ReportJSONWriter) {
        switch key {
        case .actionSteps:
            writer.openArray()
            for step in actionSteps {
                writer.element()
                writer.openObject()
                writer.plainKey("carriedTo")
                if let carriedTo = step.carriedTo { writer.date(carriedTo) } else { writer.null() }
                writer.plainKey("done")
                writer.bool(step.done)
                writer.plainKey("line")
                writer.int(step.line)
                writer.plainKey("text")
                writer.string(step.text)
                writer.closeObject()
            }
            writer.closeArray()
        case .date:
            if let date { writer.date(date) } else { writer.null() }
        case .diagnostics:
            writer.openArray()
            for diagnostic in diagnostics {
                writer.element()
                writer.openObject()
                writer.plainKey("line")
                writer.int(diagnostic.line)
                writer.plainKey("message")
                writer.string(diagnostic.message)
                writer.plainKey("severity")
                writer.string(diagnostic.severity.rawValue)
                writer.closeObject()
            }
            writer.closeArray()
        case .frontMatter:
            frontMatter.writeJSON(to: &writer)
        case .path:
            writer.string(path)
        case .poem:
            guard let poem else { return writer.null() }
            writer.openObject()
            writer.plainKey("letters")
            writer.strings(poem.letters)
            writer.plainKey("text")
            writer.string(poem.text)
            writer.closeObject()
        case .sections:
            writer.openArray()
            for section in sections {
                writer.element()
                writer.openObject()
                writer.plainKey("endLine")
                writer.int(section.endLine)
                writer.plainKey("kind")
                writer.string(section.kind.rawValue)
                writer.plainKey("startLine")
                writer.int(section.startLine)
                writer.plainKey("title")
                writer.string(section.title)
                writer.closeObject()
            }
            writer.closeArray()
        case .tags:
            writer.strings(tags)
        case .thoughts:
            writer.openArray()
            for thought in thoughts { thought.writeJSON(to: &writer) }
            writer.closeArray()
        case .title:
            if let title { writer.string(title) } else { writer.null() }
        case .words:
            writer.int(words)
        }
    }
}

extension ThoughtRecord {
    /// The record as ``EntryReport/ThoughtReport`` encodes it.
    fileprivate func writeJSON(to writer: inout ReportJSONWriter) {
        func optional(_ key: StaticString, _ value: String?) {
            writer.plainKey(key)
            if let value { writer.string(value) } else { writer.null() }
        }
        writer.element()
        writer.openObject()
        optional("factOrFeeling", factOrFeeling?.rawValue)
        writer.plainKey("intensity")
        if let intensity { writer.int(intensity) } else { writer.null() }
        writer.plainKey("line")
        writer.int(line)
        optional("reframe", reframe)
        writer.plainKey("tags")
        writer.strings(tags)
        optional("thought", thought)
        optional("time", time)
        optional("trigger", trigger)
        writer.closeObject()
    }
}

extension FrontMatterReport {
    fileprivate func writeJSON(to writer: inout ReportJSONWriter) {
        // Most entries have no front matter: no set, filter and sort for them.
        guard !fields.isEmpty else {
            writer.openObject()
            return writer.closeObject()
        }
        var seen: Set<String> = []
        let firsts = fields.filter { seen.insert($0.key).inserted }
        guard firsts.allSatisfy({ EntryReport.sortsByBytes($0.key) }) else {
            // Foundation's order for the keys it sorts its own way (it never throws on strings).
            return writer.encoded((try? ReportJSON.encode(self)) ?? "{}")
        }
        writer.openObject()
        for field in firsts.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            writer.key(field.key)
            if let items = field.listItems { writer.strings(items) } else { writer.string(Track.unquoted(field.value)) }
        }
        writer.closeObject()
    }
}
