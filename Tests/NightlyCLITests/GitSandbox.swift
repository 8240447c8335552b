import Foundation

/// A temporary folder with a bare repository as the remote and clones of it, each a journal
/// with its own git identity, for sync tests with real git. Removed when it goes away.
final class GitSandbox {
    let folder: URL
    var remote: URL { folder.appendingPathComponent("remote.git") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.git(["-c", "init.defaultBranch=main", "init", "--quiet", "--bare", remote.path])
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Clones the remote as `name`, with a local user name and email.
    func clone(_ name: String) throws -> URL {
        let clone = folder.appendingPathComponent(name)
        try Self.git(["-c", "init.defaultBranch=main", "clone", "--quiet", remote.path, clone.path])
        try Self.git(["-C", clone.path, "config", "user.name", "Writer \(name)"])
        try Self.git(["-C", clone.path, "config", "user.email", "\(name)@example.com"])
        return clone
    }

    /// A new repository `name` on `branch` with the remote added as `origin`, as a machine
    /// that started the journal on its own has.
    func freshJournal(_ name: String, branch: String = "main") throws -> URL {
        let journal = folder.appendingPathComponent(name)
        try Self.git(["init", "--quiet", "--initial-branch", branch, journal.path])
        try Self.git(["-C", journal.path, "config", "user.name", "Writer \(name)"])
        try Self.git(["-C", journal.path, "config", "user.email", "\(name)@example.com"])
        try Self.git(["-C", journal.path, "remote", "add", "origin", remote.path])
        return journal
    }

    /// The remote's branches, one a line.
    func remoteBranches() throws -> String {
        try Self.git(["--git-dir", remote.path, "for-each-ref", "--format=%(refname:short)", "refs/heads"])
    }

    /// Runs nightly in `clone` with the clone as the journal.
    func nightly(_ arguments: [String], in clone: URL) throws -> NightlyProcess.Result {
        try NightlyProcess.run(arguments + ["--journal", clone.path], environment: ["NIGHTLY_TODAY": "2026-11-23"])
    }

    /// Runs git, reading no config but the repository's, and returns its standard output;
    /// throws when it fails.
    @discardableResult
    static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.environment = CleanEnvironment.variables()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs git in `clone`.
    @discardableResult
    func git(_ arguments: [String], in clone: URL) throws -> String {
        try Self.git(["-C", clone.path] + arguments)
    }

    struct GitFailure: Error {
        var arguments: [String]
        var status: Int32
    }
}
