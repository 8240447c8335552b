#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads message bodies from a file descriptor (the server's standard input).
public struct MessageReader {
    private let descriptor: Int32
    private var parser = FrameParser()
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    /// Creates a reader of `descriptor`, which it does not close.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// What a wait for the next message ended with.
    public enum Next {
        /// A message body.
        case message([UInt8])
        /// The deadline passed with no whole message buffered or arrived.
        case quiet
        /// The end of the stream: the client closed it or died.
        case end
    }

    /// The next message body, or nil at the end of the stream (the client closed it or died).
    /// - Parameter malformed: Called with each malformed header, which is skipped.
    public mutating func next(malformed: (FrameParser.Failure) -> Void) -> [UInt8]? {
        if case .message(let body) = next(until: nil, malformed: malformed) { return body }
        return nil
    }

    /// The next message, waiting for input no longer than `deadline` (for ever when nil). A
    /// message already buffered is returned whatever the deadline.
    /// - Parameter malformed: Called with each malformed header, which is skipped.
    public mutating func next(
        until deadline: ContinuousClock.Instant?, malformed: (FrameParser.Failure) -> Void
    ) -> Next {
        while true {
            do {
                if let body = try parser.next() { return .message(body) }
            } catch let failure as FrameParser.Failure {
                malformed(failure)
                continue
            } catch {
                return .end
            }
            if let deadline, !waitForInput(until: deadline) { return .quiet }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .end }
            parser.append(chunk[0..<count])
        }
    }

    /// Whether input (or its end) arrives before `deadline`.
    private func waitForInput(until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            // Rounded up, so the wait never ends just before the deadline and spins.
            let milliseconds = Int32(
                clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            var descriptor = pollfd(fd: self.descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }
}

/// Writes framed messages to a file descriptor (the server's standard output), whole.
public struct MessageWriter: Sendable {
    private let descriptor: Int32

    /// Creates a writer to `descriptor`, which it does not close.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes `body` with its header; false when the stream is closed.
    @discardableResult
    public func send(_ body: [UInt8]) -> Bool {
        let bytes = FrameParser.frame(body)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
