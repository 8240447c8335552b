import JournalFormat

/// `nightly review` as text: a heading, then one short block per part, each left out when it
/// has nothing to show.
public enum ReviewRenderer {
    public static func render(_ review: Review, palette: Palette = .plain) -> String {
        let period = review.from == review.to ? title(review.from) : "\(title(review.from)) to \(title(review.to))"
        var lines = [palette.bold(period)]
        let words = CountedNoun.of(review.words, "word", grouped: true)
        let days = CountedNoun.of(review.daysSoFar, "day")
        lines.append("Written on \(review.writtenDays) of \(days) · \(words)")
        if review.daysSoFar == 0 { lines[1] = "This period has not begun yet." }
        if !review.days.isEmpty {
            lines.append("")
            for day in review.days {
                lines.append("  " + palette.paint(short(day.date), "33") + "  " + palette.journal(day.firstLine ?? ""))
            }
        }
        let steps = review.steps
        if !steps.items.isEmpty {
            lines += ["", "Action steps: \(steps.planned) planned, \(steps.done) done, \(steps.carried) carried"]
            for step in steps.items {
                let mark =
                    step.state == "done"
                    ? "[x]" : step.state == "carried" ? "[>]" : step.state == "dropped" ? "[-]" : "[ ]"
                let carried = step.carriedTo.map { " → \(short($0))" } ?? ""
                let stale = step.stale ? " (stale)" : ""
                lines.append("  \(mark) \(short(step.date))  \(palette.journal(step.text))\(carried)\(stale)")
            }
        }
        let areas = steps.byArea.filter { $0.planned > 0 || $0.goal != nil }
        if !areas.isEmpty {
            let width = areas.map(\.area.count).max() ?? 0
            lines += ["", "Steps by area"] + areas.map { "  " + palette.journal($0.line(width: width)) }
        }
        if !review.thoughts.isEmpty {
            lines += ["", "Thought records: \(review.thoughts.count)"]
            for record in review.thoughts {
                let situation = record.situation ?? record.thought ?? "(no situation)"
                let reframe = record.reframe.map { " → \($0)" } ?? ""
                let intensity = record.intensity.map { " (intensity \($0))" } ?? ""
                lines.append("  \(short(record.date))  \(palette.journal(situation + reframe))\(intensity)")
            }
        }
        if !review.tags.isEmpty {
            lines += [
                "", "Tags: " + review.tags.map { "\(palette.journal($0.name)) \($0.count)" }.joined(separator: " · "),
            ]
        }
        lines += tracks(review.tracks).map(palette.journal)
        if !review.awards.isEmpty {
            lines +=
                [""]
                + review.awards.map { award in
                    "Award unlocked: \(award.title)" + (award.unlockedOn.map { " (\(short($0)))" } ?? "")
                }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Tracks", then a line a track: `mood  5 days · mean 6.4 · 4–8`, or a habit's marks a day
    /// from the period's first day, as `nightly habits` draws them (`●` yes, `✗` no, `~` skip,
    /// `·` none).
    private static func tracks(_ tracks: [ReviewTrack]) -> [String] {
        guard !tracks.isEmpty else { return [] }
        let width = tracks.map(\.name.count).max() ?? 0
        return ["", "Tracks"]
            + tracks.map { track in
                let name = "  " + track.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                if let marks = track.marks {
                    let row = marks.map { mark -> String in
                        switch mark {
                        case .yes?: return HabitsRenderer.Mark.done.rawValue
                        case .no?: return HabitsRenderer.Mark.missed.rawValue
                        case .skip?: return HabitsRenderer.Mark.skipped.rawValue
                        case nil: return HabitsRenderer.Mark.notDue.rawValue
                        }
                    }
                    return name + row.joined() + "  (\(CountedNoun.of(track.days, "day")) marked)"
                }
                guard let mean = track.mean ?? nil, let low = track.min ?? nil, let high = track.max ?? nil else {
                    return name + "no values"
                }
                let range = low == high ? Track.formatted(low) : "\(Track.formatted(low))–\(Track.formatted(high))"
                return name + "\(CountedNoun.of(track.days, "day")) · mean \(Track.formatted(mean)) · \(range)"
            }
    }

    /// "Monday 23 November 2026".
    private static func title(_ date: EntryDate) -> String {
        "\(date.weekdayName) \(date.day) \(date.monthName) \(date.year)"
    }

    /// "Mon 23 Nov".
    private static func short(_ date: EntryDate) -> String {
        "\(date.weekdayName.prefix(3)) \(date.day) \(date.monthName.prefix(3))"
    }
}
