import Foundation
import JournalFormat
import JournalStorage

/// The record of an import under way, so that an import is one commit or nothing: written in
/// the git folder (`.git/nightly-import`, never in `git status` nor synced) before the import
/// writes its first file, and removed once its commit is made. An import killed part-way
/// leaves it behind; the next run of the import commits the files the dead run wrote with the
/// rest, in one commit, and `nightly sync` leaves them uncommitted meanwhile.
public struct PendingImport: Codable, Equatable, Sendable {
    /// The programs imported from, as the commit names them: `jrnl`, `Day One`.
    public var sources: [String]
    /// The files the import writes, relative to the journal folder: day files and photos.
    public var files: [String]

    public init(sources: [String] = [], files: [String] = []) {
        self.sources = sources
        self.files = files
    }

    /// Adds `source` and `files` (each once, in order).
    public mutating func add(source: String, files added: [String]) {
        if !sources.contains(source) { sources.append(source) }
        var known = Set(files)
        for file in added where known.insert(file).inserted { files.append(file) }
    }

    /// Where the record of `repository` is kept; nil when the journal is not in a git work tree.
    public static func location(in repository: GitRepository) -> URL? {
        repository.value(["rev-parse", "--absolute-git-dir"]).map {
            URL(fileURLWithPath: $0).appendingPathComponent("nightly-import")
        }
    }

    /// The record at `url`; nil when there is none, or it cannot be read.
    public static func load(from url: URL) -> PendingImport? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(PendingImport.self, from: data)
    }

    /// Writes the record atomically to `url`, replacing the one before.
    public func save(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        _ = try AtomicFile.write(Array(try encoder.encode(self)) + [0x0A], to: url)
    }

    /// Removes the record at `url`, once the import is committed.
    public static func clear(at url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
