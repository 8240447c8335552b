import TextLines

/// The line break a file uses, so that nightly's insertions match the user's style.
public enum LineEnding: String, Sendable, Codable {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"

    /// The style most lines of `bytes` end with; LF when the text has no line break.
    /// Ties go to CRLF, then LF, so a file with one CRLF among LF lines is not made worse.
    public static func dominant(in bytes: [UInt8]) -> LineEnding {
        var lf = 0
        var crlf = 0
        var cr = 0
        // Line by line where they lie: a table of a 100 MB entry's lines would be as big again.
        bytes.withUnsafeBufferPointer { buffer in
            var lines = LineRanges(buffer)
            while let line = lines.nextLine() {
                guard line.hasLineBreak else { continue }
                if line.end - line.contentEnd == 2 {
                    crlf += 1
                } else if buffer[line.contentEnd] == UInt8(ascii: "\n") {
                    lf += 1
                } else {
                    cr += 1
                }
            }
        }
        if crlf > 0, crlf >= lf, crlf >= cr { return .crlf }
        if cr > lf { return .cr }
        return .lf
    }

    var bytes: [UInt8] { Array(rawValue.utf8) }
}
