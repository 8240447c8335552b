import Foundation
import Testing

/// Reports in a real 40-column terminal under tmux, where the width comes from the terminal
/// itself rather than `COLUMNS`: no line wraps and no word is cut in two.
@Suite struct NarrowTerminalTmuxTests {
    /// Words with a letter in them: the heatmap's blocks and the numbers may regroup between
    /// widths, words may not.
    static func words(_ text: String) -> Set<Substring> {
        Set(text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) })
    }

    @Test(arguments: [["calendar", "--year", "2026"], ["insights"]])
    func aFortyColumnTerminalGetsLinesThatFitAndWholeWords(arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-narrow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = [
            "HOME": folder.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "NIGHTLY_TODAY": ProgressGoldenTests.today,
            "NIGHTLY_PAGER": "cat",
            "NIGHTLY_JOURNAL": NightlyProcess.packageRoot.appendingPathComponent(ProgressGoldenTests.journal).path,
        ]
        let session = try TmuxSession(
            folder: folder, arguments: arguments, environment: environment, columns: 40, rows: 100)
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        let shown = session.history().split(separator: "\n").filter { $0 != TmuxSession.doneMarker }
        #expect(shown.count > 5, "\(shown)")
        // Joined again where the terminal wrapped them, so a line too wide shows as one.
        #expect(shown.allSatisfy { $0.unicodeScalars.count <= 40 }, "\(shown.joined(separator: "\n"))")
        let wide = try ProgressGoldenTests.run(arguments)
        #expect(wide.status == 0)
        let cut = Self.words(shown.joined(separator: "\n")).subtracting(Self.words(wide.out))
        #expect(cut.isEmpty, "words not in the wide report: \(cut.sorted())")
    }
}
