/// Reads thought-diary records line by line. A record is a run of label lines; a `Situation:`
/// or `Trigger:` line, a heading, or the end of the section ends the one before.
struct ThoughtRecordReader {
    private enum Field {
        case trigger, thought, factOrFeeling, reframe, intensity, time, tags
    }

    /// The labels a record's lines may carry, lower case.
    private static let labels: [(name: StaticString, field: Field)] = [
        ("situation", .trigger), ("trigger", .trigger), ("situation or trigger", .trigger),
        ("thought", .thought), ("automatic thought", .thought),
        ("fact or feeling", .factOrFeeling), ("is it a fact or a feeling", .factOrFeeling),
        ("fact or a feeling", .factOrFeeling), ("fact/feeling", .factOrFeeling),
        ("reframe", .reframe), ("balanced thought", .reframe),
        ("intensity", .intensity), ("time", .time), ("tags", .tags),
    ]

    private(set) var records: [ThoughtRecord] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The record being read, when `isReading`. Kept as a record and a flag rather than an
    /// optional, which Swift copies (retaining and releasing each of its strings) to look at
    /// it: on every label line of every thought diary, a sixth of the reader's cost.
    private var current = Self.noRecord
    private var isReading = false
    /// What `current` holds between records: made once, not for every reader and record.
    private static let noRecord = ThoughtRecord()
    private var lastField: Field?

    mutating func read(_ content: String, line: Int) {
        var content = content
        content.withUTF8 { read($0, line: line) }
    }

    /// Reads one line of the section, given as its UTF-8 bytes without the line break.
    mutating func read(_ content: UnsafeBufferPointer<UInt8>, line: Int) {
        guard let parts = LabelLine.parts(of: content), let field = Self.field(of: parts.label, in: content) else {
            continueValue(content)
            return
        }
        // A new situation, or a field the record already has, starts the next record.
        if field == .trigger || !isReading || isSet(field) { startRecord(line: line) }
        lastField = field
        guard !parts.value.isEmpty else { return }
        set(field, to: UnsafeBufferPointer(rebasing: content[parts.value]), line: line)
    }

    /// The field whose label `label` is. Only the labels that start with its first letter are
    /// compared (``LabelLine/label(_:in:is:)`` reads any other as no match at that letter): the
    /// fourteen comparisons of every line cost a sixth of reading the thought diary.
    private static func field(of label: Range<Int>, in line: UnsafeBufferPointer<UInt8>) -> Field? {
        guard let first = LabelLine.firstByte(of: label, in: line) else { return nil }
        return labels.first { candidate in
            candidate.name.withUTF8Buffer { $0.first == first && LabelLine.label(label, in: line, is: $0) }
        }?.field
    }

    mutating func endRecord() {
        lastField = nil
        guard isReading else { return }
        isReading = false
        // Swapped out, not copied: a copy retains each of the record's strings to release them again.
        var record = Self.noRecord
        swap(&record, &current)
        guard !Self.isEmpty(record) else { return }
        if let warning = Self.missingThought(record) { diagnostics.append(warning) }
        records.append(record)
    }

    /// The diagnostics as ``endRecord()`` would leave them, without ending the record being
    /// read: for a caller done with the lines, which would otherwise copy the whole reader.
    var diagnosticsAtEnd: [Diagnostic] {
        guard isReading, !Self.isEmpty(current), let warning = Self.missingThought(current) else { return diagnostics }
        return diagnostics + [warning]
    }

    /// A record of no field but its time is no record.
    private static func isEmpty(_ record: ThoughtRecord) -> Bool {
        record.trigger == nil && record.thought == nil && record.reframe == nil && record.factOrFeeling == nil
            && record.intensity == nil && record.tags.isEmpty
    }

    private static func missingThought(_ record: ThoughtRecord) -> Diagnostic? {
        guard record.thought == nil else { return nil }
        return Diagnostic(line: record.line, severity: .warning, message: "thought record has no 'Thought:' line")
    }

    /// Whether the record being read has `field` already.
    private func isSet(_ field: Field) -> Bool {
        guard isReading else { return false }
        switch field {
        case .trigger: return current.trigger != nil
        case .thought: return current.thought != nil
        case .factOrFeeling: return current.factOrFeeling != nil
        case .reframe: return current.reframe != nil
        case .intensity: return current.intensity != nil
        case .time: return current.time != nil
        case .tags: return !current.tags.isEmpty
        }
    }

    private mutating func startRecord(line: Int) {
        endRecord()
        current = ThoughtRecord(line: line)
        isReading = true
    }

