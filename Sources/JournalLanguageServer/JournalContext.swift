import Foundation
import JournalFormat
import LanguageServer
import NightlySettings

/// The journal the server works in, and how a document relates to it.
struct JournalContext: Sendable {
    var journal: Journal
    var today: EntryDate
    /// Whether a write the server makes is committed, as every command's is (`commit` in the
    /// config).
    var commitsWrites = true
    /// What the config tracks (`[track.NAME]`): completed and checked in an entry's front matter.
    var tracks: [Track] = []
    /// The focus areas (`[profile] focus`, `[focus.NAME]`), whose tags an action step is offered.
    var areas: [FocusArea] = []
    /// The environment the config was read with, for the clock a count's completion offers.
    var environment: [String: String] = [:]

    /// The journal of `workspacePath` when the client sent one, else NIGHTLY_JOURNAL's or the
    /// config's (as every command finds it). A config that cannot be read is logged, and the
    /// journal is then the folder alone, with the built-in section titles.
    static func resolve(workspacePath: String?, log: (String) -> Void) -> JournalContext {
        do {
            let setup = try NightlySetup.load(journalFlag: workspacePath)
            return JournalContext(
                journal: setup.journal, today: setup.today, commitsWrites: setup.config.commit ?? true,
                tracks: setup.config.tracks, areas: setup.config.focusAreas, environment: setup.environment)
        } catch {
            log("the config cannot be read (\(error)); using the built-in section titles")
            let root = workspacePath ?? NightlyEnvironment().journalFolder(flag: nil, configured: nil).path
            // `nightly lsp` has refused a NIGHTLY_TODAY outside the supported days before serving.
            let today = (try? NightlyEnvironment().today()) ?? EntryDate.today()
            return JournalContext(journal: Journal(root: URL(fileURLWithPath: root)), today: today)
        }
    }

    /// The day a document is the entry of: a file inside the journal with a day's name.
    func day(of uri: String) -> EntryDate? {
        guard let path = DocumentURI.path(of: uri) else { return nil }
        let root = journal.root.standardizedFileURL.path
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        guard file.hasPrefix(root + "/") else { return nil }
        return EntryLayout.date(ofRelativePath: String(file.dropFirst(root.count + 1)))
    }

    /// The document parsed as an entry with the journal's section titles.
    func entry(_ document: TextDocument) -> Entry? {
        let path = DocumentURI.path(of: document.uri) ?? document.uri
        return try? Entry.parse(
            Array(document.text.utf8), date: day(of: document.uri), path: path, titles: journal.sectionTitles)
    }
}
