/// What can go wrong reading or writing a journal. Every case names the file it is about.
public enum JournalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not valid UTF-8; `line` holds the first bad byte. Such a file is never rewritten.
    case invalidUTF8(path: String, line: Int, column: Int)
    /// The file is git-crypt's ciphertext: this clone of an encrypted journal has no key yet.
    case locked(path: String)
    /// The file or folder could not be read (permissions, a folder where a file should be, …).
    case unreadable(path: String, reason: String)
    /// A path given to nightly lies outside the journal folder.
    case outsideJournal(path: String, journal: String)
    /// Writing failed; the file on disk is as it was before the write.
    case writeFailed(path: String, reason: String)
    /// The journal folder does not exist (a command that only reads never creates it).
    case noJournal(path: String)
    /// There is no entry for the requested day.
    case noEntry(date: EntryDate, path: String)
    /// An edit referred to something the entry does not have.
    case noSuchItem(path: String, message: String)
    /// A symbolic link in the journal (an entry, a year folder) leads outside it, to
    /// `target`; nightly does not write through it.
    case linkLeavesJournal(link: String, target: String)
    /// An insertion would change the entry outside the inserted text (`reason` says how), so
    /// it was not made.
    case wouldChangeStructure(path: String, reason: String)
    /// The file has the section to add, but inside a code fence opened at `fenceLine` and never
    /// closed, which Markdown reads as code; adding it again would make two.
    case sectionHidden(path: String, fenceLine: Int, title: String)

    public var description: String {
        switch self {
        case let .invalidUTF8(path, line, column):
            return "\(path):\(line):\(column): invalid UTF-8; nightly leaves this file untouched"
        case let .locked(path):
            return
                "\(path): locked: run nightly encrypt unlock KEYFILE (the journal is encrypted and this clone has no key)"
        case let .unreadable(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .outsideJournal(path, journal):
            return "\(path): outside the journal \(journal)"
        case let .writeFailed(path, reason):
            return "\(path): cannot write: \(reason); the file is as it was"
        case let .noJournal(path):
            return "no journal at \(path): give --journal DIR, set NIGHTLY_JOURNAL, or run nightly init"
        case let .noEntry(date, path):
            return "\(path): no entry for \(date.iso)"
        case let .noSuchItem(path, message):
            return "\(path): \(message)"
        case let .linkLeavesJournal(link, target):
            return "\(link) is a symbolic link to \(target), outside the journal; nightly does not write through it"
        case let .wouldChangeStructure(path, reason):
            return "\(path): nothing was added: \(reason)"
        case let .sectionHidden(path, fenceLine, title):
            return
                "\(path):\(fenceLine): nothing was added: the code fence opened here is never closed and hides"
                + " the '\(title)' section; close the fence"
        }
    }
}
