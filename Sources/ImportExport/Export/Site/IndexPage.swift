import JournalFormat
import JournalReports

/// The site's front page: for each year, newest first, the year heatmap and the calendars of
/// its months, every written day a link to its page.
struct IndexPage {
    var days: [EntryDate: EntrySummary]
    /// Site path of each day that has a page.
    var pages: [EntryDate: String]
    var today: EntryDate
    /// Each tracked measure's trend and each habit's marks, drawn above the years.
    var charts: TrackCharts? = nil

    var html: String {
        let years = Set(pages.keys.map(\.year)).sorted(by: >)
        var body = "<main>\n<h1>Journal</h1>\n"
        if years.isEmpty { body += "<p class=\"muted\">No entries yet.</p>\n" }
        body += charts?.html ?? ""
        for year in years {
            let heatmap = YearHeatmap(year: year, days: days, today: today)
            body += "<section class=\"year\">\n<h2>\(year)</h2>\n"
            body +=
                "<p class=\"muted\">\(ImportSummary.count(heatmap.writtenDays, "day")) written, \(ImportSummary.count(heatmap.words, "word"))</p>\n"
            body += heatmapTable(heatmap)
            body += "<div class=\"months\">\n"
            let months = Set(pages.keys.filter { $0.year == year }.map(\.month)).sorted(by: >)
            for month in months where (year, month) <= (today.year, today.month) {
                body += monthTable(MonthCalendar(year: year, month: month, days: days, today: today))
            }
            body += "</div>\n</section>\n"
        }
        let later = pages.keys.filter { $0 > today }.sorted()
        if !later.isEmpty {
            body += "<section><h2>Later</h2><ul>"
            body += later.map { "<li>\(link($0, $0.iso))</li>" }.joined()
            body += "</ul></section>\n"
        }
        body += "</main>"
        return HTML.page(title: "Journal", root: "", body: body)
    }

    private func link(_ date: EntryDate, _ text: String) -> String {
        guard let path = pages[date] else { return text }
        return "<a href=\"\(path)\">\(text)</a>"
    }

    private func heatmapTable(_ heatmap: YearHeatmap) -> String {
        var rows = ""
        for weekday in 0..<7 {
            rows += "<tr>"
            for week in heatmap.weeks {
                guard let day = week[weekday] else {
                    rows += "<td></td>"
                    continue
                }
                let title = "\(day.date.iso): \(CountedNoun.of(day.words, "word"))"
                if day.words > 0, let path = pages[day.date] {
                    rows += "<td class=\"l\(day.level)\"><a href=\"\(path)\" title=\"\(title)\"></a></td>"
                } else {
                    rows += "<td class=\"l\(day.level)\" title=\"\(title)\"></td>"
                }
            }
            rows += "</tr>\n"
        }
        return "<div class=\"heatmap\"><table aria-label=\"\(heatmap.year) heatmap\">\n\(rows)</table></div>\n"
    }

    private func monthTable(_ calendar: MonthCalendar) -> String {
        let name = EntryDate(year: calendar.year, month: calendar.month, day: 1).monthName
        var html = "<div class=\"month\"><table><caption>\(name) \(calendar.year)</caption>\n<tr>"
        html += EntryDate.weekdayAbbreviations(2).map { "<th>\($0)</th>" }.joined() + "</tr>\n"
        for week in calendar.weeks {
            html += "<tr>"
            for day in week {
                guard let day, !day.isFuture else {
                    html += "<td></td>"
                    continue
                }
                if day.written, pages[day.date] != nil {
                    html += "<td class=\"written\">\(link(day.date, "\(day.date.day)"))</td>"
                } else {
                    html += "<td>\(link(day.date, "\(day.date.day)"))</td>"
                }
            }
            html += "</tr>\n"
        }
        return html + "</table></div>\n"
    }
}
