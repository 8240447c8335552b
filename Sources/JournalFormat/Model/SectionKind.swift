/// What a level-2 section of an entry is for, decided by its title.
public enum SectionKind: String, Sendable, Codable, CaseIterable {
    case poem
    case journal
    case actionStep = "action-step"
    case thoughtDiary = "thought-diary"
    case other

    /// The order of the known sections in a new entry.
    public static let templateOrder: [SectionKind] = [.poem, .journal, .actionStep, .thoughtDiary]

    /// The title a new section of this kind gets.
    public var defaultTitle: String {
        switch self {
        case .poem: return "Poem"
        case .journal: return "Journal"
        case .actionStep: return "Action step"
        case .thoughtDiary: return "Thought diary"
        case .other: return "Notes"
        }
    }

    /// The kind a heading's title names by the built-in names alone, ignoring case, surrounding
    /// spaces, a trailing colon and an ellipsis, so "Tomorrow, I will…" and "ACTION STEPS:" both
    /// count. A journal's entries are read with its ``SectionTitles``, which add the titles the
    /// user configured.
    public init(title: String) {
        self = SectionTitles.builtIn.kind(ofTitle: title)
    }
}
