import Foundation

/// Something told of each write into the journal before it happens (``ConfinedWriter``): the
/// transaction's intent log, which must hold what a file was before nightly replaces it.
public protocol WriteWatcher: AnyObject, Sendable {
    /// `pieces` are about to replace the file at `target` (a path with no links left); a throw
    /// stops the write.
    func willWrite(_ pieces: [ArraySlice<UInt8>], to target: URL) throws
}
