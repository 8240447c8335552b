/// Splits a byte stream into the bodies of LSP base-protocol messages: a header of
/// `Name: value` lines ended by an empty line (`\r\n\r\n`), then `Content-Length` bytes.
///
/// Header names compare without regard to case; headers other than `Content-Length`
/// (`Content-Type`) are read and ignored. After a malformed header the parser resynchronises
/// at the next `Content-Length:` in the stream rather than read the skipped body as the next
/// header, which would lose every later message. The parser owns no file descriptor, so
/// framing is tested with bytes alone.
public struct FrameParser: Sendable {
    /// What a malformed header is; the parser skips that header and goes on.
    public enum Failure: Error, Equatable, Sendable {
        /// A header without a `Content-Length`, or one whose value is not a whole number from
        /// 0 to ``largestBody`` (the start of the header is kept, for the log).
        case missingContentLength(header: String)
    }

    /// Bodies longer than this are refused as malformed: waiting for `Int.max` bytes would
    /// hang the server, and no journal document comes near it.
    public static let largestBody = 1 << 28

    private var buffer: [UInt8] = []
    private var start = 0
    /// Headers longer than this cannot be meant; the parser drops them rather than grow.
    private static let longestHeader = 4096

    /// Creates a parser with nothing buffered.
    public init() {}

    /// Whether bytes of an unfinished message are buffered.
    public var hasPartialMessage: Bool { start < buffer.count }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= Self.largeBody)
            start = 0
        } else if start > 65_536, start > buffer.count / 2 {
            buffer.removeFirst(start)  // Keeps the buffer from growing with every message read.
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message body, or nil when more bytes are needed.
    /// - Throws: ``Failure`` for a malformed header, which is consumed.
    public mutating func next() throws -> [UInt8]? {
        guard let headerEnd = Self.headerEnd(in: buffer, from: start) else {
            if buffer.count - start > Self.longestHeader {
                let header = String(decoding: buffer[start..<(start + 64)], as: UTF8.self)
                resynchronise()
                throw Failure.missingContentLength(header: header)
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(in: header) else {
            resynchronise()
            throw Failure.missingContentLength(header: String(header.prefix(64)))
        }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        if start == buffer.count, length >= Self.largeBody {
            // A large body (a whole document) that ends the buffer is handed over rather than
            // copied, and the parser starts afresh: no second copy of a 50 MB didOpen, and no
            // buffer of that size kept for the small messages that follow.
            buffer.removeFirst(bodyStart)
            defer {
                buffer = []
                start = 0
            }
            return buffer
        }
        return Array(buffer[bodyStart..<start])
    }

    /// Bodies from this size on are handed over whole when they end the buffer.
    private static let largeBody = 1 << 20

    /// Frames `body` for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static let marker = Array("content-length:".utf8)

    /// Skips a malformed header: on to the next `Content-Length:` after its start, or, when
    /// none has arrived yet, to the last bytes, where one may be beginning.
    private mutating func resynchronise() {
        var index = start + 1
        while index + Self.marker.count <= buffer.count {
            if Self.marker.indices.allSatisfy({ Self.lowercased(buffer[index + $0]) == Self.marker[$0] }) {
                start = index
                return
            }
            index += 1
        }
        start = max(start + 1, buffer.count - (Self.marker.count - 1))
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }

    private static func headerEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == "content-length" {
                let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
                guard let length = Int(value), (0...largestBody).contains(length) else { return nil }
                return length
            }
        }
        return nil
    }
}
