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
    private var current: ThoughtRecord?
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
        if field == .trigger || current == nil || isSet(field) { startRecord(line: line) }
        lastField = field
        guard !parts.value.isEmpty else { return }
        set(field, to: String(decoding: UnsafeBufferPointer(rebasing: content[parts.value]), as: UTF8.self), line: line)
    }

    private static func field(of label: Range<Int>, in line: UnsafeBufferPointer<UInt8>) -> Field? {
        labels.first { candidate in
            candidate.name.withUTF8Buffer { LabelLine.label(label, in: line, is: $0) }
        }?.field
    }

    mutating func endRecord() {
        defer {
            current = nil
            lastField = nil
        }
        guard let record = current else { return }
        let isEmpty =
            record.trigger == nil && record.thought == nil && record.reframe == nil
            && record.factOrFeeling == nil && record.intensity == nil && record.tags.isEmpty
        guard !isEmpty else { return }
        if record.thought == nil {
            diagnostics.append(
                Diagnostic(line: record.line, severity: .warning, message: "thought record has no 'Thought:' line"))
        }
        records.append(record)
    }

    private func isSet(_ field: Field) -> Bool {
        guard let record = current else { return false }
        switch field {
        case .trigger: return record.trigger != nil
        case .thought: return record.thought != nil
        case .factOrFeeling: return record.factOrFeeling != nil
        case .reframe: return record.reframe != nil
        case .intensity: return record.intensity != nil
        case .time: return record.time != nil
        case .tags: return !record.tags.isEmpty
        }
    }

    private mutating func startRecord(line: Int) {
        endRecord()
        current = ThoughtRecord(line: line)
    }

    /// An indented line under a free-text field continues it, as a wrapped list item would.
    private mutating func continueValue(_ content: UnsafeBufferPointer<UInt8>) {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = 0
        while start < content.count, isBlank(content[start]) { start += 1 }
        var end = content.count
        while end > start, isBlank(content[end - 1]) { end -= 1 }
        guard current != nil, start < end, start > 0, let field = lastField else {
            if start < end { lastField = nil }
            return
        }
        guard var record = current else { return }
        let text = String(decoding: UnsafeBufferPointer(rebasing: content[start..<end]), as: UTF8.self)
        func joined(_ value: String?) -> String { value.map { $0 + " " + text } ?? text }
        switch field {
        case .trigger: record.trigger = joined(record.trigger)
        case .thought: record.thought = joined(record.thought)
        case .reframe: record.reframe = joined(record.reframe)
        default: lastField = nil
        }
        current = record
    }

    private mutating func set(_ field: Field, to value: String, line: Int) {
        switch field {
        case .trigger: current?.trigger = value
        case .thought: current?.thought = value
        case .reframe: current?.reframe = value
        case .factOrFeeling:
            let word = value.lowercased().filter { $0.isLetter }
            if word.hasPrefix("fact") {
                current?.factOrFeeling = .fact
            } else if word.hasPrefix("feeling") {
                current?.factOrFeeling = .feeling
            } else {
                warn(line, "'Fact or feeling:' should be 'fact' or 'feeling', not '\(value)'")
            }
        case .intensity:
            let digits = value.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), (0...10).contains(number), !digits.isEmpty {
                current?.intensity = number
            } else {
                warn(line, "'Intensity:' should be a whole number from 0 to 10, not '\(value)'")
            }
        case .time:
            if let time = Self.clockTime(value) {
                current?.time = time
            } else {
                warn(line, "'Time:' should be a 24-hour time like 21:40, not '\(value)'")
            }
        case .tags:
            current?.tags = Self.tags(in: value)
        }
    }

    private mutating func warn(_ line: Int, _ message: String) {
        diagnostics.append(Diagnostic(line: line, severity: .warning, message: message))
    }

    /// The tags of a `Tags:` value: separated by commas and whitespace, without a leading `#`.
    static func tags(in value: String) -> [String] {
        let words: [String]
        if value.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII's whitespace is the bytes 0x09-0x0D and 0x20: no Unicode properties to look up.
            words = value.utf8.split(whereSeparator: { $0 == 0x2C || $0 == 0x20 || (0x09...0x0D).contains($0) })
                .map { String(decoding: $0, as: UTF8.self) }
        } else {
            words = value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        }
        return words.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }.filter { !$0.isEmpty }
    }

    /// A ``ClockTime`` (`H:MM` or `HH:MM`), normalised to `HH:MM`. The file keeps the
    /// text as written; only the record's value is normalised.
    static func clockTime(_ text: String) -> String? {
        ClockTime(text)?.description
    }
}
