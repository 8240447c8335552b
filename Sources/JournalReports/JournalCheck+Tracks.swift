import JournalFormat

extension JournalCheck {
    /// A tracked value its track cannot take, where the front matter holds it: what `nightly
    /// check` reports on the key's line and the language server on the value's bytes.
    public struct TrackProblem: Sendable, Equatable {
        public var track: Track
        /// The front matter key as written, with its lines and its value's bytes.
        public var field: FrontMatterField

        /// `mood is '11', which is not a whole number from 1 to 10`.
        public var message: String { "\(track.name) is '\(field.text)', which is not \(track.allowed)" }
    }

    /// The values in `bytes`' front matter that `tracks` cannot take, in the order written.
    /// A text without a closed front matter has none (the parser reports the fence).
    public static func trackProblems(in bytes: [UInt8], tracks: [Track]) -> [TrackProblem] {
        guard !tracks.isEmpty, let fields = FrontMatterFields.read(bytes) else { return [] }
        return fields.compactMap { field in
            guard let track = tracks.first(where: { $0.name == field.key }), track.read(field.text) == nil,
                FrontMatterFields.field(field.key, in: fields) == field
            else { return nil }
            return TrackProblem(track: track, field: field)
        }
    }

    /// The entry's diagnostics with a warning for each tracked value its track cannot take, on
    /// the key's line, in line order.
    static func diagnostics(_ diagnostics: [Diagnostic], of bytes: [UInt8], tracks: [Track]) -> [Diagnostic] {
        let problems = trackProblems(in: bytes, tracks: tracks)
        guard !problems.isEmpty else { return diagnostics }
        let warnings = problems.map {
            Diagnostic(line: $0.field.lines.lowerBound, severity: .warning, message: $0.message)
        }
        return (diagnostics + warnings).enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }
        .map(\.element)
    }
}
