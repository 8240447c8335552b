import Dispatch
import Foundation
import LanguageServer

/// Publishes each open entry's diagnostics for its latest text only, off the keystroke's path.
///
/// A check costs the document's size (40 ms for an 8 MB entry), so it never runs while the
/// client waits for an answer. The server's loop, which owns the documents, schedules it as
/// quiet work (``Connection/quietWork``) a short delay after the last change, so a burst of
/// typing is checked once, for its last version; when that delay passes, the loop hands a copy
/// of the document (which shares its chunks of lines, see ``LineList``, rather than copying the
/// text) to a serial background queue and goes back to reading. Checking on the loop itself would be simpler, but a keystroke
/// arriving just after the pause would then wait for the whole check; a timer of its own on
/// another thread would need the document store behind a lock that every keystroke takes.
///
/// Every change gives the document a new generation; a check whose generation is no longer the
/// latest when it starts or ends is dropped, and the comparison and the send happen under one
/// lock, so diagnostics for an older text never follow a newer text's, nor a close's.
final class DiagnosticsPublisher: @unchecked Sendable {
    /// How long after the last change the check runs: longer than the gap between keys of
    /// someone typing (30 keys a second is 33 ms), short enough to feel immediate. The check of
    /// a 5 MB entry costs about 2 ms of CPU (UTF-8 validation and the quick scanner), so
    /// the wait, not the check, is what the diagnostics' delay is made of: 50 ms, not 100
    /// (issue 22 item 1: within 200 ms of the last key at 5 MB on a loaded machine).
    static let delay = Duration.milliseconds(50)

    private let connection: Connection
    private let queue = DispatchQueue(label: "nightly.diagnostics", qos: .utility)
    private let lock = NSLock()
    private var generations: [String: Int] = [:]
    private var nextGeneration = 0

    init(connection: Connection) { self.connection = connection }

    /// Notes that the document at `uri` changed (or opened), making any check under way stale.
    /// - Returns: The new text's generation, for ``check(_:generation:diagnostics:encoding:)``.
    func changed(_ uri: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextGeneration += 1
        generations[uri] = nextGeneration
        return nextGeneration
    }

    /// Forgets the document at `uri` and clears its diagnostics in the client.
    func closed(_ uri: String) {
        lock.lock()
        defer { lock.unlock() }
        generations[uri] = nil
        connection.notify(
            "textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
    }

    /// Checks `document` on the background queue and publishes the result if its generation
    /// is still the latest then.
    func check(
        _ document: TextDocument, generation: Int, diagnostics: EntryDiagnostics, encoding: PositionEncoding
    ) {
        queue.async { [self] in
            guard isLatest(document.uri, generation) else { return }
            guard let found = diagnostics.diagnostics(of: document, encoding: encoding) else { return }
            lock.lock()
            defer { lock.unlock() }
            guard generations[document.uri] == generation else { return }
            connection.notify(
                "textDocument/publishDiagnostics",
                PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: found))
        }
    }

    /// Waits until every check handed over so far has run (for tests and benchmarks that
    /// drive the server in process).
    func waitForChecks() { queue.sync {} }

    private func isLatest(_ uri: String, _ generation: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return generations[uri] == generation
    }
}
