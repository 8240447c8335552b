/// One thought-diary record, in the CBT style: what happened, what went through the mind,
/// whether that was a fact or a feeling, and a kinder, truer way to see it.
///
/// In the file a record is a run of `Label: value` lines, usually list items; a `Situation:`
/// (or `Trigger:`) line starts the next record. See nightly-journal(5).
public struct ThoughtRecord: Hashable, Sendable {
    public enum FactOrFeeling: String, Hashable, Sendable, Codable {
        case fact, feeling
    }

    public var trigger: String?
    public var thought: String?
    public var factOrFeeling: FactOrFeeling?
    public var reframe: String?
    /// 0 to 10.
    public var intensity: Int?
    /// `HH:MM`, 24-hour.
    public var time: String?
    /// Without the leading `#`.
    public var tags: [String]
    /// 1-based line where the record starts.
    public var line: Int

    public init(
        trigger: String? = nil, thought: String? = nil, factOrFeeling: FactOrFeeling? = nil,
        reframe: String? = nil, intensity: Int? = nil, time: String? = nil, tags: [String] = [],
        line: Int = 0
    ) {
        self.trigger = trigger
        self.thought = thought
        self.factOrFeeling = factOrFeeling
        self.reframe = reframe
        self.intensity = intensity
        self.time = time
        self.tags = tags
        self.line = line
    }
}
