import Foundation

/// The environment every process a test starts begins from: the caller's `PATH` and nothing
/// else of the shell that runs the suite. HOME, XDG_*, NIGHTLY_*, EDITOR, VISUAL, PAGER, LESS,
/// LANG and TERM set there change no result; `.ci/run` sets them to hostile values to prove it.
enum CleanEnvironment {
    /// The caller's `PATH`, the one thing a test takes from the shell that runs it.
    static let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

    /// An empty home of the suite's own, so no caller's dot-file is read through `HOME`.
    static let home: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("nightly-test-home-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// `PATH`, an empty home, UTC, UTF-8, and git reading neither a global nor a system
    /// config; then `overrides`, which win.
    static func variables(_ overrides: [String: String] = [:]) -> [String: String] {
        [
            "PATH": path,
            "HOME": home.path,
            "TZ": "UTC",
            "LANG": "C.UTF-8",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_TERMINAL_PROMPT": "0",
        ].merging(overrides) { _, new in new }
    }
}
