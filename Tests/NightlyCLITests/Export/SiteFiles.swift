import Foundation

/// Reads a generated site: its files, and every link and source its pages name.
struct SiteFiles {
    let folder: URL

    /// Site paths of every file but the export's marker, `.nightly-site`, and its manifest,
    /// `.nightly-manifest`.
    func paths() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
            guard $0 != ".nightly-site", $0 != ".nightly-manifest" else { return false }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isFolder)
            return !isFolder.boolValue
        }.sorted()
    }

    func pages() throws -> [String] { try paths().filter { $0.hasSuffix(".html") } }

    func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Every `href="…"` and `src="…"` value in the page at `path`.
    func references(in path: String) throws -> [String] {
        let html = try text(path)
        let expression = try NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        return expression.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
        }
    }

    /// Where a relative reference from the page at `path` leads, `nil` for one with a scheme.
    func target(of reference: String, from path: String) -> URL? {
        guard !reference.contains(":"), !reference.hasPrefix("//") else { return nil }
        let bare = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let page = folder.appendingPathComponent(path).deletingLastPathComponent()
        return page.appendingPathComponent(String(bare).removingPercentEncoding ?? String(bare)).standardizedFileURL
    }

    /// Device and inode of each file: a file written again (atomically) gets a new inode.
    func identities() throws -> [String: [Int]] {
        var identities: [String: [Int]] = [:]
        for path in try paths() {
            var status = stat()
            stat(folder.appendingPathComponent(path).path, &status)
            identities[path] = [Int(status.st_dev), Int(status.st_ino)]
        }
        return identities
    }
}
