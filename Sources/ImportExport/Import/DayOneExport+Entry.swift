import Foundation
import JournalFormat

extension DayOneExport.Entry {
    /// The entry on its local day: `creationDate` is UTC, and `timeZone` says where it was
    /// written (UTC when missing).
    /// - Throws: ``ImportError/badEntry(path:entry:reason:)`` for a day or time that does not
    ///   exist, an unknown time zone, or a local day outside years 1 to 9999.
    func imported(photos photoSource: any DayOnePhotos, path: String) throws -> ImportedEntry {
        func bad(_ reason: String) -> ImportError { .badEntry(path: path, entry: creationDate, reason: reason) }
        guard let instant = Self.parseDate(creationDate) else { throw bad("has a creationDate that is not a date") }
        // The formatter reads 2026-02-30 as 2 March and 25:00 as the next day: check as written.
        guard EntryDate(iso: creationDate.prefix(10)) != nil,
            ClockTime(creationDate.dropFirst(11).prefix(5)) != nil
        else { throw bad("has a date or time that does not exist") }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        if let timeZone {
            guard let zone = TimeZone(identifier: timeZone) else { throw bad("has an unknown time zone '\(timeZone)'") }
            calendar.timeZone = zone
        }
        let parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: instant)
        guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day,
            let date = EntryDate(validYear: year, month: month, day: day)
        else { throw bad("falls outside the years 1 to 9999 where it was written") }
        var body = DayOneText.unescaped((text ?? "").normalisingLineEndings())
        let title = DayOneText.takeTitle(from: &body)
        var problems: [String] = []
        var copied: [ImportedPhoto] = []
        for photo in photos ?? [] {
            let reference = "dayone-moment://\(photo.identifier)"
            // Names from the export's JSON are only ever letters and digits, never a path.
            let lookup =
                photo.md5.flatMap { Self.isPlainName($0) ? $0 : nil }.map { md5 in
                    photoSource.lookup(md5: md5, type: photo.type.flatMap { Self.isPlainName($0) ? $0 : nil })
                } ?? .missing
            switch lookup {
            case .found(let file):
                body = body.replacingOccurrences(of: reference, with: "photos/\(file.fileName)")
                copied.append(file)
            case .missing:
                problems.append("photo \(photo.identifier) is not in the export; its link is kept as it was")
            case .refused(let reason):
                problems.append("photo \(photo.identifier): \(reason); it is left out, and its link kept as it was")
            }
        }
        body = ImportedHeadings.demoting(body)
        // An empty tag would make the tag line a lone `#`, a heading.
        let tagLine = (tags ?? []).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: "-") }
            .filter { !$0.isEmpty }.map { "#" + $0 }
        if !tagLine.isEmpty { body = body.trimmingTrailingBlankLines() + "\n\n" + tagLine.joined(separator: " ") }
        return ImportedEntry(
            date: date, time: ClockTime(hour: parts.hour!, minute: parts.minute!)?.description, title: title,
            body: body, starred: starred ?? false, photos: copied, problems: problems)
    }

    private static func isPlainName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
    }

    /// `2026-03-15T03:30:00Z`, with or without fractional seconds.
    private static func parseDate(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }
}
