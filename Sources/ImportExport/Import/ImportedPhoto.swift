import Foundation

/// A photo file an imported entry links to.
public struct ImportedPhoto: Sendable, Equatable {
    /// The file in the unpacked export.
    public var source: URL
    /// Its name in the journal, in the `photos` folder next to the day file.
    public var fileName: String

    public init(source: URL, fileName: String) {
        self.source = source
        self.fileName = fileName
    }
}
