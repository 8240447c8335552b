import Foundation
import Testing

/// A journal path reaches a systemd unit and a crontab line as one word, whatever it holds,
/// or is refused by name when neither can carry it (issue 23, item 12).
extension RemindTests {
    /// Spaces, both quotes, `%` (a specifier to systemd, a line break to cron), `$` (a
    /// variable to systemd), and a backslash just before a `%`.
    var oddJournal: URL { folder.appendingPathComponent("my j'ournal \"100%\" $HOME a\\%b") }

    @Test func aPathWithALineBreakIsRefusedByNameForBothTargets() throws {
        let broken = folder.appendingPathComponent("journal\nExecStartPre=/bin/false")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try userManager()
        try tool("systemctl")
        let install = try remind(["install", "--at", "21:30", "--journal", broken.path])
        #expect(install.status == 1)
        #expect(install.err.contains(String(reflecting: broken.path)), "\(install.err)")
        #expect(install.err.contains("line break"), "\(install.err)")
        #expect(!FileManager.default.fileExists(atPath: service.path))
        #expect(log("systemctl").isEmpty)

        try FileManager.default.removeItem(at: runtime)  // No user manager: the crontab line.
        let show = try remind(["show", "--at", "21:30", "--journal", broken.path])
        #expect(show.status == 1)
        #expect(show.err.contains(String(reflecting: broken.path)), "\(show.err)")
        #expect(!show.out.contains("ExecStartPre"), "\(show.out)")
    }

    @Test func anOddPathIsOneWordInTheUnitThatSystemdAccepts() throws {
        try FileManager.default.createDirectory(at: oddJournal, withIntermediateDirectories: true)
        try userManager()
        try tool("systemctl")
        let result = try remind(["install", "--at", "21:30", "--journal", oddJournal.path])
        #expect(result.status == 0, "\(result.err)")
        let serviceText = try String(contentsOf: service, encoding: .utf8)
        let word = "\"" + folder.path + "/my j'ournal \\\"100%%\\\" $$HOME a\\\\%%b\""
        #expect(serviceText.contains("--journal \(word)\n"), "\(serviceText)")
        let verify = try systemdAnalyze(["verify", "--user", timer.path, service.path])
        #expect(verify.status == 0, "\(verify.output)")
    }

    /// The crontab line is read as cron reads it (`%` handling, as in cron's do_command.c),
    /// then run by /bin/sh: the reminder finds the journal and speaks.
    @Test func anOddPathSurvivesCronAndTheShell() throws {
        try FileManager.default.createDirectory(at: oddJournal, withIntermediateDirectories: true)
        try tool("notify-send")
        let shown = try remind(["show", "--at", "21:30", "--journal", oddJournal.path])
        #expect(shown.status == 0, "\(shown.err)")
        let line = try #require(shown.out.split(separator: "\n").first { $0.hasPrefix("30 21 * * * ") })
        var command = ""
        var escaped = false
        for character in line.dropFirst("30 21 * * * ".count) {
            if escaped {
                if character == "%" { command.removeLast() }
                command.append(character)
                escaped = false
                continue
            }
            if character == "%" { break }  // cron: the rest is standard input
            escaped = character == "\\"
            command.append(character)
        }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", command]
        shell.environment = ["PATH": tools.path + ":/usr/bin:/bin", "HOME": folder.path, "NIGHTLY_TODAY": "2026-11-23"]
        let errors = Pipe()
        shell.standardError = errors
        try shell.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0, "\(command): \(said)")
        #expect(log("notify-send").count == 1, "\(command): \(said)")
    }

    @Test(arguments: ["+9:30", "9:30 ", "21:30:00", "24:00", "9.30"])
    func atTakesAClockTimeOnly(time: String) throws {
        let result = try remind(["show", "--at", time])
        #expect(result.status == 64)
        #expect(result.err.contains("'\(time)' is not a time"), "\(result.err)")
    }
}
