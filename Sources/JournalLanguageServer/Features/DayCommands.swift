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
/// `nightly.carryForward TEXT DAY RECORD` and `nightly.stepChanged RECORD`, the second half of
/// the code actions that carry or tick a step (their edit marks it in the open document): the
/// change (a ``StepChangeRecord`` line) waits for the editor to save the file, and is then
/// committed as the command line commits it (``takeSaved(_:show:)``): the file as saved, a
/// carry's copy added to DAY's Action step, one commit, recorded for `nightly step --undo`.
/// (`nightly.carryForward TEXT DAY`, without the record, adds the step to DAY at once, as
/// before.) Every write goes through a ``DayTransaction``, as the commands' do.
struct DayCommands {
    static let today = "nightly.today"
    static let open = "nightly.open"
    static let carryForward = "nightly.carryForward"
    static let stepChanged = "nightly.stepChanged"
    static let all = [today, open, carryForward, stepChanged]
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
        _ params: ExecuteCommandParams, show: (ShowMessageParams) -> Void, prepared: (EntryDate) -> Void,
        pending: (StepChangeRecord) -> Void = { _ in }
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
        case Self.stepChanged:
            guard arguments.count == 1, let record = StepChangeRecord(line: arguments[0]) else {
                throw ResponseError.invalidParams("nightly.stepChanged takes a step change record")
            }
            pending(record)
            return Opened(uri: DocumentURI.uri(ofPath: context.journal.url(for: record.day).path))
        case Self.carryForward:
            guard arguments.count == 2 || arguments.count == 3, !arguments[0].isEmpty,
                !arguments[0].contains(where: \.isNewline)
            else {
                throw ResponseError.invalidParams("nightly.carryForward takes a step's text and a day")
            }
            let day = try day(arguments[1])
            if arguments.count == 3 {
                guard let record = StepChangeRecord(line: arguments[2]), record.to == .carried(to: day),
                    record.text == arguments[0]
                else {
                    throw ResponseError.invalidParams(
                        "nightly.carryForward's record is not a carry of the step to the day")
                }
                pending(record)
                return Opened(uri: DocumentURI.uri(ofPath: context.journal.url(for: day).path))
            }
            try changing(show: show) { change in try change.append("- [ ] \(arguments[0])", to: .actionStep, on: day) }
            return Opened(uri: DocumentURI.uri(ofPath: context.journal.url(for: day).path))
        default:
            throw ResponseError.invalidParams("unknown command \(params.command)")
        }
    }

    /// Commits a tick or carry made in the editor once it saved the file (``DayTransaction/
    /// takeSavedStepChange(_:)``), recorded for `step --undo`. A carry that fails (the journal
    /// busy, the day it goes to refused) is taken back: the step is marked open again in the
    /// file, so no step stays marked carried without its copy.
    func takeSaved(_ record: StepChangeRecord, show: (ShowMessageParams) -> Void) {
        do {
            // The transaction finishes the record as the editor saved it when it begins, as any
            // command's does; taken here only when it could not be written down.
            try changing(show: show) { change in
                if !change.finishedSavedSteps.contains(record) { try change.takeSavedStepChange(record) }
            }
        } catch {
            var line = "\(error)"
            if case .carried = record.to {
                let reopened = try? changing(show: show) { change -> Bool in
                    guard let entry = try change.actionSteps(on: record.day),
                        entry.steps.indices.contains(record.index),
                        entry.steps[record.index].text == record.text, entry.steps[record.index].state == record.to
                    else { return false }
                    try change.setStep(record.index, to: record.from, in: entry)
                    return true
                }
                if reopened == true { line += "; the step is open again in its day (reload the file)" }
            }
            show(
                ShowMessageParams(type: .error, message: "The \(record.changeName) of '\(record.text)' failed: \(line)")
            )
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
