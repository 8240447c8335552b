import Foundation
import Testing

/// `nightly breathe --minutes` and `--cycles 1` through the binary, without a terminal.
@Suite struct BreatheMinutesTests {
    /// Runs `nightly breathe` with `arguments` for at most `seconds`, then sends it SIGTERM, so
    /// a session of minutes can be checked by how it starts.
    static func breathe(
        _ arguments: [String], for seconds: Double = 1.5, config: String? = nil
    ) throws -> NightlyProcess.Result {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-breathe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent(".config/nightly"), withIntermediateDirectories: true)
        if let config {
            try config.write(
                to: home.appendingPathComponent(".config/nightly/config.toml"), atomically: true, encoding: .utf8)
        }
        return try NightlyProcess.run(
            ["breathe", "--reduced-motion"] + arguments,
            environment: [
                "HOME": home.path, "NIGHTLY_JOURNAL": home.appendingPathComponent("journal").path,
                "NIGHTLY_TODAY": "2026-11-23", "TERM": "dumb",
            ],
            limits: "(sleep \(seconds); kill -KILL $$) >/dev/null 2>&1 </dev/null & true")
    }

    @Test(arguments: [2, 7, 12, 19])
    func anyWholeMinuteFromOneToTwentyStartsASession(minutes: Int) throws {
        let result = try Self.breathe(["--minutes", String(minutes)])
        #expect(result.status != 64, "\(result.err)")
        #expect(result.err.isEmpty)
        #expect(result.out.hasPrefix("Breathe in — 3 seconds\n"))
    }

    @Test(arguments: ["0", "21", "-3", "100"])
    func minutesOutsideOneToTwentyAreAUsageError(minutes: String) throws {
        let result = try Self.breathe(["--minutes=\(minutes)"])
        #expect(result.status == 64)
        #expect(result.err.contains("--minutes"))
        #expect(result.out.isEmpty)
    }

    @Test func minutesInTheConfigMayBeAnyWholeNumberFromOneToTwenty() throws {
        let result = try Self.breathe([], config: "[breathing]\nminutes = 7\n")
        #expect(result.status != 78, "\(result.err)")
        #expect(result.out.hasPrefix("Breathe in — 3 seconds\n"))
    }

    @Test func minutesOutsideTheRangeInTheConfigNameTheFileAndLine() throws {
        let result = try Self.breathe([], config: "[breathing]\npattern = \"calm\"\nminutes = 25\n")
        #expect(result.status == 78)
        #expect(result.err.contains("config.toml:3"), "\(result.err)")
        #expect(result.err.contains("breathing.minutes"))
        #expect(result.err.contains("20"))
    }

    @Test func aSingleCycleIsTheLongLastOne() throws {
        let result = try Self.breathe(["--cycles", "1"], for: 0.8)
        #expect(result.out.hasPrefix("Breathe in — 6 seconds\n"), "\(result.out)")
    }
}
