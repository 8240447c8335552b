import JournalFormat
import JournalReports

/// The streak and awards page, from the same ``ProgressStats`` as `nightly stats`.
struct ProgressPage {
    var stats: ProgressStats

    var html: String {
        var body = "<main>\n<h1>Streak and awards</h1>\n<div class=\"card\"><dl>\n"
        let rows: [(String, String)] = [
            ("Current streak", days(stats.currentStreak.days)), ("Longest streak", days(stats.longestStreak.days)),
            ("Days written", "\(stats.writtenDays)"), ("Words", "\(stats.words)"),
            ("Action steps done", "\(stats.actionSteps.done) of \(stats.actionSteps.total)"),
            ("Thought records", "\(stats.thoughtRecords)"),
        ]
        body += rows.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>\n" }.joined()
        body += "</dl></div>\n<h2>Awards</h2>\n<ul class=\"awards\">\n"
        for award in stats.awards {
            if let date = award.unlockedOn {
                body +=
                    "<li class=\"unlocked\">★ <strong>\(HTML.escape(award.title))</strong> — unlocked \(date.iso)</li>\n"
            } else {
                body +=
                    "<li class=\"locked\">☆ <strong>\(HTML.escape(award.title))</strong> — "
                    + "\(HTML.escape(award.howToUnlock)) (\(award.progress.current) of \(award.progress.target))</li>\n"
            }
        }
        body += "</ul>\n<p class=\"muted\">As of \(stats.today.longTitle).</p>\n</main>"
        return HTML.page(title: "Streak and awards", root: "", body: body)
    }

    private func days(_ count: Int) -> String { CountedNoun.of(count, "day") }
}