    /// An indented line under a free-text field continues it, as a wrapped list item would.
    private mutating func continueValue(_ content: UnsafeBufferPointer<UInt8>) {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = 0
        while start < content.count, isBlank(content[start]) { start += 1 }
        var end = content.count
        while end > start, isBlank(content[end - 1]) { end -= 1 }
        guard isReading, start < end, start > 0, let field = lastField else {
            if start < end { lastField = nil }
            return
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: content[start..<end]), as: UTF8.self)
        func joined(_ value: String?) -> String { value.map { $0 + " " + text } ?? text }
        switch field {
        case .trigger: current.trigger = joined(current.trigger)
        case .thought: current.thought = joined(current.thought)
        case .reframe: current.reframe = joined(current.reframe)
        default: lastField = nil
        }
    }

    /// Sets `field` from its value's bytes (spaces and tabs trimmed, not empty). Only the free
    /// text and a warning's quote become `String`s: the other fields are read from the bytes.
    private mutating func set(_ field: Field, to value: UnsafeBufferPointer<UInt8>, line: Int) {
        func text() -> String { String(decoding: value, as: UTF8.self) }
        switch field {
        case .trigger: current.trigger = text()
        case .thought: current.thought = text()
        case .reframe: current.reframe = text()
        case .factOrFeeling:
            if let reading = Self.factOrFeeling(value) {
                current.factOrFeeling = reading
            } else {
                warn(line, "'Fact or feeling:' should be 'fact' or 'feeling', not '\(text())'")
            }
        case .intensity:
            if let number = Self.intensity(value) {
                current.intensity = number
            } else {
                warn(line, "'Intensity:' should be a whole number from 0 to 10, not '\(text())'")
            }
        case .time:
            if let time = ClockTime(utf8: value) {
                // Five bytes are already `HH:MM`, as the record keeps it.
                current.time = value.count == 5 ? text() : time.description
            } else {
                warn(line, "'Time:' should be a 24-hour time like 21:40, not '\(text())'")
            }
        case .tags:
            current.tags = Self.tags(in: value)
        }
    }

    /// Fact or feeling as the value's letters, lower-cased, start: `Feeling.` and `**fact**`
    /// read, `not sure` does not. A value of ASCII is read byte by byte (each ASCII byte is a
    /// character, and its only letters are a-z and A-Z); any other with `Character`'s rules,
    /// whose letters and lower case cost a Unicode property look-up per character.
    private static func factOrFeeling(_ value: UnsafeBufferPointer<UInt8>) -> ThoughtRecord.FactOrFeeling? {
        guard value.allSatisfy({ $0 < 0x80 }) else {
            let word = String(decoding: value, as: UTF8.self).lowercased().filter { $0.isLetter }
            return word.hasPrefix("fact") ? .fact : word.hasPrefix("feeling") ? .feeling : nil
        }
        func starts(with word: StaticString) -> Bool {
            var letters = value.lazy.map { $0 | 0x20 }.filter { (0x61...0x7A).contains($0) }.makeIterator()
            return word.withUTF8Buffer { $0.allSatisfy { letters.next() == $0 } }
        }
        return starts(with: "fact") ? .fact : starts(with: "feeling") ? .feeling : nil
    }

    /// The whole number 0 to 10 that the value's ASCII digits start with (`7`, `7/10`), or `nil`.
    /// A run of digits followed by a byte of more than ASCII is read as characters: a combining
    /// mark would make its last digit a character that is no ASCII digit.
    private static func intensity(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        let digits = value.prefix { (0x30...0x39).contains($0) }
        guard digits.count == value.count || value[digits.count] < 0x80, digits.count <= 18 else {
            let text = String(decoding: value, as: UTF8.self)
            return Int(text.prefix { $0.isASCII && $0.isNumber }).flatMap { (0...10).contains($0) ? $0 : nil }
        }
        guard !digits.isEmpty else { return nil }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return (0...10).contains(number) ? number : nil
    }

    private mutating func warn(_ line: Int, _ message: String) {
        diagnostics.append(Diagnostic(line: line, severity: .warning, message: message))
    }

    /// The tags of a `Tags:` value: separated by commas and whitespace, without a leading `#`.
    static func tags(in value: String) -> [String] {
        var value = value
        return value.withUTF8 { tags(in: $0) }
    }

    /// ``tags(in:)-(String)`` of a value's bytes.
    static func tags(in value: UnsafeBufferPointer<UInt8>) -> [String] {
        guard value.allSatisfy({ $0 < 0x80 }) else {
            let words = String(decoding: value, as: UTF8.self).split(whereSeparator: { $0 == "," || $0.isWhitespace })
                .map(String.init)
            return words.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }.filter { !$0.isEmpty }
        }
        // ASCII's whitespace is the bytes 0x09-0x0D and 0x20, and each byte is a character: the
        // words and their `#` are found in the bytes, and only the tags become `String`s (with
        // no array of the words between: a record's few tags cost a quarter of its reading).
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x2C || byte == 0x20 || (0x09...0x0D).contains(byte) }
        var tags: [String] = []
        var index = 0
        while index < value.count {
            guard !isSeparator(value[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < value.count, !isSeparator(value[end]) { end += 1 }
            let name = value[index] == UInt8(ascii: "#") ? index + 1 : index
            if name < end {
                tags.append(String(decoding: UnsafeBufferPointer(rebasing: value[name..<end]), as: UTF8.self))
            }
            index = end
        }
        return tags
    }

    /// A ``ClockTime`` (`H:MM` or `HH:MM`), normalised to `HH:MM`. The file keeps the
    /// text as written; only the record's value is normalised.
    static func clockTime(_ text: String) -> String? {
        ClockTime(text)?.description
    }
}
