import ArgumentParser
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

struct QuitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quit",
        abstract: "Show where a count's quit plan stands.",
        discussion: """
            The time since the last event, today's count against today's target, the events avoided \
            and the money saved since the plan's start, the days left to the quit date and the next \
            milestone (see nightly(1), quit). NAME may be left out when exactly one count has a quit plan.
            """)

    @OptionGroup var options: ReportOptions

    @Flag(help: "Print the plan's progress as JSON.")
    var json = false

    @Argument(
        help: ArgumentHelp("The count with a quit plan, as the config names it.", valueName: "name"),
        completion: .custom { words, _, _ in TrackNames.completions(words) { $0.quitPlan != nil } })
    var name: String?

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            let track = try plannedTrack(in: setup.config)
            let now = try NightlyEnvironment(variables: setup.environment).timeOfDay()
            try setup.journal.requireFolder()
            let progress = try QuitProgress(track: track, in: setup.journal, today: setup.today, now: now)
            writeOut(json ? try ReportJSON.encode(QuitReport(progress)) : render(progress))
        }
    }

    /// NAME's track, which must be a count with a quit plan; without NAME, the one such count.
    private func plannedTrack(in config: NightlyConfig) throws -> Track {
        let planned = config.tracks.filter { $0.quitPlan != nil }
        guard let name else {
            if planned.count == 1 { return planned[0] }
            throw NightlyError.usage(
                planned.isEmpty
                    ? "no count has a quit plan: give a [track.NAME] count a quit date (see nightly(1), TRACKING)"
                    : "name the plan: \(planned.map(\.name).joined(separator: ", ")) have quit plans")
        }
        let track = try TrackCommand.track(named: name, in: config)
        guard track.quitPlan != nil else {
            throw NightlyError.usage("\(track.name) is a \(track.kind.word) without a quit plan")
        }
        return track
    }

    private func render(_ progress: QuitProgress) -> String {
        let palette = reportPalette()
        let plan = progress.plan
        var title = progress.track.name
        if let quit = plan.quit {
            title +=
                progress.daysLeft > 0
                ? ": quitting on \(quit.iso), \(CountedNoun.of(progress.daysLeft, "day")) left"
                : ": quit on \(quit.iso)"
        }
        var lines = [palette.bold(title)]
        if let last = progress.last, let minutes = progress.minutesSinceLast {
            lines.append(
                "  \(QuitProgress.duration(minutes: minutes)) without (last \(last.date.iso) \(last.time))")
        } else {
            lines.append("  no event recorded yet")
        }
        var today = "  \(progress.todayCount ?? 0) today"
        if let target = progress.todayTarget { today += ", target \(target)" }
        lines.append(today)
        var avoided = "  \(Track.formatted(progress.avoided)) avoided"
        if let saved = progress.saved {
            avoided +=
                ", "
                + ([Self.money(saved)] + (plan.currency.map { [palette.journal($0)] } ?? [])).joined(separator: " ")
                + " saved"
        }
        lines.append(avoided)
        if let next = progress.nextMilestone {
            lines.append("  next: \(next.milestone.after) without, on \(next.date.iso) at \(next.time)")
            lines.append(palette.dim("    " + next.milestone.text))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `37.80`: two decimals.
    static func money(_ amount: Double) -> String {
        let cents = Int((amount * 100).rounded())
        let fraction = String(abs(cents) % 100)
        return "\(cents / 100).\(fraction.count == 1 ? "0" + fraction : fraction)"
    }
}
