import Foundation
import JournalFormat
import Testing

/// `nightly remind`: the units it writes pass systemd's own checks, install and remove undo each
/// other, and without a systemd user manager nothing is installed and a crontab line is shown.
///
/// No user manager runs in a test sandbox, so where one must seem to run the test makes its
/// socket path exist and puts a `systemctl` on PATH that records what it was asked; the units
/// themselves are checked by the real `systemd-analyze`.
@Suite final class RemindTests: ScratchJournalTests {
    var config: URL { folder.appendingPathComponent("config") }
    var runtime: URL { folder.appendingPathComponent("runtime") }
    var tools: URL { folder.appendingPathComponent("tools") }
    var unitFolder: URL { config.appendingPathComponent("systemd/user") }
    var timer: URL { unitFolder.appendingPathComponent("nightly-reminder.timer") }
    var service: URL { unitFolder.appendingPathComponent("nightly-reminder.service") }
    var systemctlLog: URL { folder.appendingPathComponent("systemctl.log") }

    /// A fake tool on PATH that logs its arguments and exits with `status`.
    func tool(_ name: String, status: Int = 0) throws {
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let url = tools.appendingPathComponent(name)
        let log = folder.appendingPathComponent("\(name).log").path
        try ExecutableScript.write("#!/bin/sh\necho \"$*\" >> '\(log)'\nexit \(status)\n", to: url)
    }

