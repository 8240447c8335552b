import Foundation

/// A dated Markdown file in the journal folder.
public struct EntryFile: Hashable, Sendable {
    public var date: EntryDate
    public var url: URL
    /// The path relative to the journal folder, as `grep -r` would print it.
    public var relativePath: String
}
