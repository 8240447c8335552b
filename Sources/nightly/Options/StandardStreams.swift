#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output as bytes, in bulk: what a command run once per key press needs,
/// without Foundation's `FileHandle` and `Data` copies.
enum StandardStreams {
    /// All of standard input, read in large chunks until its end (or a read error).
    static func readInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
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
