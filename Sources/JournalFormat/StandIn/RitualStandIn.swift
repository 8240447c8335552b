// A stand-in for JournalFormat's announced public API, so the ritual builds and its tests
// run before JournalFormat lands on main. Deleted when main is merged; nothing here is meant
// to survive that merge.
import Foundation

public struct EntryDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int, month: Int, day: Int
    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, text.count == 10 else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }
    public var iso: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }
    public var description: String { iso }
    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    private var date: Date {
        Self.calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }
    public func adding(days: Int) -> EntryDate {
        let moved = Self.calendar.date(byAdding: .day, value: days, to: date)!
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: moved)
        return EntryDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }
    public func days(to other: EntryDate) -> Int {
        Self.calendar.dateComponents([.day], from: date, to: other.date).day!
    }
    public var weekday: Int { (Self.calendar.component(.weekday, from: date) + 5) % 7 + 1 }
    public var longTitle: String {
        let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let months = DateFormatter().monthSymbols ?? []
        return "\(names[weekday - 1]), \(day) \(months.count == 12 ? months[month - 1] : String(month)) \(year)"
    }
    public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> EntryDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return EntryDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }
    public static func < (lhs: EntryDate, rhs: EntryDate) -> Bool { lhs.iso < rhs.iso }
}

public enum EntryLayout: String, CaseIterable, Sendable, Codable {
    case year, flat, nested
    public func relativePath(for date: EntryDate) -> String {
        switch self {
        case .year: return "\(date.iso.prefix(4))/\(date.iso).md"
        case .flat: return "\(date.iso).md"
        case .nested: return date.iso.replacingOccurrences(of: "-", with: "/") + ".md"
        }
    }
}

public enum SectionKind: String, Sendable, Codable, CaseIterable {
    case poem, journal, actionStep = "action-step", thoughtDiary = "thought-diary", other
    public var defaultTitle: String {
        switch self {
        case .poem: return "Poem"
        case .journal: return "Journal"
        case .actionStep: return "Action step"
        case .thoughtDiary: return "Thought diary"
        case .other: return "Notes"
        }
    }
}

public struct ActionStep: Hashable, Sendable {
    public var text: String
    public var done: Bool
    public var line: Int
}

public struct EntryFile: Hashable, Sendable {
    public var date: EntryDate
    public var url: URL
}

public enum JournalError: Error, CustomStringConvertible {
    case io(path: String, message: String)
    public var description: String {
        switch self {
        case .io(let path, let message): return "\(path): \(message)"
        }
    }
}

public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp")
        try Data(bytes).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw JournalError.io(path: url.path, message: "rename failed") }
    }
}

public struct Entry: Sendable, Equatable {
    public let bytes: [UInt8]
    public let date: EntryDate?
    public let path: String
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public static func parse(_ bytes: [UInt8], date: EntryDate?, path: String) throws -> Entry {
        Entry(bytes: bytes, date: date, path: path)
    }
    public static func template(
        for date: EntryDate, path: String = "", titles: [SectionKind: String] = [:]
    ) -> Entry {
        let order: [SectionKind] = [.poem, .journal, .actionStep, .thoughtDiary]
        var text = "# \(date.longTitle)\n"
        for kind in order { text += "\n## \(titles[kind] ?? kind.defaultTitle)\n\n<!-- … -->\n" }
        return Entry(bytes: Array(text.utf8), date: date, path: path)
    }
    private var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
    public var actionSteps: [ActionStep] {
        var steps: [ActionStep] = []
        var inSection = false
        for (number, line) in lines.enumerated() {
            if line.hasPrefix("## ") { inSection = line.lowercased().contains("action step") }
            guard inSection else { continue }
            if line.hasPrefix("- [ ] ") || line.hasPrefix("- [x] ") || line.hasPrefix("- [X] ") {
                steps.append(
                    ActionStep(text: String(line.dropFirst(6)), done: !line.hasPrefix("- [ ]"), line: number + 1))
            }
        }
        return steps
    }
    public var isWritten: Bool {
        let template = date.map { Entry.template(for: $0).text } ?? ""
        return text.split(separator: "\n").contains { line in
            !line.hasPrefix("#") && !line.hasPrefix("<!--") && !line.trimmingCharacters(in: .whitespaces).isEmpty
                && !template.contains(line)
        }
    }
    public func settingActionStep(_ index: Int, done: Bool) throws -> Entry {
        let step = actionSteps[index]
        var all = lines
        all[step.line - 1] = (done ? "- [x] " : "- [ ] ") + step.text
        return Entry(bytes: Array(all.joined(separator: "\n").utf8), date: date, path: path)
    }
    public func appending(_ text: String, to kind: SectionKind, title: String? = nil) -> Entry {
        var all = lines.map(String.init)
        let heading = "## \(title ?? kind.defaultTitle)"
        guard let start = all.firstIndex(of: heading) else {
            return Entry(bytes: bytes + Array("\n\(heading)\n\n\(text)\n".utf8), date: date, path: path)
        }
        var end = all[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? all.count
        while end > start + 1, all[end - 1].isEmpty { end -= 1 }
        all.insert(contentsOf: ["", text], at: end)
        return Entry(bytes: Array(all.joined(separator: "\n").utf8), date: date, path: path)
    }
}

public struct Journal: Sendable {
    public let root: URL
    public let layout: EntryLayout
    public init(root: URL, layout: EntryLayout = .year) {
        self.root = root
        self.layout = layout
    }
    public func entryFiles() throws -> [EntryFile] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [EntryFile] = []
        for case let url as URL in walker where url.pathExtension == "md" {
            let relative = url.path.dropFirst(root.path.count + 1)
            let iso = relative.dropLast(3).replacingOccurrences(of: "/", with: "-")
            if let date = EntryDate(iso: String(iso.suffix(10))) { files.append(EntryFile(date: date, url: url)) }
        }
        return files.sorted { $0.date < $1.date }
    }
    public func url(for date: EntryDate) -> URL {
        for layout in [self.layout] + EntryLayout.allCases {
            let url = root.appendingPathComponent(layout.relativePath(for: date))
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return root.appendingPathComponent(layout.relativePath(for: date))
    }
    public func load(_ date: EntryDate) throws -> Entry? {
        let url = url(for: date)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try Entry.parse(Array(data), date: date, path: url.path)
    }
    public func save(_ entry: Entry, to url: URL) throws { try AtomicFile.write(entry.bytes, to: url) }
}
