import Foundation

/// The last tick or carry nightly made, so `nightly step --undo` undoes exactly that change
/// instead of guessing which step was meant. It is state of one clone, never synced: the
/// transaction keeps it in the git folder (`.git/nightly-undo`), or as `.nightly.undo` in a
/// journal that is not a git repository.
///
/// The file is one line: `DAY<TAB>NUMBER<TAB>FROM<TAB>TO<TAB>TEXT`, with each state written as
/// `open`, `done` or `carried:DAY`.
public struct StepChangeRecord: Sendable, Equatable {
    /// The record's name in a journal folder that is not a git repository.
    public static let fileName = ".nightly.undo"

    public var day: EntryDate
    /// The step's index among its day's steps, from 0.
    public var index: Int
    /// The step's text when it was changed, to make sure the same step is undone.
    public var text: String
    public var from: ActionStepState
    public var to: ActionStepState

    public init(day: EntryDate, index: Int, text: String, from: ActionStepState, to: ActionStepState) {
        self.day = day
        self.index = index
        self.text = text
        self.from = from
        self.to = to
    }

    /// The record at `url`, or nil when there is none (or it cannot be read: an undo then
    /// refuses, which is safe).
    public static func load(from url: URL) -> StepChangeRecord? {
        guard let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return StepChangeRecord(line: text)
    }

    /// The record one line of its file holds (``line``); nil when it is not one.
    public init?(line text: String) {
        let fields = text.trimmingCharacters(in: .newlines).split(separator: "\t", maxSplits: 4).map(String.init)
        guard fields.count == 5, let day = EntryDate(iso: fields[0]), let number = Int(fields[1]), number >= 0,
            let from = Self.state(fields[2]), let to = Self.state(fields[3])
        else { return nil }
        self.init(day: day, index: number, text: fields[4], from: from, to: to)
    }

    /// The record as one line, without its newline: how the language server's code actions
    /// hand a tick or carry to the command that records it.
    public var line: String {
        [day.iso, String(index), Self.word(from), Self.word(to), text].joined(separator: "\t")
    }

    /// The record as its file holds it.
    public var bytes: [UInt8] { Array((line + "\n").utf8) }

    /// What the record's change was, as `step --undo` names it: `ticked`, `carried to 2026-11-24`.
    public var changeName: String {
        switch to {
        case .done: return "ticked"
        case .carried(let day): return "carried to \(day.iso)"
        case .open: return "unticked"
        }
    }

    private static func word(_ state: ActionStepState) -> String {
        switch state {
        case .open: return "open"
        case .done: return "done"
        case .carried(let day): return "carried:\(day.iso)"
        }
    }

    private static func state(_ word: String) -> ActionStepState? {
        switch word {
        case "open": return .open
        case "done": return .done
        default:
            guard word.hasPrefix("carried:"), let day = EntryDate(iso: String(word.dropFirst(8))) else { return nil }
            return .carried(to: day)
        }
    }
}
