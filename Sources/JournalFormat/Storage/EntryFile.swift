import Foundation

/// A dated Markdown file in the journal folder.
public struct EntryFile: Hashable, Sendable {
    public var date: EntryDate
    /// The path relative to the journal folder, as `grep -r` would print it.
    public var relativePath: String
    /// The journal folder the path is relative to.
    public var root: URL

    /// The file's URL, built when asked for: listing a lifetime of entries builds none.
    public var url: URL { root.appendingPathComponent(relativePath) }
}
