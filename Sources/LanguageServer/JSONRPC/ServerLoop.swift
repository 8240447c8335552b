/// Reads messages until `exit` or the end of the input, handing each to a ``Connection``, and
/// runs the connection's ``Connection/quietWork`` when the input has been quiet until its
/// deadline.
public enum ServerLoop {
    /// Runs the loop.
    /// - Returns: The exit status: 0 after `shutdown` then `exit`, 1 after `exit` alone or
    ///   when the client closed the stream without `exit` (it died).
    public static func run(_ connection: Connection, reader: inout MessageReader, log: (String) -> Void) -> Int32 {
        let malformed = { (failure: FrameParser.Failure) in
            log("skipped a malformed header, reading on from the next Content-Length: \(failure)")
        }
        while true {
            switch reader.next(until: connection.quietWork.deadline, malformed: malformed) {
            case .message(let body):
                connection.handle(consume body)
                if case .exited(let status) = connection.state { return status }
            case .quiet:
                connection.runQuietWork()
            case .end:
                log("the client closed the input; exiting")
                return connection.state == .shutDown ? 0 : 1
            }
        }
    }
}
