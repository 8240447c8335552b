import Foundation

/// The real nightly binary in a real terminal: a detached tmux session on a socket of its
/// own, driven with send-keys and read with capture-pane.
///
/// The pane runs `run.sh` in the test's folder, which records `stty -g` before and after
/// nightly, nightly's exit status, then prints a marker and stays open for capture. tmux and
/// nightly start from a clean environment (``CleanEnvironment``): the tmux server would
/// otherwise hand every pane the environment of the shell that runs the suite.
final class TmuxSession {
    let folder: URL
    let socket = "nightly-test-\(UUID().uuidString.prefix(8))"
    static let doneMarker = "NIGHTLY-RUN-DONE"

    /// Starts nightly with `arguments` and `environment` in a pane of `columns` × `rows`.
    init(
        folder: URL, arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24
    ) throws {
        self.folder = folder
        let url = try Self.writeRunScript(in: folder, arguments: arguments, environment: environment)
        try tmux([
            "-f", "/dev/null", "-u", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "/bin/sh \(url.path)",
        ])
    }

    /// The job-control shell's prompt; capture-pane drops trailing blanks, so wait for this.
    static let prompt = "nightly-test$"

    /// Starts an interactive `dash` with job control, in which `sh run.sh` runs nightly as a
    /// job that Ctrl-Z can stop and `fg` can continue.
    ///
    /// dash, not bash: bash puts back its own terminal settings when a job stops or dies of a
    /// signal, which would hide a terminal that nightly failed to restore.
    init(jobControlShellIn folder: URL, arguments: [String], environment: [String: String]) throws {
        self.folder = folder
        try Self.writeRunScript(in: folder, arguments: arguments, environment: environment, stayOpen: false)
        try tmux([
            "-f", "/dev/null", "-u", "new-session", "-d", "-x", "80", "-y", "24", "-c", folder.path,
            "env PS1='\(Self.prompt) ' dash -i",
        ])
    }

    /// Starts `shell`, an interactive shell such as `bash --norc -i`, in `folder` with the
    /// prompt ``prompt``, in a pane of `columns` × 24.
    init(interactiveShell shell: String, in folder: URL, columns: Int = 100) throws {
        self.folder = folder
        try tmux([
            "-f", "/dev/null", "-u", "new-session", "-d", "-x", "\(columns)", "-y", "24", "-c", folder.path,
            "env PS1='\(Self.prompt) ' \(shell)",
        ])
    }

    /// Writes `run.sh`: `stty -g` before and after nightly, its status, then the marker.
    @discardableResult
    private static func writeRunScript(
        in folder: URL, arguments: [String], environment: [String: String], stayOpen: Bool = true
    ) throws -> URL {
        // Only the pane's TERM (tmux's own), PATH, and what the test sets.
        let clean = ["PATH": CleanEnvironment.path, "HOME": CleanEnvironment.home.path, "TZ": "UTC"]
            .merging(environment) { _, new in new }
        let variables = clean.keys.sorted().map { "\($0)=\(quote(clean[$0]!))" }
        let command =
            ["env", "-i", "TERM=\"$TERM\""] + variables + ([NightlyProcess.binary.path] + arguments).map(quote)
        let script = """
            #!/bin/sh
            \(stayOpen ? "trap 'true' INT" : "")
            cd \(quote(folder.path))
            stty -g > stty-before
            echo $$ > shell.pid
            \(command.joined(separator: " "))
            echo $? > status
            stty -g > stty-after
            echo \(doneMarker)
            \(stayOpen ? "exec sleep 600" : "")
            """
        let url = folder.appendingPathComponent("run.sh")
        try script.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    deinit { _ = try? tmux(["kill-server"]) }

    /// The visible screen, as text.
    func screen() -> String { (try? tmux(["capture-pane", "-p"])) ?? "" }

    /// The visible screen with its colours and attributes as SGR escape sequences.
    func screenWithAttributes() -> String { (try? tmux(["capture-pane", "-p", "-e"])) ?? "" }

    /// Everything the pane showed, scrolled off or not, with the lines the terminal wrapped
    /// joined again: a line wider than the pane reads as one line here.
    func history() -> String { (try? tmux(["capture-pane", "-p", "-J", "-S", "-"])) ?? "" }

    /// The pane's terminal settings as `stty -g` prints them, read from outside the pane.
    func terminalSettings() throws -> String {
        let tty = try tmux(["display-message", "-p", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return try shell("stty -g -F \(Self.quote(tty))").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends keys in tmux's notation: `Right`, `C-c`, `Escape`, `q`.
    func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Resizes the window, as a user dragging the terminal's corner; nightly gets SIGWINCH.
    func resize(columns: Int, rows: Int) throws { try tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"]) }

    /// Waits until the screen contains `text`, polling capture-pane; returns the screen.
    @discardableResult
    func waitForScreen(containing text: String, timeout: Double = 15) throws -> String {
        try waitUntil("the screen shows '\(text)'", timeout: timeout) { screen().contains(text) }
        return screen()
    }

    /// Waits until the run script has finished nightly.
    func waitForExit(timeout: Double = 15) throws {
        try waitForScreen(containing: Self.doneMarker, timeout: timeout)
    }

    /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
    func waitUntil(_ what: String, timeout: Double = 15, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else {
                throw TmuxError.timedOut("waited \(timeout) s for \(what); screen:\n\(screen())")
            }
            usleep(20_000)
        }
    }

    /// nightly's process id: the run script's child.
    func nightlyPID() throws -> Int32 {
        var pid: Int32?
        try waitUntil("nightly to start") {
            guard let shell = file("shell.pid").flatMap({ Int32($0) }),
                let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8),
                let child = children.split(separator: " ").first.flatMap({ Int32($0) })
            else { return false }
            pid = child
            return true
        }
        return pid!
    }

    /// Whether process `pid` is stopped (state `T` in /proc/PID/stat).
    func isStopped(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
    }

    /// A file the run script wrote, trimmed; nil when missing.
    func file(_ name: String) -> String? {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's title, which an OSC 0 or OSC 2 sequence that reached the terminal would set.
    func title() -> String {
        ((try? tmux(["display-message", "-p", "#{pane_title}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What tmux's paste buffers hold: an OSC 52 clipboard write that reached it adds one.
    func buffers() -> String { (try? tmux(["list-buffers"])) ?? "" }

    /// nightly's exit status as the shell saw it (128 + N for signal N).
    var status: Int? { file("status").flatMap { Int($0) } }

    /// Runs tmux through `system(3)`, output to a file: Foundation's `Process` waits for ever
    /// on the client whose forked server keeps its descriptors.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try shell((["tmux", "-L", socket] + arguments).map(Self.quote).joined(separator: " "))
    }

    /// Runs `command` with `/bin/sh` in a clean environment, its output captured in a file.
    private func shell(_ command: String) throws -> String {
        let capture = folder.appendingPathComponent("shell-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: capture) }
        let clean = "env -i PATH=\(Self.quote(CleanEnvironment.path)) HOME=\(Self.quote(CleanEnvironment.home.path))"
        let status = system("\(clean) \(command) < /dev/null > \(Self.quote(capture.path)) 2>/dev/null")
        guard status != -1 else { throw TmuxError.timedOut("could not run \(command)") }
        return (try? String(contentsOf: capture, encoding: .utf8)) ?? ""
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

enum TmuxError: Error, CustomStringConvertible {
    case timedOut(String)
    var description: String {
        switch self {
        case .timedOut(let message): return message
        }
    }
}
