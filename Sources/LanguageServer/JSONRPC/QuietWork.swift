/// Work a server puts off until the client pauses: each piece has a key and a deadline, and a
/// piece scheduled again under its key moves its deadline, so a burst of changes runs the work
/// once, after the last of them.
///
/// The server's loop owns it (see ``ServerLoop``): it waits for input no longer than
/// ``deadline`` and runs what is due when the wait ends without a message. Messages that have
/// already arrived are always handled first, so a piece runs only when the input is quiet.
public struct QuietWork {
    private var pieces: [String: (deadline: ContinuousClock.Instant, work: () -> Void)] = [:]

    /// Nothing scheduled.
    public init() {}

    /// The earliest deadline, or nil when nothing is scheduled.
    public var deadline: ContinuousClock.Instant? { pieces.values.map(\.deadline).min() }

    /// Runs `work` once `delay` has passed without `key` being scheduled again.
    public mutating func schedule(_ key: String, after delay: Duration, _ work: @escaping () -> Void) {
        pieces[key] = (ContinuousClock.now + delay, work)
    }

    /// Drops the work scheduled under `key`.
    public mutating func cancel(_ key: String) { pieces[key] = nil }

    /// Takes the pieces whose deadline has passed, earliest first, for the caller to run (they
    /// may schedule more).
    public mutating func takeDue(at now: ContinuousClock.Instant = .now) -> [() -> Void] {
        let due = pieces.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
        for (key, _) in due { pieces[key] = nil }
        return due.map(\.value.work)
    }
}
