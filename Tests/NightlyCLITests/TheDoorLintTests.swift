import Foundation
import Testing

/// The one way in, kept by a lint until the compiler can keep it: a journal's files are written
/// by the transaction's library (Sources/JournalChanges, over the writers in
/// Sources/JournalFormat/Storage, and JournalGit's LoggedFiles, which writes through the same
/// intent log for the doors below JournalChanges: setup, sync, encrypt) and nowhere else. A call
/// of a write API in any other source file fails this test, naming file and line, unless the
/// file is one of the few listed below, each with what it writes: files outside the journal,
/// or git's own.
@Suite struct TheDoorLintTests {
    /// The calls that write a file of the journal, or a record of a change to it.
    static let writeCalls = [
        "AtomicFile.write(", "files.write(", "journal.save(", "journal.append(", "journal.edit(",
        "setActionStep(", "removeActionStep(", "setFrontMatter(", "StepChangeRecord.clear(",
    ]

    /// Folders whose code may call them: the transaction's library, the writers themselves, and
    /// JournalGit's logged writer (LoggedFiles: the intent log and the checked writer, as
    /// DayTransaction writes), through which its own doors write the journal.
    static let door = [
        "Sources/JournalChanges/", "Sources/JournalFormat/Storage/", "Sources/JournalGit/Git/LoggedFiles.swift",
    ]

    /// Files outside the door that write, and why. New ones fail the test.
    static let known: [String: String] = [
        // Not the journal's files: places the user named or the system's.
        "Sources/nightly/Commands/InitCommand.swift": "the config file, outside the journal",
        "Sources/nightly/Commands/ExportCommand.swift": "the export the user asked for, outside the journal",
        "Sources/ImportExport/Export/Site/SiteExporter.swift": "the exported site, outside the journal",
        "Sources/NightlyCore/Reminder/ReminderInstaller.swift": "the systemd timer, outside the journal",
        // git's state and nightly's records in the git folder, never in a commit.
        "Sources/JournalGit/Git/ChangeIntent.swift": "the intent log, and the roll-back it describes",
        "Sources/JournalGit/Git/InterruptedGit.swift": "its marker and the partial copies it keeps",
        "Sources/JournalGit/Git/PendingImport.swift": "the import's record in the git folder",
        "Sources/JournalGit/Git/JournalEncryption.swift": "git's config, put back when an unlock fails",
        // git's own files while it merges, under sync's lock: the merge and its commit are git's.
        "Sources/JournalGit/Git/MergeDriver.swift":
            "the merged entry, into the temporary file git hands it (%A) and reads back, and the "
            + "decrypted copies in the git folder",
        "Sources/JournalGit/Git/JournalEncryption+Initialize.swift": "the exported key, outside the journal, and "
            + "the marker of an encrypt init under way, in the git folder",
        "Sources/JournalGit/Git/JournalSync+SetupFiles.swift": "a setup file's set-aside copy in the git folder",
    ]

    @Test func onlyTheTransactionsLibraryWritesTheJournal() throws {
        let root = NightlyProcess.packageRoot
        let sources = root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var found: [String] = []
        var writers: Set<String> = []
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            let path = "Sources/" + name
            if Self.door.contains(where: path.hasPrefix) { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), Self.writeCalls.contains(where: code.contains) else { continue }
                writers.insert(path)
                if Self.known[path] == nil { found.append("\(path):\(number + 1): \(code)") }
            }
        }
        #expect(
            found.isEmpty,
            "write the journal through DayTransaction (Sources/JournalChanges):\n\(found.joined(separator: "\n"))")
        let stale = Set(Self.known.keys).subtracting(writers).sorted()
        #expect(stale.isEmpty, "no longer writes; take it off the list: \(stale)")
    }
}
