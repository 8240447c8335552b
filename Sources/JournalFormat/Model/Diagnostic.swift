/// Something worth telling the user about an entry's content. Parsing never fails on content;
/// it reports what it could not read this way instead.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Sendable, Codable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// 1-based line the message is about.
    public var line: Int
    public var severity: Severity
    public var message: String

    public init(line: Int, severity: Severity, message: String) {
        self.line = line
        self.severity = severity
        self.message = message
    }
}
