import Foundation
import Testing

/// A first word shaped like a long option a command does not know is a usage error naming
/// the nearest option, not journal text; text starting with a dash and a digit or a space
/// stays text, and `--` ends the options. Through the binary, the journal's bytes unchanged on
/// refusal.
@Suite final class MistypedOptionTests: ScratchJournalTests {
    private func seeded() throws -> Data {
        let result = try run(["add", "Seed."])
        #expect(result.status == 0, "\(result.err)")
        return try Data(contentsOf: todayFile)
    }

    @Test(arguments: [
        (["add", "--day", "2026-11-24", "text"], "unknown option '--day'; did you mean '--date'?"),
        (["add", "--day=2026-11-24", "text"], "unknown option '--day'; did you mean '--date'?"),
        (["add", "--stmp", "text"], "unknown option '--stmp'; did you mean '--stamp'?"),
        (["add", "--thougt", "text"], "unknown option '--thougt'; did you mean '--thought'?"),
        (["--today", "2026-11-24", "add", "text"], "unknown option '--today'"),
        (["show", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
        (["open", "--previuos"], "unknown option '--previuos'; did you mean '--previous'?"),
        (["onthisday", "--jason"], "unknown option '--jason'; did you mean '--json'?"),
        (["review", "--mnth"], "unknown option '--mnth'"),
    ])
    func aMistypedOptionIsAUsageErrorAndWritesNothing(arguments: [String], message: String) throws {
        let before = try seeded()
        let result = try run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.status) \(result.err)")
        #expect(result.err.contains(message), "\(result.err)")
        #expect(try Data(contentsOf: todayFile) == before)
    }

    @Test(arguments: [
        (["add", "-3", "degrees", "tonight"], "-3 degrees tonight"),
        (["add", "- a bullet"], "- a bullet"),
        (["add", "--", "--literal"], "--literal"),
        (["add", "--", "--day", "2026-11-24"], "--day 2026-11-24"),
        (["add", "--date", "today", "--", "--stamp", "is", "a", "flag"], "--stamp is a flag"),
    ])
    func textThatOnlyLooksLikeAnOptionStaysText(arguments: [String], added: String) throws {
        _ = try seeded()
        let result = try run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.err)")
        let text = try String(contentsOf: todayFile, encoding: .utf8)
        #expect(text.contains(added), "\(text)")
    }
}
