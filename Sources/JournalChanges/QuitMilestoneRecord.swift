import Foundation
import JournalFormat
import JournalReports
@_spi(JournalWrites) import JournalStorage

/// The quit milestones already announced, so each milestone of a run without events is said
/// once, by the first door that commits a change after it is reached. Like
/// ``StepChangeRecord`` it is state of one clone: `.git/nightly-milestones`, or
/// `.nightly.milestones` in a journal folder that is not a git repository.
///
/// One line a track: `NAME<TAB>LAST<TAB>MINUTES`, LAST the last event (`2026-11-19T18:00`) and
/// MINUTES the longest milestone announced since it. A new last event starts the run afresh.
struct QuitMilestoneRecord: Equatable {
    static let fileName = ".nightly.milestones"
    static let gitFileName = "nightly-milestones"

    struct Announced: Equatable {
        var last: String
        var minutes: Int
    }

    var announced: [String: Announced] = [:]

    /// The record at `url`; empty when there is none or it cannot be read (a milestone may
    /// then be said again, which is harmless).
    static func load(from url: URL) -> QuitMilestoneRecord {
        var record = QuitMilestoneRecord()
        guard let data = FileManager.default.contents(atPath: url.path) else { return record }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let minutes = Int(fields[2]) else { continue }
            record.announced[fields[0]] = Announced(last: fields[1], minutes: minutes)
        }
        return record
    }

    /// Writes the record atomically to `url`; through `files` when it is in the journal folder.
    func save(to url: URL, through files: ConfinedWriter? = nil) throws {
        let text = announced.keys.sorted().map { name in
            "\(name)\t\(announced[name]!.last)\t\(announced[name]!.minutes)\n"
        }.joined()
        if let files {
            try files.write(Array(text.utf8), to: url)
        } else {
            try AtomicFile.write(Array(text.utf8), to: url)
        }
    }

    /// The longest milestone of `progress` reached and not yet announced for its last event
    /// (the shorter ones passed since are behind it: after ten days away, "1 week", not "1 day",
    /// "3 days" and "1 week" at once); the record then holds it as announced.
    mutating func newlyReached(_ progress: QuitProgress) -> [QuitMilestone] {
        guard let last = progress.last else { return [] }
        let key = QuitMilestone.stamp(last.date, last.time)
        let name = progress.track.name
        let before = announced[name].flatMap { $0.last == key ? $0.minutes : nil } ?? -1
        guard let longest = progress.reachedMilestones.last(where: { $0.minutes > before }) else { return [] }
        announced[name] = Announced(last: key, minutes: longest.minutes)
        return [longest]
    }
}
