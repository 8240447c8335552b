import Foundation
import JournalFormat
import JournalGit
import LanguageServer
import NightlySettings

/// `workspace/executeCommand` `nightly.today` and `nightly.open DATE`: the day's entry, created
/// from the template when missing, as `{"uri": "file://…"}` for the editor to open. And
/// `nightly.carryForward TEXT DAY`, the code action that copies an open step to a later day.
struct DayCommands {
    static let today = "nightly.today"
    static let open = "nightly.open"
    static let carryForward = "nightly.carryForward"
    static let all = [today, open, carryForward]

    /// The result: the entry's URI.
    struct Opened: Codable, Equatable {
        var uri: String
    }

    let context: JournalContext

    func execute(_ params: ExecuteCommandParams) throws -> Opened {
        let arguments = params.arguments ?? []
        switch params.command {
        case Self.today:
            return try opened(context.today)
        case Self.open:
            return try opened(try day(arguments.joined(separator: " ")))
        case Self.carryForward:
            guard arguments.count == 2, !arguments[0].isEmpty, !arguments[0].contains(where: \.isNewline) else {
                throw ResponseError.invalidParams("nightly.carryForward takes a step's text and a day")
            }
            return try carry(arguments[0], to: try day(arguments[1]))
        default:
            throw ResponseError.invalidParams("unknown command \(params.command)")
        }
    }

    /// Any date nightly understands (`yesterday`, `-3`, `2026-11-20`, `last friday`).
    private func day(_ words: String) throws -> EntryDate {
        let text = words.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return context.today }
        guard let day = DateExpression(text).resolve(today: context.today) else {
            throw ResponseError.requestFailed("'\(text)' is not a day nightly understands: \(DateExpression.accepted)")
        }
        return day
    }

    /// The day's file, written from the template first when it has none.
    private func opened(_ day: EntryDate) throws -> Opened {
        let journal = context.journal
        try failing {
            try FileManager.default.createDirectory(at: journal.root, withIntermediateDirectories: true)
            try JournalLock.holding(journal.root, command: "nightly lsp") {
                let (entry, isNew) = try journal.loadOrTemplate(day)
                if isNew { _ = try journal.save(entry, to: journal.url(for: day)) }
            }
        }
        return Opened(uri: DocumentURI.uri(ofPath: journal.url(for: day).path))
    }

    /// Adds an open step reading `text` to `day`'s Action step (as vscode-journal migrates tasks),
    /// committed alone in a git journal as `nightly step --add` commits it. A failed commit
    /// leaves the step written; the next sync commits it.
    private func carry(_ text: String, to day: EntryDate) throws -> Opened {
        let journal = context.journal
        try failing {
            try JournalLock.holding(journal.root, command: "nightly lsp") {
                let (target, _) = try journal.loadOrTemplate(day)
                let step = "- [ ] \(text)"
                guard !target.actionSteps.contains(where: { !$0.done && $0.text == text }) else { return }
                let url = journal.url(for: day)
                _ = try journal.save(try target.appending(step, to: .actionStep), to: url)
                if context.commitsWrites {
                    _ = EntryCommitter().commit(paths: [url.path], in: journal.root.path, message: "Journal \(day.iso)")
                }
            }
        }
        return Opened(uri: DocumentURI.uri(ofPath: journal.url(for: day).path))
    }

    /// Runs `work`, answering a failure (a lock held elsewhere, a write refused) as a failed request.
    private func failing(_ work: () throws -> Void) throws {
        do { try work() } catch let error as ResponseError { throw error } catch {
            throw ResponseError.requestFailed("\(error)")
        }
    }
}
