import JournalChanges
import JournalFormat
import JournalReports
import SystemCalls

/// The ritual's questions after the editor closes: each track with `ask`, one at a time, in the
/// config's order. Enter skips (a value already set stays), `q` stops asking (what was answered
/// is kept), and an answer the track cannot take is asked again with what it takes. Off a
/// terminal nothing is asked.
public struct TrackQuestions {
    public var tracks: [Track]

    public init(tracks: [Track]) {
        self.tracks = tracks.filter { $0.ask != nil }
    }

    /// Asks on a terminal and sets each answer on `day` in `change`.
    /// - Returns: What could not be written, one message each.
    public func ask(on day: EntryDate, in change: DayTransaction) -> [String] {
        guard !tracks.isEmpty, Platform.isTerminal(Platform.standardInput), Platform.isTerminal(Platform.standardOutput)
        else { return [] }
        var problems: [String] = []
        for track in tracks {
            let current = try? change.trackValue(track, on: day)
            switch Self.ask(track, current: current) {
            case .stop: return problems
            case .skip: continue
            case .value(let value):
                // A count answered with the number it has already keeps its times.
                if case .count(let count, _)? = current, value == .count(count, times: []) { continue }
                do {
                    try change.setTrack(track, to: value, on: day)
                } catch {
                    problems.append("could not keep \(track.name): \(error)")
                }
            }
        }
        return problems
    }

    enum Answer: Equatable {
        case value(TrackValue)
        case skip
        case stop
    }

    /// One question, asked until answered well, skipped or stopped.
    static func ask(_ track: Track, current: TrackValue?) -> Answer {
        let now = current.map { " (now \(Track.text(of: $0)); Enter keeps it)" } ?? ""
        let question = "\(track.ask ?? track.name) [\(hint(track))]\(now)"
        let answer = LineQuestion.ask(
            TerminalText.forStandardOutput(question),
            retry: TerminalText.forStandardOutput(
                "\(track.name) takes \(track.allowed); try again, Enter skips, q stops asking.")
        ) { text -> Answer? in
            if text == "q" || text == "Q" { return .stop }
            return (try? track.parse(text)).map(Answer.value)
        }
        switch answer {
        case .value(let value): return value
        case .skipped: return .skip
        case .ended: return .stop
        }
    }

    /// The short reminder of what the question takes: `1-10`, `number h`, `yes/no/skip`.
    static func hint(_ track: Track) -> String {
        switch track.kind {
        case .scale(let min, let max): return "\(min)-\(max)"
        case .number(let unit): return "number" + (unit.map { " \($0)" } ?? "")
        case .habit: return "y/n/skip"
        case .count: return "how many today"
        }
    }
}
