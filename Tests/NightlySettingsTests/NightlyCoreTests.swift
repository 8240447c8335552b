import Foundation
import JournalFormat
import Testing

@testable import NightlySettings

@Suite struct EnvironmentTests {
    @Test func theJournalFolderComesFromTheFlagThenTheEnvironmentThenConfigThenHome() {
        let cwd = URL(fileURLWithPath: "/work")
        let env = NightlyEnvironment(
            variables: ["HOME": "/home/ana", "NIGHTLY_JOURNAL": "~/notes"], currentDirectory: cwd)
        #expect(env.journalFolder(flag: "j").path == "/work/j")
        #expect(env.journalFolder(flag: nil, configured: "/srv/j").path == "/home/ana/notes")
        let bare = NightlyEnvironment(variables: ["HOME": "/home/ana"], currentDirectory: cwd)
        #expect(bare.journalFolder(flag: nil, configured: "/srv/j").path == "/srv/j")
        #expect(bare.journalFolder(flag: nil).path == "/home/ana/journal")
    }

    @Test func aFixedTodayMustBeADate() throws {
        #expect(try NightlyEnvironment(variables: ["NIGHTLY_TODAY": "2026-11-23"]).today().iso == "2026-11-23")
        #expect(throws: NightlyError.self) { try NightlyEnvironment(variables: ["NIGHTLY_TODAY": "soon"]).today() }
    }
}
