import Foundation
import Testing

/// A real editor on `nightly lsp`: headless Neovim (Debian's 0.7) with the setup from
/// docs/editors/neovim/nightly.lua, driven by Fixtures/neovim/lsp-session.lua.
@Suite final class NeovimLanguageServerTests: ScratchJournalTests {
    static let neovim = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        .map { "\($0)/nvim" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(
        .enabled(if: neovim != nil, "needs neovim (scripts/bootstrap test installs it)"), .timeLimit(.minutes(1)),
        arguments: [false, true])
    func enterContinuesTheListDiagnosticsArriveAndYesterdayOpens(journalInConfig: Bool) throws {
        try FileManager.default.createDirectory(
            at: todayFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "---\n# Monday\n\n## Journal\n\n- milk\n".write(to: todayFile, atomically: true, encoding: .utf8)
        let session = NightlyProcess.packageRoot.appendingPathComponent(
            "Tests/NightlyCLITests/Fixtures/neovim/lsp-session.lua")
        var variables = environment
        variables["HOME"] = folder.path
        variables["XDG_CONFIG_HOME"] = folder.appendingPathComponent(".config").path
        variables["PATH"] = CleanEnvironment.path
        variables["NIGHTLY_LUA"] = NightlyProcess.packageRoot.appendingPathComponent("docs/editors/neovim").path
        variables["NIGHTLY_BIN"] = NightlyProcess.binary.path
        if journalInConfig {
            // Only the config `nightly init` writes names the journal: the setup asks nightly
            // (`nightly config journal`) rather than guess (issue 31, item 9).
            variables["NIGHTLY_JOURNAL"] = nil
            variables["HOME"] = folder.appendingPathComponent("home").path  // ~/journal is not it.
            let config = folder.appendingPathComponent(".config/nightly/config.toml")
            try FileManager.default.createDirectory(
                at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "journal = \"\(journal.path)\"\n".write(to: config, atomically: true, encoding: .utf8)
        }
        let (status, report) = try EditorSession.run(
            Self.neovim!, ["--headless", "-n", "-u", "NONE", "-i", "NONE", "-c", "luafile \(session.path)"],
            environment: variables, entry: todayFile, in: folder)
        #expect(status == 0)
        let check = try run(["check", todayFile.path]).out
        #expect(
            report.contains { $0.hasPrefix("diagnostic 1 ") && check.contains($0.dropFirst("diagnostic 1 ".count)) })
        #expect(try String(contentsOf: todayFile, encoding: .utf8) == "---\n# Monday\n\n## Journal\n\n- milk\n- eggs\n")
        #expect(report.contains("buffer \(journal.appendingPathComponent("2026/2026-11-22.md").path)"))
        // Completion with <C-x><C-o> needs the omnifunc, which Neovim 0.7 does not set itself.
        #expect(report.contains("omnifunc v:lua.vim.lsp.omnifunc"), "\(report)")
        let tomorrow = journal.appendingPathComponent("2026/2026-11-24.md").path
        #expect(report.filter { $0.hasPrefix("asked ") }.count == 2, "\(report)")
        #expect(report.contains { $0.hasPrefix("asked ") && $0.contains("2026-11-24") }, "\(report)")
        #expect(report.contains("after no \(journal.appendingPathComponent("2026/2026-11-22.md").path)"), "\(report)")
        #expect(report.contains("after yes \(tomorrow)"), "\(report)")
        #expect(!report.contains { $0.hasPrefix("error") }, "\(report)")
    }

    @Test(.enabled(if: neovim != nil, "needs neovim (scripts/bootstrap test installs it)"), .timeLimit(.minutes(1)))
    func goToDefinitionOnADateAndRenameOfATagAcrossEntries() throws {
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/lsp-journal"),
            to: journal)
        let session = NightlyProcess.packageRoot.appendingPathComponent(
            "Tests/NightlyCLITests/Fixtures/neovim/lsp-navigation.lua")
        var variables = environment
        variables["HOME"] = folder.path
        variables["PATH"] = CleanEnvironment.path
        variables["NIGHTLY_LUA"] = NightlyProcess.packageRoot.appendingPathComponent("docs/editors/neovim").path
        variables["NIGHTLY_BIN"] = NightlyProcess.binary.path
        let (status, report) = try EditorSession.run(
            Self.neovim!, ["--headless", "-n", "-u", "NONE", "-i", "NONE", "-c", "luafile \(session.path)"],
            environment: variables, entry: todayFile, in: folder)
        #expect(status == 0)
        #expect(!report.contains { $0.hasPrefix("error") }, "\(report)")
        let friday = journal.appendingPathComponent("2026/2026-11-20.md")
        #expect(report.contains("definition \(friday.path)"), "\(report)")
        let renamed = try String(contentsOf: friday, encoding: .utf8)
        #expect(renamed.contains("tags: [job, health]") && renamed.contains("#job was quiet"), "\(renamed)")
        #expect(try String(contentsOf: todayFile, encoding: .utf8).contains("#job again."))
        let sunday = try String(contentsOf: journal.appendingPathComponent("2026/2026-11-22.md"), encoding: .utf8)
        #expect(sunday.contains("the #job week") && sunday.contains("#work in a code block"), "\(sunday)")
    }
}
