import JournalFormat
import JournalReports
import NightlySettings

/// The lines that open the ritual: date, streak, a quote, and what the user told `nightly
/// init`: the year's goal, its why, how it will feel, the focus areas.
public enum Greeting {
    /// The greeting, wrapped at spaces to `width` columns (nil: no limit), never inside a word.
    /// - Parameter memory: A day to look back on (see ``memory(in:today:)``), shown in one line.
    public static func lines(
        today: EntryDate, streakLine: String, quote: String?, profile: NightlyConfig.Profile,
        memory: OnThisDay.Memory? = nil, width: Int? = nil
    ) -> [String] {
        let name = profile.name.map { ", \($0)" } ?? ""
        var lines = WordWrap.lines("Good evening\(name). \(today.longTitle)", width: width)
        lines.append(streakLine)
        if let quote { lines += [""] + WordWrap.lines("\(quote)”", width: width, first: "  “", rest: "   ") }
        if let memory, let line = memoryLine(memory) { lines += [""] + WordWrap.lines(line, width: width, rest: "  ") }
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

    /// "A year ago tonight: Ran the canal loop after work.": the memory's first line.
    public static func memoryLine(_ memory: OnThisDay.Memory) -> String? {
        guard let first = memory.preview.firstLine else { return nil }
        return memory.ago.prefix(1).uppercased() + memory.ago.dropFirst() + " tonight: " + first
    }

    /// The newest day to look back on tonight, `nil` when there is none or it cannot be read:
    /// the greeting is no place for an error about an old entry.
    public static func memory(in journal: Journal, today: EntryDate) -> OnThisDay.Memory? {
        let memories = (try? OnThisDay(today, lineLimit: 1).memories(in: journal)) ?? []
        return memories.first { $0.preview.firstLine != nil }
    }
}
