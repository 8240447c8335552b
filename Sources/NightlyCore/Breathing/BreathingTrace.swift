import Foundation
import SystemCalls

/// Timestamps for the benchmark (`scripts/bench-breathing`, docs/breathing.md): when each
/// phase was due and when it began, when the first frame was drawn, and the CPU used.
/// Written to the file named by `NIGHTLY_TRACE`, a debugging aid left out of the man page.
///
/// One line per event, `EVENT t=MONOTONIC_NS key=value…`: `start` (the command began),
/// `phase index=N due=NS` (phase N began; `due` is when it was scheduled), `back index=N`,
/// `first-frame wall=NS` (with the wall clock, to compare with the launcher's clock) and
/// `end cpu_us=N`. Lines are kept in memory and written at the end, so tracing costs no
/// I/O while timing.
public final class BreathingTrace {
    private let url: URL
    private var lines: [String] = []

    /// A trace writing to `path`, or nil when there is no path.
    public init?(path: String?) {
        guard let path, !path.isEmpty else { return nil }
        url = URL(fileURLWithPath: path)
    }

    /// Records `event` with a monotonic timestamp in nanoseconds and any extra fields.
    public func record(_ event: String, _ fields: [String: UInt64] = [:]) {
        var line = "\(event) t=\(Platform.monotonicNanoseconds())"
        for key in fields.keys.sorted() { line += " \(key)=\(fields[key]!)" }
        lines.append(line)
    }

    /// Appends the recorded lines to the file.
    public func flush() {
        guard !lines.isEmpty else { return }
        let text = lines.joined(separator: "\n") + "\n"
        lines.removeAll()
        // Close-on-exec, unlike Foundation's writes: nothing nightly starts inherits the trace.
        Platform.append(Array(text.utf8), to: url.path, mode: 0o644)
    }
}
