import ArgumentParser
import Foundation
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings

/// Runs a command's work and turns nightly's own errors into a message on standard error and
/// exit status 1; argument errors stay with swift-argument-parser (exit 64).
func reportingFailures(_ work: () throws -> Void) throws {
    do {
        try work()
    } catch let error as JournalError {
        throw fail(error.description)
    } catch let error as NightlyError {
        throw fail(error.description, status: error.exitStatus)
    } catch let error as JournalLock.Failure {
        throw fail(error.description, status: error.exitStatus)
    }
}

extension JournalLock.Failure {
    /// 75 (EX_TEMPFAIL, try again) while another process holds the lock; 1 when it cannot be
    /// taken at all (the journal is a file, say).
    var exitStatus: Int32 {
        if case .busy = self { return 75 }
        return 1
    }
}

/// Prints `nightly: message` to standard error; returns the exit to throw.
func fail(_ message: String, status: Int32 = 1) -> ExitCode {
    FileHandle.standardError.write(Data("nightly: \(message)\n".utf8))
    return ExitCode(status)
}

/// Writes bytes to standard output as they are.
func writeOut(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
}

func writeOut(_ text: String) {
    writeOut(Array(text.utf8))
}

/// Says on standard error when a write gave a hard-linked entry a file of its own: the file's
/// other names keep the old text, since nightly writes a new file and renames it over the old.
func noteHardLinks(_ outcome: AtomicFile.Outcome, path: String) {
    guard outcome.otherHardLinks > 0 else { return }
    let names =
        outcome.otherHardLinks == 1
        ? "another name (a hard link)" : "\(outcome.otherHardLinks) other names (hard links)"
    FileHandle.standardError.write(
        Data("nightly: note: \(path) had \(names); the link is broken, and the other names keep the old text\n".utf8))
}

extension NightlyError {
    /// 64 (EX_USAGE) for a date nightly cannot read, in every command that takes one (grep
    /// keeps grep's 2); 1 for the rest.
    var exitStatus: Int32 {
        if case .badDate = self { return 64 }
        return 1
    }
}
