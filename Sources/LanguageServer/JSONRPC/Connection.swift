import Foundation

/// JSON-RPC 2.0 dispatch and the LSP lifecycle, over any transport.
///
/// The server registers a handler per method with the type of its params; ``handle(_:)`` takes
/// one message body, decodes it, calls the handler and sends the response. Messages are handled
/// one at a time, in order, on the loop's thread, which is what a single document's edits need;
/// ``notify(_:_:)`` may also be called from other threads (a background check publishing its
/// findings): every send is whole, under a lock.
///
/// Messages are plain `Codable` structs (see `Protocol/`): no maintained Swift package of LSP
/// types resolves here (sourcekit-lsp's LanguageServerProtocol module is not published on its
/// own, and the registry mirror has no other), and the journal needs only a dozen messages.
public final class Connection: @unchecked Sendable {
    /// Where the lifecycle stands.
    public enum State: Sendable, Equatable {
        case waitingForInitialize, running, shutDown
        /// `exit` arrived: the process ends with `status`.
        case exited(status: Int32)
    }

    public private(set) var state = State.waitingForInitialize
    /// Work put off until the client pauses, run by the server's loop.
    public var quietWork = QuietWork()
    private let sendUnlocked: ([UInt8]) -> Void
    private let sendLock = NSLock()
    private let log: (String) -> Void
    private var requests: [String: (Data) throws -> [UInt8]] = [:]
    private var notifications: [String: (Data) throws -> Void] = [:]
    /// Where the texts of each ``CarriesLargeText`` notification are.
    private var largeTextPaths: [String: [String]] = [:]
    /// The texts read aside from the message being handled, for its params.
    private var setAside: [LineList]?
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    /// - Parameters:
    ///   - send: Writes one message body (the transport frames it).
    ///   - log: Writes one line of log (standard error or `--log`), never to the client's stream.
    public init(send: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void) {
        self.sendUnlocked = send
        self.log = log
    }

    /// Runs the work of ``quietWork`` whose deadline has passed.
    public func runQuietWork() {
        for work in quietWork.takeDue() { work() }
    }

    private func send(_ body: [UInt8]) {
        sendLock.lock()
        defer { sendLock.unlock() }
        sendUnlocked(body)
    }

    /// Answers `method` requests with `handler`'s result; a thrown ``ResponseError`` is sent as is.
    public func onRequest<Params: Decodable, Result: Encodable>(
        _ method: String, _ params: Params.Type, _ handler: @escaping (Params) throws -> Result
    ) {
        requests[method] = { [encoder] data in
            try Array(encoder.encode(handler(try Self.params(Params.self, from: data))))
        }
    }

    /// Answers `method` requests with `handler`'s result, which writes its own JSON (see
    /// ``JSONWriting``); a thrown ``ResponseError`` is sent as is.
    public func onRequest<Params: Decodable, Result: JSONWriting>(
        _ method: String, _ params: Params.Type, _ handler: @escaping (Params) throws -> Result
    ) {
        requests[method] = { data in try handler(try Self.params(Params.self, from: data)).jsonBytes }
    }

    /// Handles `method` notifications with `handler`; a failure is logged.
    public func onNotification<Params: Decodable>(
        _ method: String, _ params: Params.Type, _ handler: @escaping (Params) throws -> Void
    ) {
        notifications[method] = { data in try handler(try Self.params(Params.self, from: data)) }
    }

    /// Handles `method` notifications with `handler`, a large message's texts read from its body
    /// straight into lines (see ``CarriesLargeText``); a failure is logged.
    public func onNotification<Params: CarriesLargeText>(
        _ method: String, _ params: Params.Type, _ handler: @escaping (Params) throws -> Void
    ) {
        largeTextPaths[method] = Params.textPath
        notifications[method] = { [unowned self] data in
            var params = try Self.params(Params.self, from: data)
            if let texts = setAside {
                setAside = nil
                params.restore(texts)
            }
            try handler(params)
        }
    }

