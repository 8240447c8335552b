import NightlySettings
import SystemCalls

/// How a breathing session ended.
public enum BreathingOutcome: Equatable, Sendable {
    /// All phases ran.
    case finished
    /// Right arrow: go straight to writing.
    case skipped
    /// `q` or Escape: leave without writing.
    case quit
}

/// Runs a planned session against the monotonic clock.
///
/// Every phase's deadline is `origin + phase.start`, computed from one origin rather than
/// by adding sleeps, so lateness never accumulates. Pausing and going back move the origin.
/// Between frames the process sleeps in `poll` on standard input until the next frame or
/// phase deadline, whichever comes first.
public struct BreathingSession {
    public var plan: BreathingPlan
    public var style: OutputStyle
    public var trace: BreathingTrace?
    /// Time between animation frames while the shape moves.
    public var frameNanoseconds: UInt64 = 40_000_000

    public init(plan: BreathingPlan, style: OutputStyle, trace: BreathingTrace? = nil) {
        self.plan = plan
        self.style = style
        self.trace = trace
    }

    /// Runs the session to its end, a skip or a quit, and leaves the terminal as it was.
    public func run() -> BreathingOutcome {
        guard !plan.phases.isEmpty else { return .finished }
        let keysWork = Platform.isTerminal(Platform.standardInput)
        if keysWork { TerminalGuard.enter(screen: style.allowsEscapes) }
        defer {
            if keysWork { TerminalGuard.leave() }
            trace?.record("end", ["cpu_us": Platform.cpuMicroseconds()])
            trace?.flush()
        }
        var runner = Runner(session: self, keysWork: keysWork)
        return runner.run()
    }
}

/// The session's moving parts, apart from its settings.
private struct Runner {
    let session: BreathingSession
    let keysWork: Bool
    var reader = KeyReader()
    var origin: UInt64 = 0
    var index = 0
    var pausedAt: UInt64?
    var lastLines: [String] = []
    var drewFirstFrame = false
    var announced = -1

    init(session: BreathingSession, keysWork: Bool) {
        self.session = session
        self.keysWork = keysWork
    }

    var phases: [BreathingPhase] { session.plan.phases }

    mutating func run() -> BreathingOutcome {
        origin = Platform.monotonicNanoseconds()
        session.trace?.record("phase", ["index": 0, "due": origin])
        while true {
            let now = Platform.monotonicNanoseconds()
            if pausedAt == nil {
                while index < phases.count, now >= deadline(of: index) {
                    index += 1
                    if index < phases.count {
                        session.trace?.record("phase", ["index": UInt64(index), "due": due(index)])
                    }
                }
                if index >= phases.count { return .finished }
            }
            draw(now: now)
            let wake = nextWake(after: now)
            let milliseconds = Int32(min(1000, (wake &- now + 999_999) / 1_000_000))
            for key in reader.keys(waitingAtMost: pausedAt == nil ? milliseconds : 1000) {
                if let outcome = handle(key) { return outcome }
            }
            if TerminalGuard.takeRedrawRequest() { lastLines = [] }
        }
    }

    func due(_ phase: Int) -> UInt64 { origin &+ nanoseconds(phases[phase].start) }
    func deadline(of phase: Int) -> UInt64 { origin &+ nanoseconds(phases[phase].end) }

    func nextWake(after now: UInt64) -> UInt64 {
        let phaseEnd = deadline(of: index)
        let phase = phases[index]
        let moving = phase.kind == .inhale || phase.kind == .exhale
        guard case .animated = session.style else { return phaseEnd }
        if moving { return min(phaseEnd, now + session.frameNanoseconds) }
        // A hold only changes its countdown, once a second.
        let elapsed = now &- due(index)
        let nextSecond = (elapsed / 1_000_000_000 + 1) * 1_000_000_000
        return min(phaseEnd, due(index) &+ nextSecond)
    }

    mutating func handle(_ key: Key) -> BreathingOutcome? {
        let now = Platform.monotonicNanoseconds()
        switch key {
        case .right: return .skipped
        case .escape, .character("q"), .character("Q"): return .quit
        case .left:
            if pausedAt != nil { return nil }
            index = max(0, index - 1)
            origin = now &- nanoseconds(phases[index].start)
            announced = -1
            session.trace?.record("back", ["index": UInt64(index)])
        case .space:
            if let pausedAt {
                origin &+= now &- pausedAt
                self.pausedAt = nil
                announced = -1
            } else {
                pausedAt = now
                if !session.style.allowsEscapes { print(line: "Paused — space to go on") }
            }
        default: break
        }
        return nil
    }

    mutating func draw(now: UInt64) {
        let phase = phases[index]
        let elapsed = Double((pausedAt ?? now) &- due(index)) / 1e9
        switch session.style {
        case .plain, .reducedMotion:
            guard announced != index, pausedAt == nil else { return }
            announced = index
            if let cue = phase.encouragement { print(line: cue) }
            print(line: "\(phase.kind.label) — \(seconds(phase.seconds))")
        case .animated(let colour):
            let size = Platform.terminalSize() ?? TerminalSize(columns: 80, rows: 24)
            let content = BreathingFrame.Content(
                kind: phase.kind, progress: elapsed / phase.seconds,
                secondsLeft: max(1, Int((phase.seconds - elapsed).rounded(.up))),
                encouragement: phase.encouragement, paused: pausedAt != nil)
            let lines = BreathingFrame.lines(for: content, size: size)
            guard lines != lastLines else { return }
            let full = lastLines.count != lines.count
            lastLines = lines
            var output = full ? "\u{1B}[2J\u{1B}[H" : "\u{1B}[H"
            if colour { output += phase.kind.colourCode }
            output += lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K"
            if colour { output += "\u{1B}[0m" }
            Platform.write(output)
        }
        if !drewFirstFrame {
            drewFirstFrame = true
            session.trace?.record("first-frame", ["wall": Platform.wallClockNanoseconds()])
        }
    }

    func print(line: String) { Platform.write(line + "\n") }

    func seconds(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(value)
        return value == 1 ? "1 second" : "\(text) seconds"
    }
}

private func nanoseconds(_ seconds: Double) -> UInt64 { UInt64((seconds * 1e9).rounded()) }

extension BreathingPhaseKind {
    /// A soft colour per phase: cyan in, magenta hold, blue out.
    var colourCode: String {
        switch self {
        case .inhale: return "\u{1B}[36m"
        case .holdIn, .holdOut: return "\u{1B}[35m"
        case .exhale: return "\u{1B}[34m"
        }
    }
}
