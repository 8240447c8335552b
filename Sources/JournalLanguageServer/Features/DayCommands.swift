import Foundation
import JournalChanges
import JournalFormat
import JournalGit
import LanguageServer
import NightlySettings

/// `workspace/executeCommand` `nightly.today` and `nightly.open DATE [--future]`: the day's
/// entry, created from the template when missing, as `{"uri": "file://…"}` for the editor to
/// open. A day after today with no entry yet is created only with `--future`, which the editor
/// passes once it has asked, as `nightly open` asks (``FutureDay``). And
/// `nightly.carryForward TEXT DAY`, the second half of the code action that carries an open
/// step: the step is added to DAY's Action step (the action's edit marks it carried in the
/// open document). `nightly.tickStep TEXT DAY`, the second half of the tick of a day's last
/// open step: the tick is made in the file too, so it is committed and "All of today's steps
/// are done." is said once, as awards are. Every write goes through a ``DayTransaction``, as the commands' do.
struct DayCommands {
    static let today = "nightly.today"
    static let open = "nightly.open"
    static let carryForward = "nightly.carryForward"
    static let tickStep = "nightly.tickStep"
    static let all = [today, open, carryForward, tickStep]
    /// The argument after the day that creates a day after today: the editor asked first.
    static let futureFlag = "--future"

    /// The result: the entry's URI.
    struct Opened: Codable, Equatable {
        var uri: String
    }

    let context: JournalContext

    /// Runs the command; `show` receives what the user should hear (awards unlocked, a failed
    /// commit), and `prepared` the day of a file written from the template for the editor to
    /// open, for ``tidy(_:)`` to remove if the editor leaves it so.
    func execute(
        _ params: ExecuteCommandParams, show: (ShowMessageParams) -> Void, prepared: (EntryDate) -> Void
    ) throws -> Opened {
        let arguments = params.arguments ?? []
        switch params.command {
        case Self.today, Self.open:
            let words = arguments.filter { $0 != Self.futureFlag }
            let day = params.command == Self.today ? context.today : try day(words.joined(separator: " "))
            if !arguments.contains(Self.futureFlag),
                let future = FutureDay(day, today: context.today, journal: context.journal)
            {
                throw ResponseError.requestFailed(
                    "\(future.distance) and has no entry yet; to create it, ask, then pass "
                        + "[\"\(day.iso)\", \"\(Self.futureFlag)\"] to \(Self.open)")
            }
            let url = try changing(show: show) { change in try change.prepare(day) }
            prepared(day)
            return Opened(uri: DocumentURI.uri(ofPath: url.path))
        case Self.carryForward:
            guard arguments.count == 2, !arguments[0].isEmpty, !arguments[0].contains(where: \.isNewline) else {
                throw ResponseError.invalidParams("nightly.carryForward takes a step's text and a day")
            }
            let day = try day(arguments[1])
            try changing(show: show) { change in try change.append("- [ ] \(arguments[0])", to: .actionStep, on: day) }
            return Opened(uri: DocumentURI.uri(ofPath: context.journal.url(for: day).path))
        case Self.tickStep:
            guard arguments.count == 2, !arguments[0].isEmpty else {
                throw ResponseError.invalidParams("nightly.tickStep takes a step's text and its day")
            }
            let day = try day(arguments[1])
            try changing(show: show) { change in
                // The first open step with that text, as the file holds it now; none left open
                // (the editor saved the tick first) changes nothing.
                guard let steps = try change.actionSteps(on: day),
                    let index = steps.steps.firstIndex(where: { $0.isOpen && $0.text == arguments[0] })
                else { return }
                try change.setStep(index, to: .done, in: steps)
            }
            return Opened(uri: DocumentURI.uri(ofPath: context.journal.url(for: day).path))
        default:
            throw ResponseError.invalidParams("unknown command \(params.command)")
        }
    }

    /// Removes `day`'s file when it is still the bare template the server wrote for the editor.
    func tidy(_ day: EntryDate) {
        _ = try? changing(show: { _ in }) { change in change.tidy(day) }
    }

    /// Any date nightly understands (`yesterday`, `-3`, `2026-11-20`, `last friday`).
    private func day(_ words: String) throws -> EntryDate {
        let text = words.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return context.today }
        let expression = DateExpression(text)
        guard let day = expression.resolve(today: context.today) else {
            if let tooLong = expression.tooLongMessage { throw ResponseError.requestFailed(tooLong) }
            throw ResponseError.requestFailed("'\(text)' is not a day nightly understands: \(DateExpression.accepted)")
        }
        guard day.isSupported else {
            throw ResponseError.requestFailed("\(NightlyError.unsupported(day, named: "'\(text)'"))")
        }
        return day
    }

    /// Runs `work` in a transaction and commits it, showing the awards it unlocked and any
    /// warning; a failure (a lock held elsewhere, a write refused) is a failed request.
    @discardableResult
    private func changing<Result>(
        show: (ShowMessageParams) -> Void, _ work: (DayTransaction) throws -> Result
    ) throws -> Result {
        do {
            let change = try DayTransaction(
                journal: context.journal, today: context.today, commits: context.commitsWrites, door: "nightly lsp")
            let result = try work(change)
            let outcome = change.commit()
            for warning in outcome.warnings(in: context.journal) {
                show(ShowMessageParams(type: .warning, message: warning))
            }
            for line in outcome.awardLines { show(ShowMessageParams(type: .info, message: line)) }
            return result
        } catch let error as ResponseError {
            throw error
        } catch {
            throw ResponseError.requestFailed("\(error)")
        }
    }
}
