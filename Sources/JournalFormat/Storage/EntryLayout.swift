/// Where a day's file lives in the journal folder.
public enum EntryLayout: String, CaseIterable, Sendable, Codable {
    /// `2026/2026-11-23.md`: the default; the date is in the file name, so `grep -r` says the day.
    case year
    /// `2026-11-23.md`, as Obsidian's daily notes keep them.
    case flat
    /// `2026/11/23.md`.
    case nested

    /// The path of `date`'s entry relative to the journal folder.
    public func relativePath(for date: EntryDate) -> String {
        let iso = date.iso
        switch self {
        case .year: return "\(iso.prefix(4))/\(iso).md"
        case .flat: return "\(iso).md"
        case .nested: return "\(iso.prefix(4))/\(iso.dropFirst(5).prefix(2))/\(iso.suffix(2)).md"
        }
    }

    /// The date an entry at `relativePath` is for, under any layout; `nil` for other files.
    public static func date(ofRelativePath relativePath: String) -> EntryDate? {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = parts.last, name.hasSuffix(".md") else { return nil }
        let stem = name.dropLast(3)
        switch parts.count {
        case 1:
            return EntryDate(iso: stem)
        case 2:
            guard let date = EntryDate(iso: stem), parts[0] == stem.prefix(4) else { return nil }
            return date
        case 3:
            guard parts[0].count == 4, parts[1].count == 2, stem.count == 2 else { return nil }
            return EntryDate(iso: "\(parts[0])-\(parts[1])-\(stem)")
        default:
            return nil
        }
    }
}
