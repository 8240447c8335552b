import Foundation
import JournalChanges
import JournalFormat
import NightlySettings

/// Opens one day's entry in the editor inside a ``DayTransaction``: the transaction writes it
/// from the template when new, and removes it again when the editor leaves it as the bare
/// template, so no empty day is kept.
public struct EntryEditing {
    public var editor: EditorChoice

    public init(editor: EditorChoice) {
        self.editor = editor
    }

    /// What came of editing.
    public struct Result: Sendable {
        public var url: URL
        public var editor: EditorLauncher.Outcome
        /// What the transaction did: the file written (or removed as a bare template), the
        /// commit, the awards.
        public var change: DayOutcome
        /// The entry was left as the template, so it was removed, with the folders made for it.
        public var removedEmpty: Bool { change.removed.contains(url) }
    }

    /// Edits `date`'s entry in `change` and ends it: committed when the editor finished, left
    /// uncommitted (as the editor left it) when it failed. `finished` runs after an editor that
    /// finished and before the commit, so what it changes in `change` (the ritual's tracked
    /// values) goes into the same commit.
    ///
    /// - Throws: `JournalError` when the entry cannot be read or created, or a symbolic link
    ///   leads its path out of the journal (the editor is not started). A failed editor is
    ///   not thrown: it is in the result.
    public func edit(
        _ date: EntryDate, in change: DayTransaction, finished: (DayTransaction) -> Void = { _ in }
    ) throws -> Result {
        let (url, outcome) = try change.edit(date) { url in (url, EditorLauncher.edit(url.path, with: editor)) }
        if outcome == .finished { finished(change) }
        let ended = outcome == .finished ? change.commit() : change.endUncommitted()
        return Result(url: url, editor: outcome, change: ended)
    }
}
