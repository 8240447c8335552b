import JournalFormat

/// The lines that open the ritual: date, streak, a quote, and the user's why or goal.
public enum Greeting {
    public static func lines(
        today: EntryDate, streakLine: String, quote: String?, profile: NightlyConfig.Profile
    ) -> [String] {
        let name = profile.name.map { ", \($0)" } ?? ""
        var lines = ["Good evening\(name). \(today.longTitle)", streakLine]
        if let quote { lines += ["", "  “\(quote)”"] }
        if let why = profile.why {
            lines += ["", "Your why: \(why)"]
        } else if let goal = profile.goal {
            lines += ["", "In one year, you will have \(goal)"]
        }
        return lines
    }
}
