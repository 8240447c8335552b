#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The editor command to run, and where it came from, chosen the way git chooses.
public struct EditorChoice: Equatable, Sendable {
    /// A shell command prefix, such as `vim` or `code --wait`.
    public var command: String
    /// Where it came from: `NIGHTLY_EDITOR`, `config editor`, `VISUAL`, `EDITOR`, `default`.
    public var source: String

    public init(command: String, source: String) {
        self.command = command
        self.source = source
    }

    /// Chooses: `NIGHTLY_EDITOR`, the config's `editor`, `VISUAL` (unless the terminal is
    /// dumb), `EDITOR`, then `editor` when it is on `PATH` (Debian's alternative), else `vi`.
    /// Empty values are skipped.
    public static func resolve(
        environment: [String: String], configured: String?, isOnPath: (String) -> Bool
    ) -> EditorChoice {
        let term = environment["TERM"] ?? ""
        let dumb = term.isEmpty || term == "dumb"
        var candidates: [(String?, String)] = [
            (environment["NIGHTLY_EDITOR"], "NIGHTLY_EDITOR"), (configured, "config editor"),
        ]
        if !dumb { candidates.append((environment["VISUAL"], "VISUAL")) }
        candidates.append((environment["EDITOR"], "EDITOR"))
        for (value, source) in candidates {
            if let value, !value.trimmingSpaces().isEmpty {
                return EditorChoice(command: value, source: source)
            }
        }
        return EditorChoice(command: isOnPath("editor") ? "editor" : "vi", source: "default")
    }

    /// The argument vector git uses, `/bin/sh -c '<editor> "$@"' <editor> <path>`, so that
    /// `code --wait` and quoted paths work and the file name is never re-split; with one
    /// addition: the shell catches Ctrl-C and Ctrl-\ (`trap :`), which leaves the editor their
    /// default handling. A shell that died of a Ctrl-C the editor survived (ed, vim) would
    /// report the editor killed while it went on running.
    public func arguments(for path: String) -> [String] {
        ["/bin/sh", "-c", "trap : INT QUIT; \(command) \"$@\"", command, path]
    }
}
