import Foundation

/// Something told of each write into the journal before it happens (``ConfinedWriter``): the
/// transaction's intent log, which must hold what a file was before nightly replaces it. Public,
/// as git's intent log conforms to it; watching a write is not making one.
public protocol WriteWatcher: AnyObject, Sendable {
    /// `pieces` are about to replace the file at `target` (a path with no links left); a throw
    /// stops the write.
    /// - Returns: How many hard links to the file it made itself (a before-image): they are
    ///   not the user's, and not reported as other names the file had.
    func willWrite(_ pieces: [ArraySlice<UInt8>], to target: URL) throws -> Int
}
