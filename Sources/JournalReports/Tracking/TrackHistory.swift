import Foundation
import JournalFormat

/// The tracked values of a stretch of days, read from each day's front matter: what `track`,
/// `habits`, `trend`, `quit`, `insights` and `review` report on.
///
/// A day's file is read up to its front matter's closing fence (``FrontMatterFields``); a value
/// a track cannot take is left out here, and reported by `nightly check`.
public struct TrackHistory: Sendable {
    /// Each track's values by day, by the track's name.
    public private(set) var values: [String: [EntryDate: TrackValue]] = [:]
    /// The days read that have a file, written or not, in order.
    public private(set) var days: [EntryDate] = []

    public init(values: [String: [EntryDate: TrackValue]] = [:], days: [EntryDate] = []) {
        self.values = values
        self.days = days
    }

    /// Reads `tracks`' values in `journal`'s entry files (only those of `range`, when given).
    /// - Throws: ``JournalError/unreadable(path:reason:)`` when the folder cannot be listed;
    ///   a file that cannot be read is left out.
    public init(tracks: [Track], in journal: Journal, days range: ClosedRange<EntryDate>? = nil) throws {
        let files = try range.map(journal.entryFiles(in:)) ?? journal.entryFiles()
        let reader = EntryFileReader(journal)
        let fields = concurrentMap(files) { file in
            (try? reader.read(file)).flatMap(FrontMatterFields.read)
        }
        for (file, fields) in zip(files, fields) {
            days.append(file.date)
            if let fields { add(fields, on: file.date, tracks: tracks) }
        }
    }

    /// The values of `tracks` in the summaries a report already read.
    public init(tracks: [Track], summaries: some Sequence<EntrySummary>) {
        for summary in summaries {
            guard let date = summary.date else { continue }
            days.append(date)
            add(summary.fields, on: date, tracks: tracks)
        }
    }

    private mutating func add(_ fields: [FrontMatterField], on date: EntryDate, tracks: [Track]) {
        for track in tracks {
            guard let field = FrontMatterFields.field(track.name, in: fields), let value = track.read(field.text)
            else { continue }
            values[track.name, default: [:]][date] = value
        }
    }

    /// `track`'s value on `day`.
    public func value(of track: String, on day: EntryDate) -> TrackValue? {
        values[track]?[day]
    }

    /// `track`'s days with a value, in order.
    public func days(of track: String) -> [(date: EntryDate, value: TrackValue)] {
        (values[track] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
