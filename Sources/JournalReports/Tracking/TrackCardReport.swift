import Foundation
import JournalFormat

/// `nightly track --json`: `{"date", "tracks": [{"name", "kind", "value", "times", "due"}]}`;
/// `value` is a number, a string for a habit, or null; `times` only for counts, `due` only for
/// habits.
public struct TrackCardReport: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        var name: String
        var kind: String
        var value: TrackValue?
        var times: [String]?
        var due: Bool?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(kind, forKey: .kind)
            switch value {
            case .number(let number)?: try container.encode(number, forKey: .value)
            case .count(let count, _)?: try container.encode(count, forKey: .value)
            case .habit(let mark)?: try container.encode(mark.rawValue, forKey: .value)
            case nil: try container.encodeNil(forKey: .value)
            }
            try container.encodeIfPresent(times, forKey: .times)
            try container.encodeIfPresent(due, forKey: .due)
        }

        enum CodingKeys: String, CodingKey { case name, kind, value, times, due }
    }

    var date: EntryDate
    var tracks: [Row]

    public init(_ card: TrackCard) {
        date = card.date
        tracks = card.rows.map { row in
            var times: [String]?
            if case .count = row.track.kind {
                if case .count(_, let kept)? = row.value { times = kept.map(\.description) } else { times = [] }
            }
            return Row(name: row.track.name, kind: row.track.kind.word, value: row.value, times: times, due: row.due)
        }
    }
}

/// How the card and the ritual say a value and a quit plan.
public enum TrackCardText {
    /// `6/10`, `7.5 h`, `yes`, `2 (08:10, 12:40)`.
    public static func value(_ value: TrackValue, of track: Track) -> String {
        switch (value, track.kind) {
        case (.number(let number), .scale(_, let max)): return "\(Track.formatted(number))/\(max)"
        case (.number(let number), .number(let unit)): return Track.formatted(number) + (unit.map { " \($0)" } ?? "")
        case (.count(let count, let times), _):
            return times.isEmpty ? String(count) : "\(count) (\(times.map(\.description).joined(separator: ", ")))"
        default: return Track.text(of: value)
        }
    }

    /// "2 today, target 3 · 4 days 3 hours without".
    public static func quitLine(_ quit: QuitProgress) -> String {
        var parts: [String] = []
        var today = "\(quit.todayCount ?? 0) today"
        if let target = quit.todayTarget { today += ", target \(target)" }
        parts.append(today)
        if let minutes = quit.minutesSinceLast { parts.append("\(QuitProgress.duration(minutes: minutes)) without") }
        return parts.joined(separator: " · ")
    }
}
