import Foundation
import Testing

/// The ends of the days nightly keeps (0002-01-01 to 9998-12-31), through the binary: every
/// command that computes dates runs on each of the first and last 30 days of the range without
/// a crash or a lock left behind, and a day outside the range is refused with exit 64, the
/// journal's bytes unchanged.
@Suite final class CalendarEndsTests: ScratchJournalTests {
    /// The first or last 30 days of the supported range.
    static func days(_ end: String) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "yyyy-MM-dd"
        let start = formatter.date(from: end == "first" ? "0002-01-01" : "9998-12-02")!
        return (0..<30).map { formatter.string(from: start.addingTimeInterval(Double($0) * 86_400)) }
    }

    private var lockFile: URL { journal.appendingPathComponent(".nightly.lock") }

    private func setUpJournal() throws {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        let config = """
            [track.sleep]
            kind = "count"

            [track.run]
            kind = "habit"
            every = "day"

            """
        try Data(config.utf8).write(to: journal.appendingPathComponent(".nightly.toml"))
    }

    private func nightly(_ arguments: [String], today: String) throws -> NightlyProcess.Result {
        var environment = environment
        environment["NIGHTLY_TODAY"] = today
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        environment["EDITOR"] = "true"
        environment["VISUAL"] = "true"
        return try NightlyProcess.run(arguments, environment: environment, in: folder, timeout: 60)
    }

    /// Every file of the journal and its bytes.
    private func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let root = journal.path
        for case let path as String in FileManager.default.enumerator(atPath: root) ?? .init() {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    @Test(arguments: ["first", "last"])
    func everyCommandThatComputesDatesRunsOnTheRangesEnds(end: String) throws {
        try setUpJournal()
        for day in Self.days(end) {
            let commands: [[String]] = [
                ["add", "A line on \(day)."],
                ["add", "--thought", "A thought on \(day)."],
                ["step", "--add", "Walk", "--date", day],
                ["open", day],
                ["stats"], ["calendar"], ["review"], ["onthisday"],
                ["track", "sleep", "7"], ["track", "run", "yes"], ["track"], ["habits"],
            ]
            for command in commands {
                let result = try nightly(command, today: day)
                #expect(result.status == 0, "\(day) \(command): \(result.status) \(result.err)")
                #expect(!FileManager.default.fileExists(atPath: lockFile.path), "\(day) \(command) left the lock")
            }
        }
    }

    static let outside = ["0001-01-01", "0001-01-07", "0001-12-31", "9999-01-01", "9999-12-24", "9999-12-31"]

    @Test(arguments: outside)
    func aDayOutsideTheRangeIsRefusedEverywhereItComesIn(day: String) throws {
        try setUpJournal()
        #expect(try nightly(["add", "Seed."], today: "2026-11-23").status == 0)
        let before = snapshot()
        let refusals: [(arguments: [String], today: String)] = [
            (["add", "--date", day, "text"], "2026-11-23"),
            (["add", "--thought", "--date", day, "a thought"], "2026-11-23"),
            (["step", "--add", "Walk", "--date", day], "2026-11-23"),
            (["open", day], "2026-11-23"),
            (["track", "sleep", "7", "--date", day], "2026-11-23"),
            (["show", day], "2026-11-23"),
            (["onthisday", day], "2026-11-23"),
            (["log", "--since", day], "2026-11-23"),
            (["add", "text"], day),
            (["stats"], day),
        ]
        for (arguments, today) in refusals {
            let result = try nightly(arguments, today: today)
            #expect(result.status == 64, "\(arguments) today \(today): \(result.status) \(result.err)")
            #expect(result.err.contains("outside the days nightly keeps (0002-01-01 to 9998-12-31)"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: lockFile.path))
        }
        #expect(snapshot() == before)
    }

    @Test func aDayPhraseThatStepsPastTheRangeIsRefused() throws {
        try setUpJournal()
        let result = try nightly(["add", "--date", "-1", "text"], today: "0002-01-01")
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains("'-1' (0001-12-31) lies outside"), "\(result.err)")
        let ahead = try nightly(["add", "--date", "tomorrow", "text"], today: "9998-12-31")
        #expect(ahead.status == 64, "\(ahead.err)")
    }

    @Test func anImportOfADayOutsideTheRangeWritesNothing() throws {
        try setUpJournal()
        let export = folder.appendingPathComponent("export.json")
        let json = """
            {"tags": {}, "entries": [
              {"date": "2026-11-20", "time": "09:00", "title": "In range", "body": "", "starred": false},
              {"date": "0001-01-03", "time": "09:00", "title": "Too early", "body": "", "starred": false}
            ]}
            """
        try Data(json.utf8).write(to: export)
        let before = snapshot()
        let result = try nightly(["import", "jrnl", export.path], today: "2026-11-23")
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains("dated 0001-01-03, outside the days nightly keeps"), "\(result.err)")
        #expect(snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: lockFile.path))
    }

    @Test func aFileNamedForADayOutsideTheRangeIsNoEntry() throws {
        try setUpJournal()
        let early = journal.appendingPathComponent("0001/0001-01-05.md")
        try FileManager.default.createDirectory(
            at: early.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Friday\n\n## Journal\n\nOld.\n".utf8).write(to: early)
        for year in ["0000", "9999"] {
            try FileManager.default.createDirectory(
                at: journal.appendingPathComponent("\(year)/11"), withIntermediateDirectories: true)
        }
        for command in [["stats"], ["calendar"], ["onthisday"], ["habits"], ["track"], ["add", "Today."]] {
            let result = try nightly(command, today: "0002-01-05")
            #expect(result.status == 0, "\(command): \(result.err)")
        }
    }
}