    /// Sends a notification to the client.
    public func notify<Params: Encodable>(_ method: String, _ params: Params) {
        sendLock.lock()
        defer { sendLock.unlock() }
        guard let body = try? encoder.encode(params) else { return }
        sendUnlocked(
            Array(#"{"jsonrpc":"2.0","method":"#.utf8) + quoted(method) + Array(#","params":"#.utf8) + body + [125])
    }

    /// Handles one message body: a request gets exactly one response, a notification none.
    public func handle(_ body: consuming [UInt8]) {
        guard !body.isEmpty else { return handle(Data()) }
        if body.count >= Self.largeMessage, let (rest, texts) = readAside(body) {
            body = []  // The texts are in their lines: the body is freed before anything else.
            setAside = texts
            defer { setAside = nil }
            return handle(Data(rest))
        }
        // The body is read in place, not copied into a `Data`: a didOpen may carry 50 MB.
        // Nothing keeps the data after this call; every handler decodes its params at once.
        body.withUnsafeBytes { bytes in
            handle(
                Data(
                    bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), count: bytes.count,
                    deallocator: .none))
        }
    }

    /// Messages from this size on have their texts read aside, when their method carries any.
    static let largeMessage = 1 << 20

    /// The body without the texts of its ``CarriesLargeText`` params (each left as `""`), and
    /// those texts as lines; nil when the method carries none, or the body is not read as
    /// expected (then it is decoded whole, which reports what is wrong).
    private func readAside(_ body: [UInt8]) -> (rest: [UInt8], texts: [LineList])? {
        guard let anyPath = largeTextPaths.values.first else { return nil }
        return body.withUnsafeBufferPointer { bytes in
            guard var scanner = LargeTextScanner.scan(bytes, path: anyPath), let method = scanner.method,
                let path = largeTextPaths[method]
            else { return nil }
            if path != anyPath {
                guard let again = LargeTextScanner.scan(bytes, path: path) else { return nil }
                scanner = again
            }
            guard !scanner.texts.isEmpty else { return nil }
            var rest: [UInt8] = []
            var texts: [LineList] = []
            var kept = 0
            for range in scanner.texts {
                rest += bytes[kept..<range.lowerBound]
                kept = range.upperBound
                guard let lines = try? LargeTextScanner.lines(ofEscaped: UnsafeBufferPointer(rebasing: bytes[range]))
                else { return nil }
                texts.append(lines)
            }
            rest += bytes[kept...]
            return (rest, texts)
        }
    }

    private func handle(_ data: Data) {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            log("unreadable message: \(error)")
            return respond(nil, error: .parseError("the message is not a JSON-RPC object"))
        }
        guard let method = header.method else { return }  // A response: the server sends no requests.
        if let id = header.id {
            handleRequest(method, id: id, data: data)
        } else {
            handleNotification(method, data: data)
        }
    }

    private func handleRequest(_ method: String, id: RequestID, data: Data) {
        switch (state, method) {
        case (.waitingForInitialize, let method) where method != "initialize":
            return respond(id, error: .serverNotInitialized)
        case (.shutDown, _), (.exited, _):
            return respond(id, error: .invalidRequest("\(method) after shutdown"))
        case (.running, "shutdown"):
            state = .shutDown
            return respond(id, result: Array("null".utf8))
        default: break
        }
        guard let handler = requests[method] else { return respond(id, error: .methodNotFound(method)) }
        do {
            let result = try handler(data)
            if method == "initialize" { state = .running }
            respond(id, result: result)
        } catch let error as ResponseError {
            respond(id, error: error)
        } catch is DecodingError {
            respond(id, error: .invalidParams("the params of \(method) do not fit it"))
        } catch {
            log("\(method) failed: \(error)")
            respond(id, error: .internalError("\(error)"))
        }
    }

    private func handleNotification(_ method: String, data: Data) {
        if method == "exit" {
            state = .exited(status: state == .shutDown ? 0 : 1)
            return
        }
        guard state == .running, let handler = notifications[method] else { return }
        do {
            try handler(data)
        } catch {
            log("\(method) failed: \(error)")
        }
    }

    private func respond(_ id: RequestID?, result: [UInt8]) {
        send(Array(#"{"id":"#.utf8) + idJSON(id) + Array(#","jsonrpc":"2.0","result":"#.utf8) + result + [125])
    }

    private func respond(_ id: RequestID?, error: ResponseError) {
        let body = (try? encoder.encode(error)).map(Array.init) ?? Array("null".utf8)
        send(Array(#"{"error":"#.utf8) + body + Array(#","id":"#.utf8) + idJSON(id) + Array(#","jsonrpc":"2.0"}"#.utf8))
    }

    private func idJSON(_ id: RequestID?) -> [UInt8] {
        guard let id, let data = try? encoder.encode(id) else { return Array("null".utf8) }
        return Array(data)
    }

    private func quoted(_ string: String) -> [UInt8] {
        (try? encoder.encode(string)).map(Array.init) ?? Array("\"\"".utf8)
    }

    /// A message's params as `Params`; a message without params reads as `{}`.
    private static func params<Params: Decodable>(_ type: Params.Type, from data: Data) throws -> Params {
        let decoder = JSONDecoder()
        if let params = try decoder.decode(Envelope<Params>.self, from: data).params { return params }
        return try decoder.decode(Params.self, from: Data("{}".utf8))
    }

    private struct Header: Decodable {
        var id: RequestID?
        var method: String?
    }

    private struct Envelope<Params: Decodable>: Decodable {
        var params: Params?
    }
}

/// Params of a message that carries none worth reading.
public struct NoParams: Codable, Sendable {
    public init() {}
}

/// `null`, the result of a request that answers nothing.
public struct NullResult: Encodable, Sendable {
    public init() {}
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
