import Foundation
import JournalFormat
import Testing

@testable import NightlySettings

/// What ``ConfigWriter/text(_:)`` writes reads back as the config it was given, for a file that
/// sets every key: `nightly init` run again rewrites the config, and must drop nothing (a
/// track's quit plan, the picker).
@Suite struct ConfigWriterRoundTripTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/every-key.toml")

    @Test func everyKeyOfAFullConfigComesBack() throws {
        let config = try ConfigParser.parse(String(contentsOf: Self.fixture, encoding: .utf8), path: "every-key.toml")
        #expect(config.tracks.count == 6 && config.picker == "fzf" && config.focusGoals.count == 2)
        #expect(config.tracks.last?.quitPlan?.cost == 0.45)
        let written = ConfigWriter.text(config)
        #expect(try ConfigParser.parse(written, path: "written.toml") == config, "\(written)")
        #expect(ConfigWriter.text(try ConfigParser.parse(written, path: "written.toml")) == written)
    }

    @Test(arguments: [0.0, 1, 12, 0.45, 2.5, 1_000_000])
    func numbersAreWrittenAsTheParserReadsThem(value: Double) throws {
        var config = NightlyConfig()
        config.tracks = [
            Track(
                name: "smokes",
                kind: .count(
                    QuitPlan(start: EntryDate(iso: "2026-11-01"), quit: EntryDate(iso: "2026-12-01"), baseline: value)))
        ]
        #expect(try ConfigParser.parse(ConfigWriter.text(config), path: "x").tracks == config.tracks)
    }
}
