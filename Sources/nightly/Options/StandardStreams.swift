#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output as bytes, in bulk: what a command run once per key press needs,
/// without Foundation's `FileHandle` and `Data` copies.
enum StandardStreams {
    /// All of standard input: a regular file (what editors hand a filter) mapped into memory, so
    /// only the pages that are looked at are read; anything else read until its end (or a read
    /// error) into one buffer that doubles.
    static func input() -> InputBytes {
        var info = stat()
        // Only a file read from its start: one a shell has half read goes on from where it is.
        if fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
            lseek(STDIN_FILENO, 0, SEEK_CUR) == 0,
            let mapped = InputBytes(mapping: STDIN_FILENO, size: Int(info.st_size))
        {
            return mapped
        }
        // Anything else, an empty file too (files in /proc say they are empty), is read.
        return InputBytes(readingFrom: STDIN_FILENO)
    }

    /// Writes the pieces `pieces` gives, one after another, to standard output: small ones
    /// gathered into one buffer, large ones written where they lie. When `pieces` throws, what
    /// is still gathered is not written.
    static func writeOutput(_ pieces: ((UnsafeBufferPointer<UInt8>) -> Void) throws -> Void) rethrows {
        let size = 1 << 16
        // A piece this large is written where it lies (`export json`'s pieces of some 50 KB
        // were all copied into the buffer first).
        let large = size / 4
        var buffer: [UInt8] = []
        buffer.reserveCapacity(size)
        try pieces { piece in
            if piece.count >= large {
                // What is gathered goes with it in one call (a separator before each of
                // `export json`'s pieces was a write of its own).
                buffer.withUnsafeBufferPointer { writeAll($0, then: piece) }
                buffer.removeAll(keepingCapacity: true)
                return
            }
            if buffer.count + piece.count > size {
                buffer.withUnsafeBufferPointer { writeAll($0) }
                buffer.removeAll(keepingCapacity: true)
            }
            buffer.append(contentsOf: piece)
        }
        buffer.withUnsafeBufferPointer { writeAll($0) }
    }

    /// Writes `message` to standard error.
    static func writeError(_ message: String) {
        Array(message.utf8).withUnsafeBufferPointer { writeAll($0, to: STDERR_FILENO) }
    }

    /// Writes `first` and then `second` to standard output in one `writev`; when that call
    /// writes only part (a pipe), the rest as ``writeAll(_:to:)`` writes it.
    static func writeAll(_ first: UnsafeBufferPointer<UInt8>, then second: UnsafeBufferPointer<UInt8>) {
        guard !first.isEmpty else { return writeAll(second) }
        var pieces = [
            iovec(iov_base: UnsafeMutableRawPointer(mutating: first.baseAddress), iov_len: first.count),
            iovec(iov_base: UnsafeMutableRawPointer(mutating: second.baseAddress), iov_len: second.count),
        ]
        var count = -1
        while count < 0 {
            count = writev(STDOUT_FILENO, &pieces, 2)
            if count < 0, errno != EINTR { return }  // A closed pipe: nobody reads the rest.
        }
        if count < first.count {
            writeAll(UnsafeBufferPointer(rebasing: first[count...]))
            writeAll(second)
        } else if count - first.count < second.count {
            writeAll(UnsafeBufferPointer(rebasing: second[(count - first.count)...]))
        }
    }

    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32 = STDOUT_FILENO) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, base + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }  // A closed pipe: nobody reads the rest.
            written += count
        }
    }
}

/// The bytes of standard input, mapped or read, alive as long as this value.
final class InputBytes {
    let buffer: UnsafeBufferPointer<UInt8>
    private let mapped: Bool

    /// The first `size` bytes of the regular file open as `descriptor`, mapped read-only;
    /// `nil` when it cannot be mapped.
    init?(mapping descriptor: Int32, size: Int) {
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        buffer = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
        mapped = true
    }

    /// Everything `descriptor` gives until its end, in chunks that double.
    init(readingFrom descriptor: Int32) {
        var capacity = 1 << 16
        var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        var count = 0
        while true {
            if count == capacity {
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                larger.update(from: storage, count: count)
                storage.deallocate()
                storage = larger
                capacity *= 2
            }
            let received = read(descriptor, storage + count, capacity - count)
            if received < 0, errno == EINTR { continue }
            guard received > 0 else { break }
            count += received
        }
        buffer = UnsafeBufferPointer(start: storage, count: count)
        mapped = false
    }

    deinit {
        guard let base = buffer.baseAddress else { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), buffer.count)
        } else {
            UnsafeMutablePointer(mutating: base).deallocate()
        }
    }
}
