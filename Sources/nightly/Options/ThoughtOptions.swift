import ArgumentParser
import JournalFormat

/// The fields of a thought record as `nightly add --thought` takes them from a script; the
/// thought itself is add's TEXT.
struct ThoughtOptions: ParsableArguments {
    enum Kind: String, EnumerableFlag {
        case fact, feeling

        static func help(for value: Kind) -> ArgumentHelp? {
            value == .fact ? "The thought is a fact (with --thought)." : "The thought is a feeling (with --thought)."
        }
    }

    @Option(help: ArgumentHelp("What happened, where (with --thought).", valueName: "text"))
    var situation: String?

    @Flag var kind: Kind?

    @Option(help: ArgumentHelp("A kinder, truer way to see it (with --thought).", valueName: "text"))
    var reframe: String?

    @Option(help: ArgumentHelp("How strong it felt, 0 to 10 (with --thought).", valueName: "n"))
    var intensity: String?

    @Option(
        help: ArgumentHelp(
            "When it happened, HH:MM (with --thought; default: now, for a record of today).", valueName: "time"))
    var time: String?

    @Option(help: ArgumentHelp("Tags, as \"work, sleep\" or repeated (with --thought).", valueName: "tags"))
    var tags: [String] = []

    /// Whether any field was given, which only a thought record may have.
    var isEmpty: Bool {
        situation == nil && kind == nil && reframe == nil && intensity == nil && time == nil && tags.isEmpty
    }

    func validate() throws {
        if let intensity, ThoughtRecord.intensity(intensity) == nil {
            throw ValidationError("--intensity must be a whole number from 0 to 10, not '\(intensity)'")
        }
        if let time, ThoughtRecord.clockTime(time) == nil {
            throw ValidationError("--time must be a 24-hour time as HH:MM, such as 21:40, not '\(time)'")
        }
    }

    /// The record these fields make, with `thought`; empty values are left out.
    func record(thought: String?) -> ThoughtRecord {
        ThoughtRecord(
            trigger: situation.flatMap(ThoughtRecord.field), thought: thought.flatMap(ThoughtRecord.field),
            factOrFeeling: kind.map { $0 == .fact ? .fact : .feeling }, reframe: reframe.flatMap(ThoughtRecord.field),
            intensity: intensity.flatMap(ThoughtRecord.intensity), time: time.flatMap(ThoughtRecord.clockTime),
            tags: tags.flatMap(ThoughtRecord.tags))
    }
}
