#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output as bytes, in bulk: what a command run once per key press needs,
/// without Foundation's `FileHandle` and `Data` copies.
enum StandardStreams {
    /// All of standard input, read until its end (or a read error). A file is read straight
    /// into one array of its size; a pipe in chunks that double.
    static func readInput() -> [UInt8] {
        var size = 1 << 16
        var info = stat()
        if fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            size = max(size, Int(info.st_size) + 1)  // One byte more, to see the end at once.
        }
        var (bytes, ended) = readChunk(capacity: size)
        while !ended {
            let more = readChunk(capacity: max(size, bytes.count))
            bytes += more.bytes
            ended = more.ended
        }
        return bytes
    }

    /// Up to `capacity` bytes of standard input, and whether its end came first.
    private static func readChunk(capacity: Int) -> (bytes: [UInt8], ended: Bool) {
        var ended = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let received = read(STDIN_FILENO, buffer.baseAddress! + count, capacity - count)
                if received < 0, errno == EINTR { continue }
                guard received > 0 else {
                    ended = true
                    return
                }
                count += received
            }
        }
        return (bytes, ended)
    }

    /// Writes `pieces` to standard output one after another: small ones gathered into one
    /// buffer, large ones written where they lie.
    static func writeOutput(_ pieces: [ArraySlice<UInt8>]) {
        let large = 1 << 16
        var buffer: [UInt8] = []
        buffer.reserveCapacity(large)
        for piece in pieces {
            if buffer.count + piece.count > large {
                writeAll(buffer[...])
                buffer.removeAll(keepingCapacity: true)
            }
            if piece.count >= large { writeAll(piece) } else { buffer.append(contentsOf: piece) }
        }
        writeAll(buffer[...])
    }

    /// Writes `message` to standard error.
    static func writeError(_ message: String) {
        writeAll(Array(message.utf8)[...], to: STDERR_FILENO)
    }

    private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32 = STDOUT_FILENO) {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }  // A closed pipe: nobody reads the rest.
                written += count
            }
        }
    }
}
