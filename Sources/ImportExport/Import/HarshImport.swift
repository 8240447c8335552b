import Foundation
import JournalChanges
import JournalFormat

/// `nightly import harsh`: a harsh log's marks written as the journal's habits, in one
/// ``DayTransaction`` and one commit, or nothing.
///
/// Each habit becomes the habit track of its name (``HarshLog/trackName(_:)``); a track the
/// config does not declare yet is added to the journal's `.nightly.toml` (by the door, through
/// the config writer) in the same commit. A day's value is written with
/// ``DayTransaction/setTrack(_:to:on:)``, the one way a tracked value is written; a day that
/// already holds the same value is left alone, and one that holds another keeps it, so a
/// second run of the same import changes nothing.
public enum HarshImport {
    /// What the import does, worked out under the journal's lock before anything is written.
    public struct Plan: Sendable {
        /// The habits the config lacks, in the order the log first names them.
        public var newTracks: [Track] = []
        /// The values to write, by day then track.
        public var values: [(date: EntryDate, track: Track, value: TrackValue)] = []
        /// Marks the journal already holds as the log does.
        public var alreadyThere = 0
        /// Marks of days that hold another value, which they keep.
        public var kept: [(date: EntryDate, track: String, journal: String, log: String)] = []
        /// How many of the days written have no file yet.
        public var newDays = 0

        /// The days the values go to.
        public var days: Set<EntryDate> { Set(values.map(\.date)) }
    }

    /// Works out what importing `log` into `change`'s journal does, given the config's `tracks`.
    /// - Throws: ``ImportError/badLine(path:line:message:)`` when a habit's name is a track
    ///   that is not a habit; read errors.
    public static func plan(_ log: HarshLog, tracks: [Track], in change: DayTransaction, path: String) throws -> Plan {
        // One commit or nothing: the door rolls back what a failed plan or write changed.
        var plan = Plan()
        var byName: [String: Track] = [:]
        for track in tracks { byName[track.name] = track }
        var last: [EntryDate: [String: HarshLog.Mark]] = [:]
        if let outside = log.marks.lazy.map(\.date).first(where: { !$0.isSupported }) {
            throw ImportError.unsupportedDay(outside)
        }
        for mark in log.marks {
            if let track = byName[mark.track] {
                guard track.schedule != nil else {
                    throw ImportError.badLine(
                        path: path, line: mark.line,
                        message: "'\(mark.habit)' is the track \(track.name), which the config makes a "
                            + "\(track.kind.word), not a habit; nothing was imported")
                }
            } else {
                let track = Track(name: mark.track, kind: .habit(.daily))
                byName[mark.track] = track
                plan.newTracks.append(track)
            }
            last[mark.date, default: [:]][mark.track] = mark
        }
        let journal = change.journal
        for date in last.keys.sorted() {
            let fields = try journal.frontMatterFields(date) ?? []
            var written = false
            for (name, mark) in last[date]!.sorted(by: { $0.key < $1.key }) {
                let track = byName[name]!
                let value = TrackValue.habit(mark.mark)
                if let field = FrontMatterFields.field(name, in: fields) {
                    if track.read(field.text) == value {
                        plan.alreadyThere += 1
                    } else {
                        plan.kept.append((date, name, field.text, mark.mark.rawValue))
                    }
                    continue
                }
                plan.values.append((date, track, value))
                written = true
            }
            if written, !FileManager.default.fileExists(atPath: journal.url(for: date).path) { plan.newDays += 1 }
        }
        return plan
    }

    /// Writes `plan` in `change`: `config` (the journal's `.nightly.toml` with the new tracks),
    /// then every value. Nothing is committed: the door commits the transaction.
    /// - Throws: Write errors; the door then rolls the transaction back.
    public static func write(_ plan: Plan, config: (url: URL, bytes: [UInt8])?, in change: DayTransaction) throws {
        if let config { try change.replaceFile(config.bytes, at: config.url) }
        for (date, track, value) in plan.values { try change.setTrack(track, to: value, on: date) }
    }

    /// The closing lines: what was imported, the tables added, and the days that kept their value.
    public static func summary(_ plan: Plan, configPath: String) -> String {
        let marks = CountedNoun.of(plan.values.count, "habit mark")
        let days = CountedNoun.of(plan.days.count, "day")
        var line = "Imported \(marks) from harsh into \(days) (\(plan.newDays) new)"
        if plan.alreadyThere > 0 { line += "; \(CountedNoun.of(plan.alreadyThere, "mark")) already in the journal" }
        if !plan.kept.isEmpty { line += "; \(plan.kept.count) kept as the journal has them" }
        var lines = [line + "."]
        if !plan.newTracks.isEmpty {
            let tables = plan.newTracks.map { "[track.\($0.name)]" }.joined(separator: ", ")
            lines.append("Added \(tables) (kind = \"habit\") to \(configPath).")
        }
        lines += plan.kept.map {
            "kept \($0.track) on \($0.date.iso): the journal has '\($0.journal)', harsh '\($0.log)'"
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
