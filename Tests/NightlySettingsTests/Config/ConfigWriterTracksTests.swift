import JournalFormat
import Testing

@testable import NightlySettings

/// ``ConfigWriter/adding(_:to:)``: `[track.NAME]` tables after a config's last line, every
/// byte before kept, new lines ending as the file's do, read back by the parser.
@Suite struct ConfigWriterTracksTests {
    let walk = Track(name: "walk", kind: .habit(.daily))
    let gym = Track(name: "gym", kind: .habit(.timesAWeek(3)), ask: "Gym \"today\"?")

    @Test(arguments: [
        ("", "[track.walk]\nkind = \"habit\"\n"),
        ("commit = true\n", "commit = true\n\n[track.walk]\nkind = \"habit\"\n"),
        ("commit = true", "commit = true\n\n[track.walk]\nkind = \"habit\"\n"),
        ("# mine\r\ncommit = true\r\n", "# mine\r\ncommit = true\r\n\r\n[track.walk]\r\nkind = \"habit\"\r\n"),
    ])
    func theTableFollowsTheFileAsItWas(before: String, after: String) throws {
        let bytes = ConfigWriter.adding([walk], to: Array(before.utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == after)
    }

    @Test func theTablesAreReadBack() throws {
        let bytes = ConfigWriter.adding([walk, gym], to: Array("[track.mood]\nkind = \"scale\"\n".utf8))
        let config = try ConfigParser.parse(String(decoding: bytes, as: UTF8.self), path: ".nightly.toml")
        #expect(config.tracks.map(\.name) == ["mood", "walk", "gym"])
        #expect(config.tracks.last == gym)
    }
}
