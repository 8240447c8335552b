import ArgumentParser
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Show a month of written days, or a year as a heatmap of words.",
        discussion: """
            Written days are marked ● (and green on a terminal); today is marked >. On a terminal a \
            cursor walks the days: the arrows move it by a day or a week, [ and ] (or Page Up and Page \
            Down) by a month, never past today; the day's first line shows under the month. Enter reads \
            the day through the pager, e opens it in the editor, and q leaves. See nightly-stats(1).
            """)

    @OptionGroup var options: ReportOptions

    @Argument(help: ArgumentHelp("The month to show (default: this month).", valueName: "YYYY-MM"))
    var month: String?

    @Option(help: ArgumentHelp("Show the whole year as a heatmap of words per day.", valueName: "YYYY"))
    var year: Int?

    @Option(
        help: ArgumentHelp(
            "Mark the days by this track's value instead of words (a habit: done, missed, skipped; a measure: low to high).",
            valueName: "name"),
        completion: .custom { words, _, _ in TrackNames.completions(words) })
    var track: String?

    @Flag(help: "Print the days as JSON.")
    var json = false

    func validate() throws {
        if month != nil, year != nil { throw ValidationError("Give a month or --year, not both.") }
        if let month, EntryDate(iso: month + "-01") == nil {
            throw ValidationError("'\(month)' is not a YYYY-MM month.")
        }
        if let year, !(1...9999).contains(year) { throw ValidationError("'\(year)' is not a year.") }
        let kept = EntryDate.supported
        if let shown = year ?? month.flatMap({ EntryDate(iso: $0 + "-01")?.year }),
            !(kept.lowerBound.year...kept.upperBound.year).contains(shown)
        {
            throw ValidationError(
                "\(month ?? String(shown)) lies outside the days nightly keeps "
                    + "(\(kept.lowerBound.iso) to \(kept.upperBound.iso))")
        }
    }

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            let today = setup.today
            let (shownYear, shownMonth) =
                month.flatMap { EntryDate(iso: $0 + "-01") }.map { ($0.year, $0.month) }
                ?? (year ?? today.year, today.month)
            if (shownYear, year == nil ? shownMonth : 1) > (today.year, year == nil ? today.month : 1) {
                throw fail("the calendar shows no future: today is \(today.iso)")
            }
            let tracked = try track.map { try TrackCommand.track(named: $0, in: setup.config) }
            var renderer = CalendarRenderer(
                palette: reportPalette(), width: ReportWidth.current(environment: setup.environment))
            // The track's values come from the same files the calendar reads.
            func shading(_ days: [EntryDate: EntrySummary]) -> TrackShading? {
                tracked.map { track in
                    TrackShading(
                        track: track,
                        values: TrackHistory(tracks: [track], summaries: days.values).values[track.name] ?? [:],
                        today: today)
                }
            }
            // Only the files of the year or month shown are read.
            func days(_ year: Int, _ month: Int?) throws -> [EntryDate: EntrySummary] {
                let first = EntryDate(year: year, month: month ?? 1, day: 1)
                let last = EntryDate(
                    year: year, month: month ?? 12, day: EntryDate.daysIn(month: month ?? 12, year: year))
                let scan = try options.scan(setup, days: first...last)
                return Dictionary(scan.days.map { ($0.date!, $0) }) { first, _ in first }
            }
            if year != nil {
                let summaries = try days(shownYear, nil)
                let heatmap = YearHeatmap(year: shownYear, days: summaries, today: today)
                renderer.shading = shading(summaries)
                writeOut(
                    json
                        ? try ReportJSON.encode(CalendarReport(heatmap, today: today, shading: renderer.shading))
                        : renderer.render(heatmap))
                return
            }
            var months: [Int: [EntryDate: EntrySummary]] = [:]
            func page(_ year: Int, _ month: Int) -> MonthCalendar {
                let key = year * 12 + month
                if months[key] == nil { months[key] = (try? days(year, month)) ?? [:] }
                return MonthCalendar(year: year, month: month, days: months[key]!, today: today)
            }
            months[shownYear * 12 + shownMonth] = try days(shownYear, shownMonth)
            func shading(of calendar: MonthCalendar) -> TrackShading? {
                months[calendar.year * 12 + calendar.month].flatMap(shading)
            }
            if json {
                let calendar = page(shownYear, shownMonth)
                writeOut(
                    try ReportJSON.encode(CalendarReport(calendar, today: today, shading: shading(of: calendar))))
                return
            }
            var shown = (year: shownYear, month: shownMonth)
            if OutputStyle.detect(reducedMotion: true, environment: setup.environment) != .plain {
                let written = page(shownYear, shownMonth).weeks.joined().compactMap { $0 }.filter(\.written).map(\.date)
                var walk = CalendarWalk(
                    cursor: CalendarWalk.start(year: shownYear, month: shownMonth, written: written, today: today),
                    today: today)
                let pages = CalendarPages(setup: setup, renderer: renderer, shading: { shading(of: $0) })
                walk.walkInTerminal(
                    render: { walk, note in pages.render(page(walk.year, walk.month), walk: walk, note: note) },
                    doors: pages.doors { months[$0.year * 12 + $0.month] = nil })
                shown = (walk.year, walk.month)
            }
            let last = page(shown.year, shown.month)
            renderer.shading = shading(of: last)
            writeOut(renderer.render(last))  // The last month shown stays.
        }
    }
}
