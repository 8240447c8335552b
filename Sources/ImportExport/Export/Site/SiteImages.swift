import Foundation
import JournalFormat

/// The images a day page shows, kept offline: a relative one that is a regular file in the
/// journal's own folders is copied to the same place in the site; one with a web address
/// becomes a link, a missing file a note, so the page never loads anything from elsewhere.
///
/// Never copied, left as a link and reported (``refused``): a path that climbs out of the
/// journal or leads out through a symbolic link, one in a hidden folder (`.git` holds
/// git-crypt's key), and anything but a regular file (a FIFO would hang the export).
struct SiteImages {
    var journal: Journal
    /// The entry's path in the journal; image paths are relative to its folder.
    var entryFolder: String
    /// Files to copy: the journal file and its site path.
    private(set) var copies: [(URL, String)] = []
    /// The images not copied, and why: `image ../.git/config: in a hidden folder`.
    private(set) var refused: [String] = []
    /// Whether the page shows an image from the journal's folders (copied, refused or
    /// missing): what it shows then depends on files besides the entry.
    private(set) var found = false

    init(journal: Journal, entryFolder: String) {
        self.journal = journal
        self.entryFolder = (entryFolder as NSString).deletingLastPathComponent
    }

    /// `html` with every `<img>` cmark-gfm wrote made safe to show offline.
    mutating func localise(_ html: String) -> String {
        // Most pages have no image: no expression is compiled or run for them.
        var bytes = html
        guard bytes.withUTF8(Self.holdsImage) else { return html }
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

    /// Whether `html` holds `<img `, looked for byte by byte.
    private static func holdsImage(_ html: UnsafeBufferPointer<UInt8>) -> Bool {
        let tag: [UInt8] = Array("<img ".utf8)
        var start = 0
        while let open = html[start...].firstIndex(of: UInt8(ascii: "<")) {
            if html[open...].starts(with: tag) { return true }
            start = open + 1
        }
        return false
    }

    private mutating func replacement(for tag: String, source: String, alt: String) -> String {
        let label = alt.isEmpty ? source : alt
        if source.contains(":") || source.hasPrefix("//") {
            return "<a href=\"\(source)\">\(label)</a>"
        }
        let decoded = source.removingPercentEncoding ?? source
        found = true
        switch check(decoded) {
        case .copy(let file, let sitePath):
            copies.append((file, sitePath))
            return tag
        case .missing:
            return missing(label)
        case .refused(let reason):
            refused.append("image \(decoded) \(reason); left as a link, not copied")
            return "<a href=\"\(source)\">\(label)</a>"
        }
    }

    private enum Check {
        case copy(URL, String)
        case missing
        case refused(String)
    }

    /// Whether the image at `relative` (from the entry's folder) may be copied.
    private func check(_ relative: String) -> Check {
        // Never a file outside the journal, by `..` or through a symbolic link.
        guard let sitePath = Self.inside(entryFolder, relative) else { return .refused("is outside the journal") }
        guard !Self.isHidden(sitePath) else { return .refused("is in a hidden folder") }
        let file = journal.root.appendingPathComponent(sitePath)
        if let (link, _) = journal.linkLeavingJournal(file) {
            return .refused("leads outside the journal through the link \(journal.displayPath(link))")
        }
        let inside = ConfinedPaths.resolvedPath(journal.root.path) ?? journal.root.path
        guard let resolved = ConfinedPaths.resolvedPath(file.path), resolved.hasPrefix(inside + "/") else {
            return .refused("is outside the journal")
        }
        guard !Self.isHidden(String(resolved.dropFirst(inside.count + 1))) else {
            return .refused("leads into a hidden folder")
        }
        // stat, not open: opening a FIFO waits for a writer that never comes.
        var status = stat()
        guard stat(resolved, &status) == 0 else { return .missing }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return status.st_mode & S_IFMT == S_IFDIR ? .missing : .refused("is not a regular file")
        }
        return .copy(URL(fileURLWithPath: resolved), sitePath)
    }

    /// Whether a path in the journal goes through a hidden file or folder (`.git`).
    static func isHidden(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") }
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
