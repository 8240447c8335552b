import Foundation
import JournalFormat

/// jrnl's plain-text format: each entry starts with `[date time] title` at the start of a
/// line (a title ending in ` *` is starred), and the lines up to the next such line are its
/// body. The time is in jrnl's `timeformat`, `%F %r` unless the user changed it.
enum JrnlText {
    /// The entries of `text`. A `[date time]` line whose day or time does not exist is an
    /// entry that cannot be placed: it and its body are skipped, named with their line, rather
    /// than read as part of the entry before.
    static func entries(in text: String, path: String) -> ImportedExport {
        var entries: [ImportedEntry] = []
        var unreadable: [UnreadableEntry] = []
        var current: (date: EntryDate, time: String?, title: String, body: [Substring])?
        var skipping = false
        func finish() {
            guard let entry = current else { return }
            var title = entry.title
            var body = entry.body.joined(separator: "\n")
            let starred = title.hasSuffix(" *") || title == "*"
            if starred {
                title = String(title.dropLast(title == "*" ? 1 : 2))
            } else if entry.body.isEmpty {
                (title, body) = firstSentence(of: title)
            }
            entries.append(
                self.entry(date: entry.date, time: entry.time, title: title, body: body, starred: starred))
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            switch header(line) {
            case .entry(let date, let time, let title):
                finish()
                current = (date, time, String(title), [])
                skipping = false
            case .unreadable(let reason):
                finish()
                current = nil
                skipping = true
                unreadable.append(
                    UnreadableEntry(path: path, place: "line \(number + 1)", label: String(line), reason: reason))
            case nil:
                if !skipping { current?.body.append(line) }
            }
        }
        finish()
        return ImportedExport(entries: entries, unreadable: unreadable)
    }

    private enum Header {
        case entry(EntryDate, String?, Substring)
        case unreadable(String)
    }

    /// An entry with jrnl's `@tags` turned into nightly's `#tags`, and its headings below the
    /// entry's own.
    static func entry(date: EntryDate, time: String?, title: String, body: String, starred: Bool) -> ImportedEntry {
        ImportedEntry(
            date: date, time: time.flatMap(clock), title: title.isEmpty ? nil : hashTags(title),
            body: ImportedHeadings.demoting(hashTags(body)), starred: starred)
    }

    /// A one-line entry's title and body as jrnl splits them: jrnl takes the title up to the
    /// entry's first line break, and only an entry with none (a header line followed at once
    /// by the next header, or the file's last line without its line break) at its first
    /// sentence end: `.`, `?`, `!` or `…` (with a closing quote or bracket) before white space,
    /// or a full-width terminal. The rest of the line is the body.
    static func firstSentence(of text: String) -> (title: String, body: String) {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if "！．？｡。".contains(character) {
                return split(characters, at: index)
            }
            guard ".!?…‼‽⁇⁈⁉⋯﹒﹗".contains(character) else { continue }
            var end = index
            if end < characters.count, "'’\"”".contains(characters[end]) { end += 1 }
            while end < characters.count, "])".contains(characters[end]) { end += 1 }
            if end < characters.count, characters[end].isWhitespace { return split(characters, at: end) }
        }
        return (text, "")
    }

    private static func split(_ characters: [Character], at index: Int) -> (title: String, body: String) {
        (
            String(characters[..<index]).trimmingCharacters(in: .whitespaces),
            String(characters[index...]).trimmingCharacters(in: .whitespaces)
        )
    }

    /// `[2026-03-14 09:15:00 PM] Title` → the date, `21:15` and `Title`.
    private static func header(_ line: Substring) -> Header? {
        guard line.first == "[", let close = line.firstIndex(of: "]") else { return nil }
        let stamp = line[line.index(after: line.startIndex)..<close]
        guard stamp.count >= 10, looksLikeDate(stamp.prefix(10)) else { return nil }
        let rest = stamp.dropFirst(10)
        guard rest.isEmpty || rest.first == " " || rest.first == "T" else { return nil }
        guard let date = EntryDate(iso: stamp.prefix(10)) else { return .unreadable("has a date that does not exist") }
        let time = rest.dropFirst().trimmingCharacters(in: .whitespaces)
        guard time.isEmpty || clock(time) != nil else { return .unreadable("has a time that does not exist") }
        var title = line[line.index(after: close)...]
        if title.first == " " { title = title.dropFirst() }
        return .entry(date, clock(time), title)
    }

    /// `YYYY-MM-DD` in shape, a real day or not.
    private static func looksLikeDate(_ text: Substring) -> Bool {
        text.enumerated().allSatisfy { index, character in
            index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
        }
    }

    /// `21:15`, `21:15:00`, `09:15:00 PM`, `9:15 pm` → `21:15`; `nil` for anything else.
    static func clock(_ text: String) -> String? {
        let words = text.split(separator: " ")
        guard let first = words.first else { return nil }
        let parts = first.split(separator: ":").map { Int($0) }
        guard parts.count >= 2, var hour = parts[0], let minute = parts[1] else {
            return nil
        }
        if words.count > 1 {
            let meridiem = words[1].uppercased()
            if meridiem == "PM", hour < 12 { hour += 12 }
            if meridiem == "AM", hour == 12 { hour = 0 }
        }
        return ClockTime(hour: hour, minute: minute)?.description
    }

    /// `@tag` at the start of a line or after white space becomes `#tag`, as jrnl reads tags
    /// (with the default `tagsymbols: '@'`); an e-mail address keeps its `@`, and code (fenced
    /// or an inline span) keeps every character.
    static func hashTags(_ text: String) -> String {
        let code = MarkdownCode(text)
        let characters = code.characters
        var result = ""
        for (index, character) in characters.enumerated() {
            let previous = index == 0 ? " " : characters[index - 1]
            if character == "@", !code.isCode[index], previous.isWhitespace, index + 1 < characters.count,
                characters[index + 1].isLetter || characters[index + 1].isNumber || characters[index + 1] == "_"
            {
                result.append("#")
            } else {
                result.append(character)
            }
        }
        return result
    }
}
