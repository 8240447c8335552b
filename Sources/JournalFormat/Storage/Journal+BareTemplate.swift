import Foundation

extension Journal {
    /// Whether `date`'s file at `url` holds exactly the template a new day is written from:
    /// nothing of the user's, so no door keeps or commits it (an editor left it untouched, or a
    /// killed nightly did).
    public func isBareTemplate(_ url: URL, of date: EntryDate) -> Bool {
        guard let template = try? template(for: date),
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
            size == template.bytes.count,
            let bytes = FileManager.default.contents(atPath: url.path)
        else { return false }
        return Array(bytes) == template.bytes
    }
}
