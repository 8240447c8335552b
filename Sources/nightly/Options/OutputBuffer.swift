/// Standard output written in pieces as they come, gathered into writes of about 64 KiB: a
/// command that streams a million lines makes a few thousand system calls, and holds no more
/// than one buffer of them.
final class OutputBuffer: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let size = 1 << 16

    init() { buffer.reserveCapacity(size) }

    /// Adds `bytes`, writing out what is gathered when the buffer is full.
    func write(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= size { flush() }
    }

    func write(_ text: String) { write(text.utf8) }

    /// Writes out everything gathered so far.
    func flush() {
        buffer.withUnsafeBufferPointer { StandardStreams.writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
