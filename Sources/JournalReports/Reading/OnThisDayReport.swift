import JournalFormat

/// `nightly onthisday --json`: the date looked back from and each day remembered, newest first.
/// Its keys are listed under ONTHISDAY in nightly(1).
public struct OnThisDayReport: Sendable, Equatable, Encodable {
    /// One day remembered.
    public struct Memory: Sendable, Equatable, Encodable {
        public var date: EntryDate
        /// "a year ago", "2 years ago", "a month ago", "a week ago".
        public var ago: String
        public var path: String
        public var words: Int
        /// The first lines the user wrote (never the template's prompts).
        public var lines: [String]
        /// The action steps left open that day.
        public var openSteps: [String]
        /// The whole entry without the template's prompts (`--full`), else `null`.
        @NullWhenAbsent public var text: String?
    }

    public var date: EntryDate
    public var memories: [Memory]

    /// The report of `memories`; `texts` holds the whole entries when they are asked for.
    public init(date: EntryDate, memories: [OnThisDay.Memory], texts: [EntryDate: String] = [:]) {
        self.date = date
        self.memories = memories.map { memory in
            let preview = memory.preview
            return Memory(
                date: preview.date, ago: memory.ago, path: preview.path, words: preview.words, lines: preview.lines,
                openSteps: preview.openSteps, text: texts[preview.date])
        }
    }
}
