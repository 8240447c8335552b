import Foundation
import Testing

/// A real editor on `nightly lsp`: Debian's Emacs 28 with eglot 1.9 and markdown-mode, the setup
/// from docs/editors/emacs.md as the init file, driven in batch by Fixtures/emacs/lsp-session.el.
@Suite final class EmacsLanguageServerTests: ScratchJournalTests {
    static let emacs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        .map { "\($0)/emacs" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The documented setup: the first `elisp` block of docs/editors/emacs.md.
    static func documentedSetup() throws -> String {
        let doc = try String(
            contentsOf: NightlyProcess.packageRoot.appendingPathComponent("docs/editors/emacs.md"), encoding: .utf8)
        let lines = doc.split(separator: "\n", omittingEmptySubsequences: false)
        let block = lines.drop { $0 != "```elisp" }.dropFirst().prefix { $0 != "```" }
        return block.joined(separator: "\n") + "\n"
    }

    @Test(
        .enabled(if: emacs != nil, "needs emacs-nox, elpa-eglot, elpa-markdown-mode (scripts/bootstrap test)"),
        .timeLimit(.minutes(1)), arguments: [false, true])
    func listsContinueAndABareHashOffersEveryTagWithoutALocalVariablesQuestion(journalInConfig: Bool) throws {
        let earlier = journal.appendingPathComponent("2026/2026-11-20.md")
        try FileManager.default.createDirectory(
            at: earlier.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "---\n# Friday\n\n## Journal\n\nA walk #garden, then #reading.\n".write(
            to: earlier, atomically: true, encoding: .utf8)
        try "---\n# Monday\n\n## Journal\n\n".write(to: todayFile, atomically: true, encoding: .utf8)
        let home = folder.appendingPathComponent("home")
        let initFile = home.appendingPathComponent(".emacs.d/init.el")
        try FileManager.default.createDirectory(
            at: initFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.documentedSetup().write(to: initFile, atomically: true, encoding: .utf8)
        let session = NightlyProcess.packageRoot.appendingPathComponent(
            "Tests/NightlyCLITests/Fixtures/emacs/lsp-session.el")
        var variables = environment
        variables["HOME"] = home.path
        variables["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        if journalInConfig {
            // Only the config `nightly init` writes names the journal: the setup asks nightly
            // (`nightly config journal`) rather than guess (issue 31, item 9).
            variables["NIGHTLY_JOURNAL"] = nil
            let config = home.appendingPathComponent(".config/nightly/config.toml")
            try FileManager.default.createDirectory(
                at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "journal = \"\(journal.path)\"\n".write(to: config, atomically: true, encoding: .utf8)
        }
        // `nightly` on PATH, as the setup's ("nightly" "lsp") expects.
        variables["PATH"] =
            NightlyProcess.binary.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let (status, report) = try EditorSession.run(
            Self.emacs!, ["--batch", "-l", session.path], environment: variables, entry: todayFile, in: folder)
        #expect(status == 0)
        #expect(report.contains("mode markdown-mode"), "\(report)")
        #expect(report.contains("backup-inhibited t"), "\(report)")
        #expect(report.contains("managed t"), "\(report)")
        #expect(report.contains("RET runs nightly-newline"), "\(report)")
        #expect(report.contains("list - milk | - eggs"), "\(report)")
        #expect(report.first { $0.hasPrefix("M-TAB runs ") } == "M-TAB runs completion-at-point", "\(report)")
        #expect(report.contains("offered garden 1 entry"), "\(report)")
        #expect(report.contains("offered reading 1 entry"), "\(report)")
        #expect(report.contains("line Read #reading"), "\(report)")
        #expect(report.contains("C-c j p runs nightly-previous"), "\(report)")
        #expect(report.contains("previous \(earlier.path)"), "\(report)")
        #expect(!report.contains("asked about local variables"), "\(report)")
        #expect(!report.contains { $0.hasPrefix("error") }, "\(report)")
    }
}
