/// Reads messages until `exit` or the end of the input, handing each to a ``Connection``.
public enum ServerLoop {
    /// Runs the loop.
    /// - Returns: The exit status: 0 after `shutdown` then `exit`, 1 after `exit` alone or
    ///   when the client closed the stream without `exit` (it died).
    public static func run(_ connection: Connection, reader: inout MessageReader, log: (String) -> Void) -> Int32 {
        while let body = reader.next(malformed: {
            log("skipped a malformed header, reading on from the next Content-Length: \($0)")
        }) {
            connection.handle(body)
            if case .exited(let status) = connection.state { return status }
        }
        log("the client closed the input; exiting")
        return connection.state == .shutDown ? 0 : 1
    }
}
