import JournalFormat

/// Every tag of a journal (`nightly tags`): how many entries carry it and when it was last used.
///
/// Tags are compared without regard to case, so `#Work` and `#work` are one tag, shown as it
/// was spelled the last time it was used.
public struct TagIndex: Sendable, Equatable, Encodable {
    public struct Tag: Sendable, Equatable, Encodable {
        public var name: String
        /// Entries that carry the tag.
        public var count: Int
        public var lastUsed: EntryDate
    }

    /// The most used first; ties by the most recent use, then by name.
    public var tags: [Tag]

    /// The index of `days` up to and including `today` (reports never count the future).
    public init(_ days: some Sequence<EntrySummary>, today: EntryDate) {
        var found: [String: Tag] = [:]
        for day in days {
            guard let date = day.date, date <= today else { continue }
            for name in day.tags {
                let key = name.lowercased()
                var tag = found[key] ?? Tag(name: name, count: 0, lastUsed: date)
                tag.count += 1
                if date >= tag.lastUsed {
                    tag.lastUsed = date
                    tag.name = name
                }
                found[key] = tag
            }
        }
        tags = found.values.sorted {
            ($1.count, $1.lastUsed, $0.name.lowercased()) < ($0.count, $0.lastUsed, $1.name.lowercased())
        }
    }
}

/// `--tag`: only the entries that carry every one of the tags, compared without regard to case.
public struct TagFilter: Sendable, Equatable {
    public var tags: [String]

    /// Tags given with or without their `#`.
    public init(_ tags: [String]) {
        self.tags = tags.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
    }

    public var isEmpty: Bool { tags.isEmpty }

    public func matches(_ day: EntrySummary) -> Bool {
        tags.allSatisfy(day.hasTag)
    }

    /// What the thought-diary insights read of `day`: a record counts when its own `Tags:` carry
    /// every tag, or when it has none and its entry does. So on a day with a #work record and a
    /// #family record, `--tag family` reads only the second.
    public func thoughts(of day: EntrySummary) -> EntrySummary {
        guard !isEmpty else { return day }
        var kept = day
        let entryMatches = matches(day)
        kept.thoughts = day.thoughts.filter { record in
            if record.tags.isEmpty { return entryMatches }
            let own = Set(record.tags.map { $0.lowercased() })
            return tags.allSatisfy { own.contains($0.lowercased()) }
        }
        return kept
    }
}
