import Foundation

/// A photo file an imported entry links to.
public struct ImportedPhoto: Sendable, Equatable {
    /// Where it is in the export, for messages: a file, or `Export.zip/photos/NAME`.
    public var source: URL
    /// Its name in the journal, in the `photos` folder next to the day file.
    public var fileName: String
    /// Its bytes, read when the import writes it.
    /// - Throws: ``ImportError`` when it cannot be read, or holds more than the size allowed.
    public var read: @Sendable () throws -> [UInt8]

    public init(source: URL, fileName: String, read: @escaping @Sendable () throws -> [UInt8]) {
        self.source = source
        self.fileName = fileName
        self.read = read
    }

    public static func == (lhs: ImportedPhoto, rhs: ImportedPhoto) -> Bool {
        lhs.source == rhs.source && lhs.fileName == rhs.fileName
    }
}
