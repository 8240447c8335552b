import JournalFormat

/// What the thought diary says about when hard moments come and what sets them off.
///
/// Each record weighs its intensity (0 to 10) when it has one, else 5, the middle of the scale.
/// The weekday is the entry's; the hour is the record's `Time:`, so records without a time
/// count in ``untimed`` only.
public struct Insights: Sendable, Equatable, Encodable {
    public struct Count: Sendable, Equatable, Encodable {
        public var name: String
        public var records: Int
    }

    public struct MonthBalance: Sendable, Equatable, Encodable {
        /// `YYYY-MM`.
        public var month: String
        public var fact: Int
        public var feeling: Int
        public var unmarked: Int
    }

    public var today: EntryDate
    public var records: Int
    /// Seven rows (Monday first) of 24 hours: the summed weight of records at that time.
    public var heatmap: [[Int]]
    /// Per weekday, Monday first: the weight of records without a time.
    public var untimed: [Int]
    public var topTriggers: [Count]
    public var topTags: [Count]
    public var factOrFeeling: [MonthBalance]
    public var sentences: [String]
    /// What each sentence rests on, in the same order as ``sentences``.
    public var basis: [Basis]
    /// How each measure differs on days a habit was done or not, or an action step ticked or
    /// not (``TrackComparison``): the JSON's `tracks`.
    public var tracks: [TrackComparison] = []
    /// Seven rows of 24 hours, like ``heatmap``, counting records instead of weighing them.
    var recordHeatmap: [[Int]]

    /// How many records a sentence rests on, out of how many it was drawn from.
    public struct Basis: Sendable, Equatable, Encodable {
        public var records: Int
        public var of: Int
    }

    enum CodingKeys: String, CodingKey {
        case today, records, heatmap, untimed, topTriggers, topTags, factOrFeeling, sentences, basis, tracks
    }

    /// The insights of `days` up to `today`, with what `tracks` say (``TrackComparison``), read
    /// from the same summaries, or given as `trackNumbers`, read with them by the scan
    /// (``JournalScan/trackNumbers``, ``TrackComparison/reader(for:)``).
    public init(
        _ days: some Sequence<EntrySummary>, today: EntryDate, tracks: [Track], trackNumbers: [[Double?]]? = nil,
        top: Int = 5
    ) {
        let days = Array(days)
        self.init(days, today: today, top: top)
        self.tracks = TrackComparison.all(tracks: tracks, summaries: days, today: today, numbers: trackNumbers)
    }

    public init(_ days: some Sequence<EntrySummary>, today: EntryDate, top: Int = 5) {
        self.today = today
        var heatmap = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        var recordHeatmap = heatmap
        var untimed = Array(repeating: 0, count: 7)
        var triggers: [String: (name: String, count: Int)] = [:]
        var tags: [String: Int] = [:]
        var months: [Int: MonthBalance] = [:]  // by year * 100 + month
        var records = 0
        for day in days {
            guard let date = day.date, date <= today else { continue }
            for record in day.thoughts {
                records += 1
                let weight = record.intensity ?? 5
                if let hour = record.time.flatMap({ ClockTime($0) })?.hour {
                    heatmap[date.weekday - 1][hour] += weight
                    recordHeatmap[date.weekday - 1][hour] += 1
                } else {
                    untimed[date.weekday - 1] += weight
                }
                if let trigger = record.trigger.map(Self.normalised), !trigger.isEmpty {
                    triggers[trigger.lowercased(), default: (trigger, 0)].count += 1
                }
                switch record.tags.count {
                case 0: break
                case 1: tags[record.tags[0].lowercased(), default: 0] += 1
                default: for tag in Set(record.tags.map { $0.lowercased() }) { tags[tag, default: 0] += 1 }
                }
                let month = date.year * 100 + date.month
                var balance =
                    months[month]
                    ?? MonthBalance(month: String(date.iso.prefix(7)), fact: 0, feeling: 0, unmarked: 0)
                switch record.factOrFeeling {
                case .fact: balance.fact += 1
                case .feeling: balance.feeling += 1
                case nil: balance.unmarked += 1
                }
                months[month] = balance
            }
        }
        self.records = records
        self.heatmap = heatmap
        self.recordHeatmap = recordHeatmap
        self.untimed = untimed
        topTriggers = Self.top(triggers.values.map { Count(name: $0.name, records: $0.count) }, top)
        topTags = Self.top(tags.map { Count(name: $0.key, records: $0.value) }, top)
        factOrFeeling = months.values.sorted { $0.month < $1.month }
        sentences = []
        basis = []
        let statements = InsightSentences.make(self)
        sentences = statements.map(\.text)
        basis = statements.map(\.basis)
    }

    /// The most frequent first; ties in name order, so output is stable.
    private static func top(_ counts: [Count], _ limit: Int) -> [Count] {
        Array(counts.sorted { ($1.records, $0.name) < ($0.records, $1.name) }.prefix(limit))
    }

    /// A trigger as people retype it: no trailing full stop, spaces collapsed.
    private static func normalised(_ text: String) -> String {
        if isNormalised(text) { return text }
        var words: String
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII's whitespace is the bytes 0x09-0x0D and 0x20: no Unicode properties to look up.
            words = text.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
                .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        } else {
            words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        while let last = words.last, ".!;,".contains(last) { words.removeLast() }
        return words
    }

    /// Whether `text` is ASCII words with single spaces between and no closing `.!;,`: what
    /// most triggers are, and what ``normalised(_:)`` gives back unchanged.
    private static func isNormalised(_ text: String) -> Bool {
        var previous = UInt8(ascii: " ")
        for byte in text.utf8 {
            if byte >= 0x80 || (0x09...0x0D).contains(byte) || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
        }
        return previous != 0x20 && !".!;,".utf8.contains(previous)
    }
}
