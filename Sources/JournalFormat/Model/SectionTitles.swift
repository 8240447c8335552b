/// How a journal names its sections: the one place that decides a heading's ``SectionKind``,
/// and the titles new sections get.
///
/// A heading is read as a kind when its title is one the user configured for that kind
/// (`[sections]` in the config) or one of the built-in names ("Journal", "Diary",
/// "Tomorrow, I will", …). Both match the same way: ignoring case, surrounding spaces and tabs,
/// a closing sequence of `#`s, a trailing colon, full stop or ellipsis. A configured title
/// wins over a built-in name, so `journal = "Thoughts"` makes "## Thoughts" the journal.
public struct SectionTitles: Sendable, Equatable {
    /// The titles the user configured, by kind; ``SectionKind/other`` is never among them.
    public let configured: [SectionKind: String]
    /// Normalised configured titles, by the kind they name.
    private let configuredKinds: [String: SectionKind]
    /// Exact heading titles already resolved (the default and configured ones), so the usual
    /// headings of a long journal cost one dictionary lookup and no normalising.
    private let resolved: [String: SectionKind]
    /// The same titles as UTF-8, in byte order, for the readers that have a heading's bytes
    /// (``PlainSections``): a few byte comparisons cost less than making the heading's
    /// `String` and hashing it (1% of `export json`, four headings an entry).
    private let resolvedUTF8: [ResolvedTitle]

    private struct ResolvedTitle: Sendable, Equatable {
        var utf8: [UInt8]
        var kind: SectionKind
    }

    /// Only the built-in names and default titles.
    public static let builtIn = SectionTitles()

    /// - Parameter configured: Titles for new sections of each kind, which are also read as
    ///   that kind. When two kinds are given the same title, the kind that comes first in a new
    ///   entry (``SectionKind/templateOrder``) reads it.
    public init(_ configured: [SectionKind: String] = [:]) {
        self.configured = configured.filter { $0.key != .other }
        var kinds: [String: SectionKind] = [:]
        for kind in SectionKind.templateOrder.reversed() {
            guard let title = self.configured[kind] else { continue }
            let key = Self.key(Self.headingText(title))
            if !key.isEmpty { kinds[key] = kind }
        }
        configuredKinds = kinds
        var resolved: [String: SectionKind] = [:]
        for title in SectionKind.allCases.map(\.defaultTitle) + self.configured.values.map(Self.headingText) {
            resolved[title] = Self.kind(ofTitle: title, configured: kinds)
        }
        self.resolved = resolved
        resolvedUTF8 = resolved.map { ResolvedTitle(utf8: Array($0.key.utf8), kind: $0.value) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The title a new section of `kind` gets: the configured one, else the default.
    public func title(for kind: SectionKind) -> String {
        configured[kind] ?? kind.defaultTitle
    }

    /// Whether a new section of `kind` reads back as `kind`. It does not when its configured
    /// title has no words (`###`, `...`) or another kind already reads that title.
    public func readsBack(_ kind: SectionKind) -> Bool {
        self.kind(ofTitle: Self.headingText(title(for: kind))) == kind
    }

    /// ``kind(ofTitle:)-(String)`` of the title's UTF-8 (valid UTF-8). A title whose bytes are
    /// a resolved title's is that title; any other is read as a `String` (a title spelled with
    /// other bytes may still be canonically the same, and normalising decides the rest).
    func kind(ofTitle title: UnsafeBufferPointer<UInt8>) -> SectionKind {
        for resolved in resolvedUTF8 where resolved.utf8.count == title.count && resolved.utf8.elementsEqual(title) {
            return resolved.kind
        }
        return kind(ofTitle: String(decoding: title, as: UTF8.self))
    }

    /// The kind a heading's title names (the heading's text without its `#` markers).
    public func kind(ofTitle title: String) -> SectionKind {
        resolved[title] ?? Self.kind(ofTitle: title, configured: configuredKinds)
    }

    private static func kind(ofTitle title: String, configured: [String: SectionKind]) -> SectionKind {
        let key = key(title)
        return configured[key] ?? aliases[key] ?? .other
    }

    /// What titles are compared by: lowercased, without surrounding spaces and tabs, and without
    /// a trailing colon, full stop or ellipsis, so "Tomorrow, I will…" and "ACTION STEPS:" match.
    static func key(_ title: String) -> String {
        var key = title.lowercased().trimming(" \t")
        while let last = key.last, ":.…".contains(last) { key.removeLast() }
        return key.trimming(" \t")
    }

    /// What the parser reads as the title of `## title`, the heading a new section gets: the
    /// text without surrounding spaces and without a closing sequence of `#`s.
    static func headingText(_ title: String) -> String {
        var text = Substring(title.trimming(" \t"))
        let withoutHashes = text.reversed().drop { $0 == "#" }.count
        let beforeHashes = text.prefix(withoutHashes)
        if beforeHashes.isEmpty || beforeHashes.last == " " || beforeHashes.last == "\t" { text = beforeHashes }
        return text.trimming(" \t")
    }

    private static let aliases: [String: SectionKind] = [
        "poem": .poem, "tiny poem": .poem,
        "journal": .journal, "diary": .journal,
        "action step": .actionStep, "action steps": .actionStep,
        "today, i will": .actionStep, "tomorrow, i will": .actionStep,
        "thought diary": .thoughtDiary, "thoughts": .thoughtDiary, "thought records": .thoughtDiary,
    ]
}