    /// The user manager's socket path, as `systemctl --user` looks for it.
    func userManager() throws {
        try FileManager.default.createDirectory(
            at: runtime.appendingPathComponent("systemd"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: runtime.appendingPathComponent("systemd/private").path, contents: nil)
    }

    func remind(_ arguments: [String], stdin: String = "") throws -> NightlyProcess.Result {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        var environment = environment
        environment["XDG_CONFIG_HOME"] = config.path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["PATH"] = tools.path + ":/usr/bin:/bin"
        return try NightlyProcess.run(["remind"] + arguments, stdin: Data(stdin.utf8), environment: environment)
    }

    func log(_ name: String) -> [String] {
        ((try? String(contentsOf: folder.appendingPathComponent("\(name).log"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    func systemdAnalyze(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
        process.arguments = arguments
        let privateRuntime = folder.appendingPathComponent("analyze-runtime")
        try FileManager.default.createDirectory(at: privateRuntime, withIntermediateDirectories: true)
        process.environment = [
            "XDG_RUNTIME_DIR": privateRuntime.path, "XDG_CONFIG_HOME": config.path, "HOME": folder.path,
            "PATH": "/usr/bin:/bin",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func installWritesUnitsThatSystemdAcceptsAndEnablesTheTimer() throws {
        try userManager()
        try tool("systemctl")
        let result = try remind(["install", "--at", "21:30"])
        #expect(result.status == 0, "\(result.err)")
        #expect(log("systemctl") == ["--user daemon-reload", "--user enable --now nightly-reminder.timer"])
        let timerText = try String(contentsOf: timer, encoding: .utf8)
        #expect(timerText.contains("OnCalendar=*-*-* 21:30:00\nPersistent=true\n"))
        #expect(timerText.contains("[Install]\nWantedBy=timers.target\n"))
        let serviceText = try String(contentsOf: service, encoding: .utf8)
        #expect(
            serviceText.contains("ExecStart=\(NightlyProcess.binary.path) remind notify --journal \(journal.path)\n"))

        let verify = try systemdAnalyze(["verify", "--user", timer.path, service.path])
        #expect(verify.status == 0, "\(verify.output)")
        let calendar = try systemdAnalyze(["calendar", "*-*-* 21:30:00"])
        #expect(
            calendar.status == 0 && calendar.output.contains("Normalized form: *-*-* 21:30:00"), "\(calendar.output)")
    }

    @Test func removeUndoesExactlyWhatInstallDid() throws {
        try userManager()
        try tool("systemctl")
        #expect(try remind(["install", "--at", "7:05"]).status == 0)
        let result = try remind(["remove"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: timer.path))
        #expect(!FileManager.default.fileExists(atPath: service.path))
        #expect(log("systemctl").suffix(2) == ["--user disable --now nightly-reminder.timer", "--user daemon-reload"])
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("systemd").path))
        let again = try remind(["remove"])
        #expect(again.status == 0)
        #expect(again.out == "No reminder is installed; nothing to remove.\n")
    }

    @Test func aFailingSystemdLeavesNoUnitsBehind() throws {
        try userManager()
        try tool("systemctl", status: 1)
        let result = try remind(["install", "--at", "21:30"])
        #expect(result.status == 1)
        #expect(result.err.contains("systemctl --user"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: timer.path))
        #expect(!FileManager.default.fileExists(atPath: service.path))
    }

    @Test func withoutAUserManagerNothingIsInstalledAndACrontabLineIsShown() throws {
        try tool("systemctl")
        let result = try remind(["install", "--at", "21:30"])
        #expect(result.status == 1)
        #expect(
            result.out.contains("30 21 * * * \(NightlyProcess.binary.path) remind notify --journal \(journal.path)\n"))
        #expect(result.err.contains("nothing was installed"))
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("systemd").path))
        #expect(log("systemctl").isEmpty)
    }

    @Test func showPrintsTheUnitsAndTheConfigsTimeIsUsed() throws {
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("nightly"), withIntermediateDirectories: true)
        try "[profile]\nreminder = \"22:15\"\n".write(
            to: config.appendingPathComponent("nightly/config.toml"), atomically: true, encoding: .utf8)
        let result = try remind(["show"])
        #expect(result.status == 0, "\(result.err)")
        // Nothing is written: no `==> path <==` header, which reads as an existing file (issue 24).
        #expect(!result.out.contains("==>"), "\(result.out)")
        #expect(
            result.out.contains("# remind install would write \(timer.path):\n# Written by `nightly remind install`"),
            "\(result.out)")
        #expect(result.out.contains("OnCalendar=*-*-* 22:15:00"))
        #expect(result.out.contains("15 22 * * * "))
        #expect(!FileManager.default.fileExists(atPath: unitFolder.path))
    }

    @Test func unitsThatAreNotNightlysAreLeftAlone() throws {
        try userManager()
        try tool("systemctl")
        try FileManager.default.createDirectory(at: unitFolder, withIntermediateDirectories: true)
        try "[Timer]\nOnCalendar=daily\n".write(to: timer, atomically: true, encoding: .utf8)
        let install = try remind(["install", "--at", "21:30"])
        #expect(install.status == 1)
        #expect(install.err.contains("is not nightly's"))
        let remove = try remind(["remove"])
        #expect(remove.status == 1)
        #expect(try String(contentsOf: timer, encoding: .utf8) == "[Timer]\nOnCalendar=daily\n")
        #expect(log("systemctl").isEmpty)
    }

    @Test(arguments: [(["install"], "no reminder time"), (["show", "--at", "25:00"], "'25:00' is not a time")])
    func aMissingOrBadTimeIsAUsageError(arguments: [String], message: String) throws {
        let result = try remind(arguments)
        #expect(result.status == 64)
        #expect(result.err.contains(message), "\(result.err)")
    }

    /// Whether a time is accepted is one rule: the config's `reminder`, `remind install`
    /// reading it, and `remind install --at` agree on every time.
    @Test(arguments: [
        ("21:30", true), ("7:05", true), ("07:05", true), ("0:00", true), ("23:59", true),
        ("21:5", false), ("+9:30", false), ("25:00", false), (" 21:30", false), ("21:30:00", false),
        ("21:60", false), ("2130", false),
    ])
    func installAcceptsEveryTimeTheConfigAccepts(time: String, accepted: Bool) throws {
        try userManager()
        try tool("systemctl")
        let byFlag = try remind(["install", "--at", time])
        #expect((byFlag.status == 0) == accepted, "--at \(time): \(byFlag.err)")
        if !accepted { #expect(byFlag.status == 64 && byFlag.err.contains("is not a time"), "\(byFlag.err)") }
        _ = try remind(["remove"])

        let configFile = config.appendingPathComponent("nightly/config.toml")
        try FileManager.default.createDirectory(
            at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "[profile]\nreminder = \"\(time)\"\n".write(to: configFile, atomically: true, encoding: .utf8)
        var environment = environment
        environment["XDG_CONFIG_HOME"] = config.path
        let loaded = try NightlyProcess.run(["status"], environment: environment, in: folder)
        let configAccepts = !loaded.err.contains("config.toml")
        #expect(configAccepts == accepted, "\(loaded.err)")
        if !accepted { #expect(loaded.err.contains("\(configFile.path):2: key 'profile.reminder'"), "\(loaded.err)") }

        let byConfig = try remind(["install"])
        #expect((byConfig.status == 0) == configAccepts, "reminder = \"\(time)\": \(byConfig.err)")
        if accepted {
            let clock = try #require(ClockTime(time))
            #expect(try String(contentsOf: timer, encoding: .utf8).contains("OnCalendar=*-*-* \(clock):00\n"))
        }
    }

    @Test func notifySpeaksOnlyWhileTodayIsUnwritten() throws {
        try tool("notify-send")
        let unwritten = try remind(["notify"])
        #expect(unwritten.status == 0, "\(unwritten.err)")
        #expect(log("notify-send") == ["--app-name=nightly nightly Today's entry is not written yet."])
        try FileManager.default.createDirectory(
            at: todayFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Words.\n".utf8).write(to: todayFile)
        #expect(try remind(["notify"]).status == 0)
        #expect(log("notify-send").count == 1)
    }

    @Test func initOffersTheReminderWhenATimeIsGiven() throws {
        try userManager()
        try tool("systemctl")
        var environment = environment
        environment["XDG_CONFIG_HOME"] = config.path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["HOME"] = folder.path
        environment["PATH"] = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let answers = [journal.path, "", "", "", "", "", "", "", "21:30", "", "y"]
        let result = try NightlyProcess.run(
            ["init"], stdin: Data((answers.joined(separator: "\n") + "\n").utf8), environment: environment)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Install the daily reminder at 21:30 now? [y/N] \n"), "\(result.out)")
        #expect(FileManager.default.fileExists(atPath: timer.path))
        #expect(log("systemctl").contains("--user enable --now nightly-reminder.timer"))
    }

    /// Declined, init says how to install the reminder later and succeeds; accepted where no
    /// systemd user manager runs, it says what `remind install` says and exits as it does, 1
    /// (issue 31, item 7: it exited 0 having installed nothing).
    @Test(arguments: [("n", Int32(0)), ("y", Int32(1))])
    func initThatInstallsNoReminderSaysSo(answer: String, status: Int32) throws {
        var environment = environment
        environment["XDG_CONFIG_HOME"] = config.path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["HOME"] = folder.path
        let answers = [journal.path, "", "", "", "", "", "", "", "21:30", "", answer]
        let result = try NightlyProcess.run(
            ["init"], stdin: Data((answers.joined(separator: "\n") + "\n").utf8), environment: environment)
        #expect(result.status == status, "\(result.err)")
        #expect(
            result.out.contains("No reminder installed; `nightly remind install` installs it at 21:30 when you like."),
            "\(result.out)")
        #expect(FileManager.default.fileExists(atPath: config.appendingPathComponent("nightly/config.toml").path))
        if answer == "y" {
            #expect(result.out.contains("crontab -e"), "\(result.out)")
            #expect(result.err.contains("no systemd user manager runs here, so nothing was installed"))
        }
        #expect(!FileManager.default.fileExists(atPath: timer.path))
    }
}
