import SystemCalls

/// Reads keys from standard input with a deadline; `poll` is the animation's clock.
public struct KeyReader {
    private var parser = KeyParser()
    private let descriptor: Int32
    private var isClosed = false
    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
    private let escapeWaitMilliseconds: Int32 = 100

    public init(descriptor: Int32 = Platform.standardInput) {
        self.descriptor = descriptor
    }

    /// Waits up to `milliseconds` for input and returns the keys read (often none).
    ///
    /// Returns early, with no keys, when a signal interrupts the wait.
    public mutating func keys(waitingAtMost milliseconds: Int32) -> [Key] {
        guard !isClosed else {
            Platform.sleep(milliseconds: milliseconds)
            return []
        }
        guard Platform.waitReadable(descriptor, milliseconds: max(0, milliseconds)) else { return [] }
        let bytes = Platform.read(descriptor)
        if bytes.isEmpty {
            // End of input (or a hung-up terminal): stop polling it, or poll would spin.
            isClosed = Platform.waitReadable(descriptor, milliseconds: 0)
            return []
        }
        var keys = parser.feed(bytes)
        if parser.hasPendingEscape {
            if Platform.waitReadable(descriptor, milliseconds: escapeWaitMilliseconds) {
                keys += parser.feed(Platform.read(descriptor))
            } else {
                keys += parser.flushPendingEscape()
            }
        }
        return keys
    }
}
