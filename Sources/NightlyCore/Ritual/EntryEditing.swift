import Foundation
import JournalFormat
import NightlySettings

/// Opens one day's entry in the editor: creates it from the template when new, and removes
/// it when the editor leaves it identical to the template, so no empty day is kept.
/// New entries and sections get the journal's section titles.
public struct EntryEditing {
    public var journal: Journal
    public var editor: EditorChoice

    public init(journal: Journal, editor: EditorChoice) {
        self.journal = journal
        self.editor = editor
    }

    /// What came of editing.
    public struct Result: Sendable {
        public var url: URL
        public var outcome: EditorLauncher.Outcome
        /// The entry was left as the template, so it was removed, with the folders made for it.
        public var removedEmpty: Bool
    }

    /// Edits `date`'s entry; `carry` are action steps to add to it first.
    ///
    /// - Throws: `JournalError` when the entry cannot be read or created, or a symbolic link
    ///   leads its path out of the journal (the editor is not started). A failed editor is
    ///   not thrown: it is in the result, and the file is left exactly as the editor left it
    ///   (a new, untouched template is still removed: it holds nothing of the user's).
    public func edit(_ date: EntryDate, carry: [String] = []) throws -> Result {
        let url = journal.url(for: date)
        try journal.requireInside(url)
        let isNew = !FileManager.default.fileExists(atPath: url.path)
        let newFolders = foldersMissing(on: url)
        let template = try journal.template(for: date)
        var entry = try isNew ? template : (journal.load(date) ?? template)
        for step in carry {
            entry = try entry.appending("- [ ] \(step)", to: .actionStep)
        }
        if isNew || !carry.isEmpty { try journal.save(entry, to: url) }
        let outcome = EditorLauncher.edit(url.path, with: editor)
        var removed = false
        // Also when the file was there already: a bare template can only be one a killed
        // nightly left, and it holds nothing of the user's.
        if let after = FileManager.default.contents(atPath: url.path), Array(after) == template.bytes {
            try? FileManager.default.removeItem(at: url)
            removed = true
            // And the folders it made for the entry, when nothing else went into them.
            for folder in newFolders.reversed() { rmdir(folder.path) }
        }
        return Result(url: url, outcome: outcome, removedEmpty: removed)
    }

    /// The folders between the journal folder and `url`'s that do not exist yet, outermost first.
    private func foldersMissing(on url: URL) -> [URL] {
        var missing: [URL] = []
        var folder = url.deletingLastPathComponent().standardizedFileURL
        while folder.path.hasPrefix(journal.root.path + "/"), !FileManager.default.fileExists(atPath: folder.path) {
            missing.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return missing
    }
}
