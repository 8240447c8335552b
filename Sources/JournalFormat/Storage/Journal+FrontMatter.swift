import Foundation

extension Journal {
    /// `date`'s front matter fields, read up to the closing fence; nil when the day has no file
    /// or its file no front matter.
    /// - Throws: Read errors.
    public func frontMatterFields(_ date: EntryDate) throws -> [FrontMatterField]? {
        guard let (bytes, _) = try readEntry(date) else { return nil }
        return FrontMatterFields.read(bytes)
    }
}
