import Foundation

/// A scripted LSP client: runs `nightly lsp` and talks to it over its standard streams with
/// its own Content-Length framing (none of the server's code), so the tests see what an editor
/// sees. Every wait has a deadline; nothing sleeps.
final class LanguageServerClient: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "no \(waitingFor) from nightly lsp within the deadline" }
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var finished = false
    private var nextID = 0
    /// Every notification the server sent, in order.
    private(set) var notifications: [[String: Any]] = []
    /// Every message the server sent, responses and notifications, in the order they arrived.
    private(set) var messages: [[String: Any]] = []

    /// Starts the server in `directory` with nightly's test environment plus `environment`.
    init(environment: [String: String], in directory: URL, arguments: [String] = []) throws {
        process.executableURL = NightlyProcess.binary
        process.arguments = ["lsp"] + arguments
        var env = [
            "PATH": CleanEnvironment.path,
            "HOME": directory.path, "TZ": "UTC", "LANG": "C.UTF-8",
        ]
        env.merge(environment) { _, new in new }
        process.environment = env
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread { [self] in readLoop(handle) }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends a JSON object, framed.
    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        try sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends bytes as they are (for framing tests).
    func sendRaw(_ data: Data) throws {
        BrokenPipe.ignored
        try input.fileHandleForWriting.write(contentsOf: data)
    }

    func notify(_ method: String, _ params: Any) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    /// - Returns: The whole response (`result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 20) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        try send(message)
        return try next(timeout: timeout, waitingFor: "response to \(method)") { ($0["id"] as? Int) == id }
    }

    /// The result of a request, which must not fail.
    func result(_ method: String, _ params: Any? = nil) throws -> Any? {
        let response = try request(method, params)
        if let error = response["error"] { throw Timeout(waitingFor: "success (\(method) answered \(error))") }
        return response["result"] is NSNull ? nil : response["result"]
    }

    /// Starts the session: `initialize` with `rootUri` and the encodings offered, then `initialized`.
    @discardableResult
    func initialize(root: URL?, encodings: [String] = ["utf-16"]) throws -> [String: Any] {
        var params: [String: Any] = [
            "processId": NSNull(), "capabilities": ["general": ["positionEncodings": encodings]],
        ]
        params["rootUri"] = root.map { $0.absoluteString } ?? NSNull()
        let result = try result("initialize", params) as? [String: Any] ?? [:]
        try notify("initialized", [String: Any]())
        return result
    }

    /// The first message received (and not yet taken) that `matches`, waiting up to `timeout`.
    func next(
        timeout: TimeInterval = 20, waitingFor: String, where matches: ([String: Any]) -> Bool
    ) throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if finished || !condition.wait(until: deadline) {
                if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
                throw Timeout(waitingFor: waitingFor)
            }
        }
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try next(waitingFor: "diagnostics for \(uri)") {
            ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Closes the server's standard input, as a client that dies does.
    func closeInput() throws { try input.fileHandleForWriting.close() }

    /// The exit status once the server has ended, waiting up to `timeout`.
    func exitStatus(timeout: TimeInterval = 20) throws -> Int32 {
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !finished { if !condition.wait(until: deadline) { break } }
        condition.unlock()
        // Standard output closes as the process ends; its status follows at once.
        let until = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < until { _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 0.01) }
        guard !process.isRunning else { throw Timeout(waitingFor: "exit") }
        return process.terminationStatus
    }

    private func readLoop(_ handle: FileHandle) {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let message = Self.takeMessage(from: &buffer) {
                condition.lock()
                received.append(message)
                messages.append(message)
                if message["id"] == nil { notifications.append(message) }
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    private static func takeMessage(from buffer: inout Data) -> [String: Any]? {
        guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
            let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
            buffer.count - (end.upperBound - buffer.startIndex) >= length
        else { return nil }
        let body = buffer[end.upperBound..<(end.upperBound + length)]
        buffer = Data(buffer[(end.upperBound + length)...])
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}

/// JSON for LSP positions and changes.
enum LSP {
    static func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }

    static func range(_ line: Int, _ character: Int, _ endLine: Int, _ endCharacter: Int) -> [String: Any] {
        ["start": position(line, character), "end": position(endLine, endCharacter)]
    }

    static func document(_ uri: String) -> [String: Any] { ["textDocument": ["uri": uri]] }

    /// The text with LSP text edits applied (positions in UTF-16 units, or UTF-8 bytes).
    static func apply(_ edits: [[String: Any]], to text: String, utf8: Bool = false) -> String {
        var bytes = Array(text.utf8)
        func offset(_ position: [String: Any]) -> Int {
            let line = position["line"] as! Int, character = position["character"] as! Int
            var start = 0
            for _ in 0..<line { start = (bytes[start...].firstIndex(of: 10) ?? bytes.count - 1) + 1 }
            let rest = String(decoding: bytes[start...].prefix { $0 != 10 }, as: UTF8.self)
            if utf8 { return start + character }
            let index = rest.utf16.index(rest.utf16.startIndex, offsetBy: character)
            return start + rest.utf8.distance(from: rest.utf8.startIndex, to: index)
        }
        let sorted = edits.sorted {
            let a = ($0["range"] as! [String: Any])["start"] as! [String: Any]
            let b = ($1["range"] as! [String: Any])["start"] as! [String: Any]
            return (a["line"] as! Int, a["character"] as! Int) > (b["line"] as! Int, b["character"] as! Int)
        }
        for edit in sorted {
            let range = edit["range"] as! [String: Any]
            let start = offset(range["start"] as! [String: Any]), end = offset(range["end"] as! [String: Any])
            bytes.replaceSubrange(start..<end, with: Array((edit["newText"] as! String).utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
