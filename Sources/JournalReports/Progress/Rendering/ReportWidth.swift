import SystemCalls

/// How wide a report may be: `COLUMNS` when it is a positive whole number, else the width of
/// the terminal standard output is, else no limit (a pipe or a file keeps long lines whole).
public enum ReportWidth {
    /// The width reports wrap to, or nil for no limit.
    /// - Parameters:
    ///   - environment: the variables to read `COLUMNS` from.
    ///   - terminalColumns: the terminal's width, or nil when standard output is not one.
    public static func detect(environment: [String: String], terminalColumns: Int?) -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return terminalColumns
    }

    /// The width for this process: its `COLUMNS`, else its standard output's terminal.
    public static func current(environment: [String: String]) -> Int? {
        detect(environment: environment, terminalColumns: Platform.terminalSize()?.columns)
    }
}
