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

extension NightlyError {
    /// 64 (EX_USAGE) for a date nightly cannot read, in every command that takes one (grep
    /// keeps grep's 2); 1 for the rest.
    var exitStatus: Int32 {
        switch self {
        case .badDate, .usage: return 64
        case .badValue: return 65
        case .badEnvironment, .nothingToDo: return 1
        }
    }
}
