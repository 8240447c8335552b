import JournalFormat

/// The `edit` target's input: parts cut at `0xFF` (see ``FuzzInput``).
///
/// Part 0 is the entry. Part 1 is the text to append (a fixed sentence when absent). Parts 2
/// to 5 are the new thought record's situation, thought, reframe and tags (space-separated);
/// an absent part takes the text to append, an empty one leaves the field unset.
public struct EditInput: Sendable {
    /// The entry's bytes, maybe not UTF-8.
    public var entry: [UInt8]
    /// What the edits append.
    public var text: String
    /// What `addingThought` adds.
    public var record: ThoughtRecord

    /// What an input without a second part appends.
    public static let defaultText = "Added by the fuzzer."

    /// Cuts an input into the entry, the text and the record.
    public init(_ input: FuzzInput) {
        entry = input[0] ?? []
        text = input[1].map { String(decoding: $0, as: UTF8.self) } ?? Self.defaultText
        let fallback = text
        func field(_ index: Int) -> String? {
            guard let part = input[index] else { return fallback }
            return part.isEmpty ? nil : String(decoding: part, as: UTF8.self)
        }
        record = ThoughtRecord(
            trigger: field(2), thought: field(3), factOrFeeling: text.utf8.count % 2 == 0 ? .feeling : .fact,
            reframe: field(4), intensity: text.utf8.count % 11, time: "21:40",
            tags: (field(5) ?? "").split(separator: " ").map(String.init))
    }
}
