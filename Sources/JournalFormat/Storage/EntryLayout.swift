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

    /// The date an entry at `relativePath` is for, under any layout; `nil` for other files, and
    /// for a file named for a day outside ``EntryDate/supported`` (`0001/0001-01-05.md`).
    public static func date(ofRelativePath relativePath: String) -> EntryDate? {
        var path = relativePath
        return path.withUTF8(date(ofRelativePath:))
    }

    /// The same, on the path's UTF-8 bytes: a listing asks it of every file in the journal.
    static func date(ofRelativePath path: UnsafeBufferPointer<UInt8>) -> EntryDate? {
        let count = path.count
        guard count >= 13, path[count - 3] == dot, path[count - 2] == UInt8(ascii: "m"),
            path[count - 1] == UInt8(ascii: "d")
        else { return nil }
        var slashes = (first: -1, second: -1, count: 0)
        for index in path.indices where path[index] == slash {
            slashes.count += 1
            if slashes.count == 1 { slashes.first = index } else { slashes.second = index }
        }
        switch slashes.count {
        case 0:  // YYYY-MM-DD.md
            guard count == 13 else { return nil }
            return iso(path, year: 0, month: 5, day: 8, separated: true)
        case 1:  // YYYY/YYYY-MM-DD.md, the year folder matching the name
            guard count == 18, slashes.first == 4, (0..<4).allSatisfy({ path[$0] == path[5 + $0] }) else { return nil }
            return iso(path, year: 5, month: 10, day: 13, separated: true)
        case 2:  // YYYY/MM/DD.md
            guard count == 13, slashes.first == 4, slashes.second == 7 else { return nil }
            return iso(path, year: 0, month: 5, day: 8, separated: false)
        default:
            return nil
        }
    }

    /// The date whose digits start at the given offsets, with `-` between them when `separated`.
    private static func iso(_ path: UnsafeBufferPointer<UInt8>, year: Int, month: Int, day: Int, separated: Bool)
        -> EntryDate?
    {
        if separated, path[month - 1] != dash || path[day - 1] != dash { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for byte in path[start..<(start + length)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(year, 4), let month = number(month, 2), let day = number(day, 2) else { return nil }
        guard let date = EntryDate(validYear: year, month: month, day: day), date.isSupported else { return nil }
        return date
    }

    private static let dot = UInt8(ascii: ".")
    private static let dash = UInt8(ascii: "-")
    private static let slash = UInt8(ascii: "/")
}
