import ArgumentParser
import Foundation
import JournalChanges
import JournalFormat
import JournalReports
import NightlySettings

struct TrackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "track",
        abstract: "Show the day's tracked values, or set one.",
        usage: """
            nightly track [--date <date>] [--json] [--journal <dir>]
            nightly track <name> [<value>] [--date <date>] [--at <HH:MM>] [--journal <dir>]
            """,
        discussion: """
            What is tracked is declared in the config as [track.NAME] tables (kind = "scale", "number", \
            "habit" or "count"; see nightly(1), TRACKING). With no NAME, shows the day's card: each track's \
            value or that it is not set, which habits are due, and a quit plan's line.

            With NAME, sets the day's value in its front matter (NAME: VALUE), changing nothing else in \
            the file, and commits it as add does. A habit with no VALUE is done (yes). A count with no \
            VALUE adds one event at the clock's time (or --at), and a number sets the day's count. A \
            value the track cannot take, or an unknown NAME, exits 64 and changes nothing.
            """)

    @OptionGroup var journalOptions: JournalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The day (default: today).", valueName: "date"))
    var date: DateArgument?

    @Option(help: ArgumentHelp("A count's event at this time instead of the clock's.", valueName: "HH:MM"))
    var at: String?

    @Flag(help: "Print the day's card as JSON.")
    var json = false

    @Argument(
        help: ArgumentHelp("The track to set, as the config names it.", valueName: "name"),
        completion: .custom { words, _, _ in TrackNames.completions(words) })
    var name: String?

    @Argument(help: ArgumentHelp("Its value for the day (see above when left out).", valueName: "value"))
    var value: String?

    func validate() throws {
        if json, name != nil { throw ValidationError("--json shows the card: it takes no NAME.") }
        if at != nil, value != nil {
            throw ValidationError("--at is the time of a count's one event: it takes no VALUE.")
        }
        if let at, ClockTime(at) == nil { throw ValidationError("--at takes a time as HH:MM, such as 21:30.") }
    }

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            let day = try date?.resolve(today: setup.today) ?? setup.today
            let now = try NightlyEnvironment(variables: setup.environment).timeOfDay()
            guard let name else {
                let card = try TrackCard(
                    tracks: setup.config.tracks, on: day, in: setup.journal, now: now, today: setup.today)
                return writeOut(json ? try ReportJSON.encode(TrackCardReport(card)) : render(card, setup: setup))
            }
            let track = try Self.track(named: name, in: setup.config)
            try set(track, on: day, setup: setup, now: now)
        }
    }

    /// The track the config declares as `name`.
    /// - Throws: ``NightlyError/usage(_:)`` naming the ones it declares.
    static func track(named name: String, in config: NightlyConfig) throws -> Track {
        if let track = config.tracks.first(where: { $0.name == name }) { return track }
        let declared = config.tracks.map(\.name)
        throw NightlyError.usage(
            declared.isEmpty
                ? "no track named '\(name)': the config declares none; add a [track.\(name)] table (see nightly(1), TRACKING)"
                : "no track named '\(name)'; the config declares \(declared.joined(separator: ", "))")
    }

    private func set(_ track: Track, on day: EntryDate, setup: NightlySetup, now: ClockTime) throws {
        var given: TrackValue?
        if let value {
            do {
                given = try track.parse(value)
            } catch {
                throw NightlyError.usage(error.description + "; nothing was changed")
            }
        }
        if at != nil, !Self.isCount(track) {
            throw NightlyError.usage("--at is the time of a count's event; \(track.name) is a \(track.kind.word)")
        }
        if given == nil, track.isMeasure, !Self.isCount(track) {
            throw NightlyError.usage("\(track.name) takes a value: \(track.allowed)")
        }
        let time =
            try at.flatMap(ClockTime.init)
            ?? {
                guard given == nil, Self.isCount(track), day != setup.today else { return now }
                throw NightlyError.usage(
                    "the clock's time is today's, not \(day.iso)'s: give the event's time with --at HH:MM")
            }()
        let journal = setup.journal
        let existed = FileManager.default.fileExists(atPath: journal.root.path)
        defer { settleNewJournal(journal, existedBefore: existed) }
        let change = try setup.transaction(door: "nightly track")
        var stored = given ?? .habit(.yes)
        if Self.isCount(track), given == nil {
            stored = TrackEvents.adding(time, to: try change.trackValue(track, on: day))
        }
        try change.setTrack(track, to: stored, on: day)
        report(change.commit(), in: journal)
        print(
            shownOnTerminal(
                "\(track.name): \(Track.text(of: stored)) on \(day.iso) (\(journal.displayPath(journal.url(for: day))))"
            ))
    }

    private static func isCount(_ track: Track) -> Bool {
        if case .count = track.kind { return true }
        return false
    }

    private func render(_ card: TrackCard, setup: NightlySetup) -> String {
        let palette = reportPalette()
        guard !card.rows.isEmpty else {
            return "Nothing is tracked yet: declare a [track.NAME] table in the config (see nightly(1), TRACKING).\n"
        }
        let width = card.rows.map(\.track.name.count).max() ?? 0
        var lines = [palette.bold(card.date.longTitle)]
        for row in card.rows {
            var text =
                row.value.map { palette.journal(TrackCardText.value($0, of: row.track)) } ?? palette.dim("not set")
            if let due = row.due, row.value == nil || row.value == .habit(.no) {
                text += due ? " · due today" : palette.dim(" · not due")
            }
            if let quit = row.quit {
                text += " · " + TrackCardText.quitLine(quit)
            } else if let target = row.target {
                text += " · target \(target)"
            }
            lines.append("  " + row.track.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + text)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A count's events through the day.
enum TrackEvents {
    /// `value` with one more event at `time`: its times in order when it kept them (or had
    /// none), else the count one higher.
    static func adding(_ time: ClockTime, to value: TrackValue?) -> TrackValue {
        guard case .count(let count, let times) = value else { return .count(1, times: [time]) }
        guard times.count == count else { return .count(count + 1, times: []) }
        return .count(count + 1, times: (times + [time]).sorted())
    }
}
