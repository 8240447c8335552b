import JournalFormat

/// A track in `nightly review`: for a scale, number or count, the period's days with a value,
/// their mean (two decimals), lowest and highest; for a habit, its mark on each day of the
/// period up to today (`yes`, `no`, `skip`, or null when unmarked) and the days marked.
public struct ReviewTrack: Sendable, Equatable, Encodable {
    public var name: String
    public var kind: String
    /// Days with a value (a measure) or a mark (a habit).
    public var days: Int
    /// A measure's; left out for a habit, null for a measure without values.
    public var mean: Double??
    public var min: Double??
    public var max: Double??
    /// A habit's marks, one a day of the period up to today; left out for a measure.
    public var marks: [HabitMark?]?

    enum CodingKeys: String, CodingKey { case name, kind, days, mean, min, max, marks }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(days, forKey: .days)
        for (key, value) in [(CodingKeys.mean, mean), (.min, min), (.max, max)] {
            if let value { try container.encode(value, forKey: key) }
        }
        if let marks { try container.encode(marks.map { $0?.rawValue }, forKey: .marks) }
    }

    /// Each track's line over `days`.
    static func lines(_ tracks: [Track], history: TrackHistory, days: ClosedRange<EntryDate>) -> [ReviewTrack] {
        tracks.map { track in
            let values = history.days(of: track.name).filter { days.contains($0.date) }
            guard track.isMeasure else {
                let marks = (0...days.lowerBound.days(to: days.upperBound)).map { offset -> HabitMark? in
                    guard
                        case .habit(let mark)? = history.value(of: track.name, on: days.lowerBound.adding(days: offset))
                    else { return nil }
                    return mark
                }
                return ReviewTrack(
                    name: track.name, kind: track.kind.word, days: marks.count { $0 != nil }, mean: nil, min: nil,
                    max: nil, marks: marks)
            }
            let numbers = values.compactMap(\.value.number)
            return ReviewTrack(
                name: track.name, kind: track.kind.word, days: numbers.count,
                mean: .some(TrackTrend.mean(numbers)), min: .some(numbers.min()), max: .some(numbers.max()),
                marks: nil)
        }
    }
}
