import JournalFormat

/// What an import says when it is done (or, with `--dry-run`, would do): per day what is
/// added, then one line of counts and every skipped entry with why.
public enum ImportSummary {
    /// `--dry-run`'s listing: each day that would change and the entries it would get.
    public static func dryRun(_ plan: ImportPlan, journal: Journal) -> String {
        var lines: [String] = []
        for day in plan.days {
            let kind = day.isNew ? "new day" : "merged into the existing day"
            lines.append("\(journal.displayPath(day.url)) (\(kind)):")
            for entry in day.added {
                let heading = entry.heading
                let photos = entry.photos.isEmpty ? "" : " (\(count(entry.photos.count, "photo")))"
                lines.append("  + \(heading)\(photos)")
            }
        }
        return (lines + [counts(plan, dryRun: true)] + skipped(plan)).joined(separator: "\n") + "\n"
    }

    /// The closing lines of a real import.
    public static func done(_ plan: ImportPlan) -> String {
        ([counts(plan, dryRun: false)] + skipped(plan)).joined(separator: "\n") + "\n"
    }

    private static func counts(_ plan: ImportPlan, dryRun: Bool) -> String {
        let newDays = plan.days.count { $0.isNew }
        let verb = dryRun ? "Would import" : "Imported"
        var line =
            "\(verb) \(count(plan.addedCount, "entry", "entries")) into \(count(plan.days.count, "day")) "
            + "(\(newDays) new, \(plan.days.count - newDays) merged), \(count(plan.photoCount, "photo"))"
        if !plan.alreadyThere.isEmpty {
            line += "; \(count(plan.alreadyThere.count, "entry", "entries")) already in the journal"
        }
        let problems = plan.days.flatMap(\.added).flatMap(\.problems).count
        line += "; skipped \(plan.skipped.count + problems + plan.unreadable.count + plan.skippedFiles.count)"
        return line + "."
    }

    private static func skipped(_ plan: ImportPlan) -> [String] {
        plan.unreadable.map(\.line) + plan.skippedFiles + plan.skipped.map { "skipped \($0.entry.label): \($0.reason)" }
            + plan.days.flatMap(\.added).flatMap { entry in entry.problems.map { "skipped in \(entry.label): \($0)" } }
    }

    static func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        CountedNoun.of(number, one, many)
    }
}
