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

    /// The next message body, or nil at the end of the stream (the client closed it or died).
    /// - Parameter malformed: Called with each malformed header, which is skipped.
    public mutating func next(malformed: (FrameParser.Failure) -> Void) -> [UInt8]? {
        while true {
            do {
                if let body = try parser.next() { return body }
            } catch let failure as FrameParser.Failure {
                malformed(failure)
                continue
            } catch {
                return nil
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            parser.append(chunk[0..<count])
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
