import Foundation

/// A one-line progress bar on standard error, drawn only on a terminal and only once the work
/// has taken longer than a moment; it is erased when the work is done.
public final class ProgressBar {
    private let label: String
    private let enabled: Bool
    private let started = ContinuousClock.now
    private var drawn = false

    /// - Parameter enabled: whether standard error is a terminal that may show it.
    public init(_ label: String, enabled: Bool) {
        self.label = label
        self.enabled = enabled
    }

    /// Shows `done` of `total`, after the first half second.
    public func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0, ContinuousClock.now - started > .milliseconds(500) else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
        drawn = true
    }

    /// Erases the bar, if it was drawn.
    public func finish() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        drawn = false
    }
}
