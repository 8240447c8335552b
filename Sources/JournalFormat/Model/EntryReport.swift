import Foundation

/// The public JSON form of an entry (`nightly show --json`), documented in nightly-journal(5).
/// Keys are stable; absent values are `null`, never left out.
public struct EntryReport: Encodable, Sendable {
    struct SectionReport: Encodable {
        var kind: SectionKind
        var title: String
        var startLine: Int
        var endLine: Int
    }

    struct PoemReport: Encodable {
        var letters: [String]
        var text: String
    }

    struct ActionStepReport: Encodable {
        var text: String
        var done: Bool
        /// Always present: the day the step was carried to, or null.
        var carriedTo: EntryDate?
        var line: Int

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(done, forKey: .done)
            try container.encode(carriedTo, forKey: .carriedTo)
            try container.encode(line, forKey: .line)
        }

        enum CodingKeys: String, CodingKey { case text, done, carriedTo, line }
    }

    struct ThoughtReport: Encodable {
        @NullWhenAbsent var trigger: String?
        @NullWhenAbsent var thought: String?
        @NullWhenAbsent var factOrFeeling: ThoughtRecord.FactOrFeeling?
        @NullWhenAbsent var reframe: String?
        @NullWhenAbsent var intensity: Int?
        @NullWhenAbsent var time: String?
        var tags: [String]
        var line: Int
    }

    @NullWhenAbsent var date: EntryDate?
    var path: String
    @NullWhenAbsent var title: String?
    var words: Int
    var sections: [SectionReport]
    @NullWhenAbsent var poem: PoemReport?
    var actionSteps: [ActionStepReport]
    var thoughts: [ThoughtReport]
    var tags: [String]
    var diagnostics: [Diagnostic]

    public init(_ entry: Entry) {
        date = entry.date
        path = entry.path
        title = entry.title
        words = entry.wordCount
        sections = entry.sections.map {
            SectionReport(kind: $0.kind, title: $0.title, startLine: $0.lines.lowerBound, endLine: $0.lines.upperBound)
        }
        poem = entry.poem.map { PoemReport(letters: $0.letters.map(String.init), text: $0.text) }
        actionSteps = entry.actionSteps.map {
            ActionStepReport(text: $0.text, done: $0.done, carriedTo: $0.carriedTo, line: $0.line)
        }
        thoughts = entry.thoughts.map {
            ThoughtReport(
                trigger: $0.trigger, thought: $0.thought, factOrFeeling: $0.factOrFeeling, reframe: $0.reframe,
                intensity: $0.intensity, time: $0.time, tags: $0.tags, line: $0.line)
        }
        tags = entry.tags
        diagnostics = entry.diagnostics
    }
}
