import Foundation
import JournalFormat

/// What nightly reads from its environment, in one place so tests can set it.
public struct NightlyEnvironment: Sendable {
    public var variables: [String: String]
    public var currentDirectory: URL

    public init(
        variables: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        self.variables = variables
        self.currentDirectory = currentDirectory
    }

    /// The journal folder: `flag` (from `--journal`), else `NIGHTLY_JOURNAL`, else `configured`
    /// (from the config file), else `~/journal`. A leading `~/` means the home folder.
    public func journalFolder(flag: String?, configured: String? = nil) -> URL {
        let chosen = [flag, variables["NIGHTLY_JOURNAL"], configured].compactMap { $0 }.first { !$0.isEmpty }
        return expand(chosen ?? "~/journal")
    }

    /// `NIGHTLY_TODAY` (YYYY-MM-DD), which fixes today so runs can be repeated; `nil` when unset.
    func fixedToday() throws -> EntryDate? {
        guard let fixed = variables["NIGHTLY_TODAY"], !fixed.isEmpty else { return nil }
        guard let date = EntryDate(iso: fixed) else {
            throw NightlyError.badEnvironment("NIGHTLY_TODAY is '\(fixed)', not a YYYY-MM-DD date")
        }
        return date
    }

    /// The time of day: `NIGHTLY_TIME` (`HH:MM`), which fixes the clock so runs can be
    /// repeated, else the wall clock's at `now`.
    /// - Throws: ``NightlyError/badEnvironment(_:)`` when `NIGHTLY_TIME` is not a time.
    public func timeOfDay(now: Date = Date()) throws -> ClockTime {
        guard let fixed = variables["NIGHTLY_TIME"], !fixed.isEmpty else { return ClockTime.now(now) }
        guard let time = ClockTime(fixed) else {
            throw NightlyError.badEnvironment("NIGHTLY_TIME is '\(fixed)', not a time as HH:MM")
        }
        return time
    }

    /// The home folder: `HOME`, else the password database's.
    public var home: URL {
        URL(fileURLWithPath: variables["HOME"] ?? NSHomeDirectory())
    }

    /// `path` with `~/` expanded and made absolute against the current folder.
    public func expand(_ path: String) -> URL {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return currentDirectory.appendingPathComponent(path).standardizedFileURL
    }
}
