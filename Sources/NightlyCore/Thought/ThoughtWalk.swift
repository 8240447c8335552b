import JournalFormat
import SystemCalls

/// The thought-diary questions, one at a time: situation, thought, fact or feeling, reframe,
/// intensity, time, tags. Enter skips any but the thought; a field already set (from a
/// flag) is not asked.
public struct ThoughtWalk {
    /// The record so far; the walk fills in what it lacks.
    public var record: ThoughtRecord
    /// The time Enter keeps at the time question (the clock's, for a record of today).
    public var suggestedTime: String?

    public init(record: ThoughtRecord = ThoughtRecord(), suggestedTime: String? = nil) {
        self.record = record
        self.suggestedTime = suggestedTime
    }

    /// Asks the questions and returns the record, or nil when the input ended (Ctrl-D) and
    /// nothing should be written.
    public func run() -> ThoughtRecord? {
        var record = self.record
        Platform.write("A thought record. Enter skips a question;\nCtrl-C stops, writing nothing.\n")
        if record.trigger == nil {
            guard let answer = ask("Situation? (what happened, where)", read: ThoughtRecord.field) else { return nil }
            record.trigger = answer
        }
        while record.thought == nil {
            switch LineQuestion.ask("Thought? (what went through your mind)", read: ThoughtRecord.field) {
            case .value(let thought): record.thought = thought
            case .skipped: Platform.write("A record needs the thought; type it, or Ctrl-C to stop.\n")
            case .ended: return nil
            }
        }
        if record.factOrFeeling == nil {
            guard
                let answer = ask(
                    "Is it a fact or a feeling? (f = fact, fe = feeling)",
                    retry: "Type f for fact or fe for feeling, or press Enter to skip.",
                    read: ThoughtRecord.factOrFeeling)
            else { return nil }
            record.factOrFeeling = answer
        }
        if record.reframe == nil {
            guard let answer = ask("Reframe? (a kinder, truer way to see it)", read: ThoughtRecord.field) else {
                return nil
            }
            record.reframe = answer
        }
        if record.intensity == nil {
            guard
                let answer = ask(
                    "Intensity? (0 to 10)", retry: "A whole number from 0 to 10, or press Enter to skip.",
                    read: ThoughtRecord.intensity)
            else { return nil }
            record.intensity = answer
        }
        if record.time == nil {
            // The question and its retry say the same thing: a 24-hour HH:MM.
            let hint = suggestedTime.map { "(24-hour HH:MM, Enter for \($0))" } ?? "(24-hour HH:MM)"
            let skip = suggestedTime.map { "press Enter for \($0)" } ?? "press Enter to skip"
            guard
                let answer = ask(
                    "Time? \(hint)", retry: "Type a 24-hour time as HH:MM, such as 21:40, or \(skip).",
                    read: ThoughtRecord.clockTime)
            else { return nil }
            record.time = answer ?? suggestedTime
        }
        if record.tags.isEmpty {
            guard let answer = ask("Tags? (work, sleep)", read: { ThoughtRecord.tags($0).nilWhenEmpty }) else {
                return nil
            }
            record.tags = answer ?? []
        }
        return record
    }

    /// One skippable question: `.some(nil)` when skipped, nil when the input ended.
    private func ask<Value>(
        _ question: String, retry: String = "That doesn't look right; try again, or press Enter to skip.",
        read: (String) -> Value?
    ) -> Value?? {
        switch LineQuestion.ask(question, retry: retry, read: read) {
        case .value(let value): return .some(value)
        case .skipped: return .some(nil)
        case .ended: return nil
        }
    }
}

extension Array {
    fileprivate var nilWhenEmpty: Self? { isEmpty ? nil : self }
}
