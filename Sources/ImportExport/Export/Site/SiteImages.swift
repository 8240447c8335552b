import Foundation
import JournalFormat

/// The images a day page shows, kept offline: a relative one that is a file in the journal is
/// copied to the same place in the site; one with a web address (or a missing file) becomes
/// a link or a note, so the page never loads anything from elsewhere.
struct SiteImages {
    var journal: Journal
    /// The entry's path in the journal; image paths are relative to its folder.
    var entryFolder: String
    /// Files to copy: the journal file and its site path.
    private(set) var copies: [(URL, String)] = []

    init(journal: Journal, entryFolder: String) {
        self.journal = journal
        self.entryFolder = (entryFolder as NSString).deletingLastPathComponent
    }

    /// `html` with every `<img>` cmark-gfm wrote made safe to show offline.
    mutating func localise(_ html: String) -> String {
        let pattern = #"<img src="([^"]*)" alt="([^"]*)"[^>]*/>"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return html }
        let text = html as NSString
        var result = ""
        var last = 0
        for match in expression.matches(in: html, range: NSRange(location: 0, length: text.length)) {
            result += text.substring(with: NSRange(location: last, length: match.range.location - last))
            let tag = text.substring(with: match.range)
            let source = text.substring(with: match.range(at: 1))
            let alt = text.substring(with: match.range(at: 2))
            result += replacement(for: tag, source: source, alt: alt)
            last = match.range.location + match.range.length
        }
        return result + text.substring(from: last)
    }

    private mutating func replacement(for tag: String, source: String, alt: String) -> String {
        let label = alt.isEmpty ? source : alt
        if source.contains(":") || source.hasPrefix("//") {
            return "<a href=\"\(source)\">\(label)</a>"
        }
        let decoded = source.removingPercentEncoding ?? source
        var isFolder: ObjCBool = false
        // Never a file outside the journal, by `..` or through a symbolic link.
        guard let sitePath = Self.inside(entryFolder, decoded) else { return missing(label) }
        let file = journal.root.appendingPathComponent(sitePath)
        guard journal.linkLeavingJournal(file) == nil,
            FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue
        else {
            return missing(label)
        }
        copies.append((file, sitePath))
        return tag
    }

    private func missing(_ label: String) -> String {
        "<span class=\"muted\">[image not found: \(label)]</span>"
    }

    /// `relative` seen from `folder` (both inside the journal), as a path from the journal's
    /// top; `nil` when it is absolute or climbs out of the journal.
    static func inside(_ folder: String, _ relative: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        var parts = folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
