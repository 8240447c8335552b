import JournalFormat
import JournalReports
import NightlySettings

/// The lines that open the ritual: date, streak, a quote, and what the user told `nightly
/// init`: the year's goal, its why, how it will feel, the focus areas.
public enum Greeting {
    /// The greeting, wrapped at spaces to `width` columns (nil: no limit), never inside a word.
    public static func lines(
        today: EntryDate, streakLine: String, quote: String?, profile: NightlyConfig.Profile, width: Int? = nil
    ) -> [String] {
        let name = profile.name.map { ", \($0)" } ?? ""
        var lines = WordWrap.lines("Good evening\(name). \(today.longTitle)", width: width)
        lines.append(streakLine)
        if let quote { lines += [""] + WordWrap.lines("\(quote)”", width: width, first: "  “", rest: "   ") }
        let focus = (profile.focus ?? []).filter { !$0.isEmpty }
        var vision: [String] = []
        if let goal = profile.goal { vision.append("In one year, you will have \(goal)") }
        if let why = profile.why { vision.append("Your why: \(why)") }
        if let feeling = profile.feeling { vision.append("How it will feel: \(feeling)") }
        if !focus.isEmpty { vision.append("Focus: " + focus.joined(separator: " · ")) }
        if !vision.isEmpty { lines.append("") }
        for line in vision { lines += WordWrap.lines(line, width: width, rest: "  ") }
        return lines
    }
}
