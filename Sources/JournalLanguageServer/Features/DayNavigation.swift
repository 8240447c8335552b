import Foundation
import JournalFormat
import JournalReports
import LanguageServer
import NightlySettings

/// `workspace/executeCommand` `nightly.previous` and `nightly.next`: the nearest written day
/// before or after the open day, as `{"uri", "date"}` (as `nightly.today` answers today's),
/// found by ``WrittenDays`` a year folder at a time; and `nightly.onThisDay`: the days of
/// this date in earlier years (``OnThisDay``), newest first, each with its first line.
///
/// The open day is the first argument: the open document's URI, which must be an entry of the
/// journal, or any date nightly understands; none is today. A URI outside the journal is an
/// error, never a day: these commands only ever name the journal's own files.
struct DayNavigation {
    static let previous = "nightly.previous"
    static let next = "nightly.next"
    static let onThisDay = "nightly.onThisDay"
    static let all = [previous, next, onThisDay]

    /// A day the command found.
    struct Day: Encodable, Equatable {
        var uri: String
        var date: String
        /// "a year ago", for `nightly.onThisDay`.
        var ago: String?
        var firstLine: String?
        var words: Int?
    }

    let context: JournalContext

    func execute(_ params: ExecuteCommandParams) throws -> AnyResult {
        let day = try openDay(params.arguments ?? [])
        let written = WrittenDays(context.journal)
        do {
            switch params.command {
            case Self.previous:
                guard let file = try written.before(day) else {
                    throw ResponseError.requestFailed("no written day before \(day.iso)")
                }
                return AnyResult(try found(file.date, url: file.url))
            case Self.next:
                guard let file = try written.after(day) else {
                    throw ResponseError.requestFailed("no written day after \(day.iso)")
                }
                return AnyResult(try found(file.date, url: file.url))
            default:
                let memories = try OnThisDay(day, lineLimit: 1).memories(in: context.journal)
                return AnyResult(
                    try memories.map { memory in
                        var found = try found(memory.preview.date, url: context.journal.url(for: memory.preview.date))
                        found.ago = memory.ago
                        found.firstLine = memory.preview.firstLine
                        found.words = memory.preview.words
                        return found
                    })
            }
        } catch let error as ResponseError {
            throw error
        } catch {
            throw ResponseError.requestFailed("\(error)")
        }
    }

    private func found(_ date: EntryDate, url: URL) throws -> Day {
        try context.journal.requireInside(url)
        return Day(uri: DocumentURI.uri(ofPath: url.path), date: date.iso)
    }

    /// The day the command starts from: a URI's day, a date expression's, or today.
    private func openDay(_ arguments: [String]) throws -> EntryDate {
        let text = (arguments.first ?? "").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return context.today }
        // A date nightly understands comes first: `2026/11/20` is a day, as `nightly.open` and
        // the command line read it; what names none and looks like a URI or a path is one.
        if let day = DateExpression(text).resolve(today: context.today) { return day }
        if text.contains(":") || text.contains("/") {
            guard let day = context.day(of: text) else {
                throw ResponseError.requestFailed(
                    "\(text) is not an entry of the journal at \(context.journal.root.path)")
            }
            return day
        }
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
}
