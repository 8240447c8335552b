import Foundation
import Testing

/// The one way in. The compiler keeps most of it: the journal's writers (JournalStorage's
/// `JournalWriter`, `ConfinedWriter`, the undo record's save) are `@_spi(JournalWrites)`, so code
/// that does not import them that way cannot call them, and JournalFormat, below JournalStorage,
/// cannot see them at all. These lints keep the rest: which files may import the writers (the
/// transaction's library: Sources/JournalChanges, and JournalGit's LoggedFiles, which writes
/// through the same intent log for the doors below JournalChanges: setup and sync), that
/// JournalFormat makes no system call that writes, and that the public `AtomicFile`, meant for
/// files outside the journal, writes a journal's file nowhere else. A call of a write API in
/// any other source file fails, naming file and line, unless the file is one of the few listed
/// below, each with what it writes: files outside the journal, or git's own.
@Suite struct TheDoorLintTests {
    /// The calls that write a file of the journal, or a record of a change to it.
    static let writeCalls = [
        "AtomicFile.write(", "files.write(", "writer.save(", "writer.append(", "writer.edit(", "JournalWriter(",
        "setActionStep(", "removeActionStep(", "setFrontMatter(", "StepChangeRecord.clear(",
    ]

    /// Folders whose code may call them: the transaction's library, the writers themselves, and
    /// JournalGit's logged writer (LoggedFiles: the intent log and the checked writer, as
    /// DayTransaction writes), through which its own doors write the journal.
    static let door = [
        "Sources/JournalChanges/", "Sources/JournalStorage/", "Sources/JournalGit/Git/LoggedFiles.swift",
    ]

    /// The files that may import the journal's writers.
    static let writersImported = [
        "Sources/JournalChanges/DayTransaction.swift", "Sources/JournalChanges/DayTransaction+Drop.swift",
        "Sources/JournalChanges/QuitMilestoneRecord.swift", "Sources/JournalGit/Git/LoggedFiles.swift",
    ]

    /// System calls and Foundation methods that write, create or remove a file or folder.
    static let diskWrites = [
        #"\b(rename|renameat|unlink|unlinkat|mkdir|mkdirat|ftruncate|fsync|symlink|link)\("#,
        #"O_WRONLY|O_RDWR|O_CREAT|\.removeItem\(|\.createDirectory\(|\.createFile\(|\.write\(to:"#,
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

    @Test func onlyTheTransactionsLibraryImportsTheWriters() throws {
        var found: [String] = []
        for (path, number, code) in try Self.sourceLines() where code.contains("@_spi(JournalWrites)") {
            if !path.hasPrefix("Sources/JournalStorage/"), !Self.writersImported.contains(path) {
                found.append("\(path):\(number): \(code)")
            }
        }
        #expect(
            found.isEmpty,
            "only the transaction's library imports the journal's writers:\n\(found.joined(separator: "\n"))")
    }

    @Test func theFormatLibraryNeverWritesTheDisk() throws {
        let patterns = try Self.diskWrites.map { try Regex($0) }
        let found = try Self.sourceLines().filter { path, _, code in
            path.hasPrefix("Sources/JournalFormat/") && patterns.contains { code.contains($0) }
        }
        let named = found.map { "\($0.path):\($0.line): \($0.code)" }.joined(separator: "\n")
        #expect(found.isEmpty, "JournalFormat reads, parses and edits bytes; JournalStorage writes them:\n\(named)")
    }

    /// Every line of code under Sources/, comments left out, with its file and number.
    static func sourceLines() throws -> [(path: String, line: Int, code: String)] {
        let sources = NightlyProcess.packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var lines: [(path: String, line: Int, code: String)] = []
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if !code.hasPrefix("//") { lines.append(("Sources/" + name, number + 1, code)) }
            }
        }
        return lines
    }

    @Test func onlyTheTransactionsLibraryWritesTheJournal() throws {
        var found: [String] = []
        var writers: Set<String> = []
        for (path, number, code) in try Self.sourceLines() where !Self.door.contains(where: path.hasPrefix) {
            guard Self.writeCalls.contains(where: code.contains) else { continue }
            writers.insert(path)
            if Self.known[path] == nil { found.append("\(path):\(number): \(code)") }
        }
        #expect(
            found.isEmpty,
            "write the journal through DayTransaction (Sources/JournalChanges):\n\(found.joined(separator: "\n"))")
        let stale = Set(Self.known.keys).subtracting(writers).sorted()
        #expect(stale.isEmpty, "no longer writes; take it off the list: \(stale)")
    }
}
