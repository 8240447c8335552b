import JournalFormat

/// One of nightly's awards: a milestone that unlocks once, on the day it was reached.
public struct Award: Sendable, Equatable, Encodable {
    /// Progress towards a locked award, or the target of an unlocked one.
    public struct Progress: Sendable, Equatable, Encodable {
        public var current: Int
        public var target: Int
    }

    public var id: String
    public var title: String
    public var howToUnlock: String
    /// The day the milestone was reached, or `nil` while locked.
    public var unlockedOn: EntryDate?
    public var progress: Progress

    public var unlocked: Bool { unlockedOn != nil }

    /// How a door announces awards it reached, one line each: `Award unlocked: First entry`.
    public static func lines(_ awards: [Award]) -> [String] { awards.map { "Award unlocked: \($0.title)" } }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(unlocked, forKey: .unlocked)
        try container.encode(unlockedOn, forKey: .unlockedOn)
        try container.encode(howToUnlock, forKey: .howToUnlock)
        try container.encode(progress, forKey: .progress)
    }

    enum CodingKeys: String, CodingKey { case id, title, unlocked, unlockedOn, howToUnlock, progress }
}
