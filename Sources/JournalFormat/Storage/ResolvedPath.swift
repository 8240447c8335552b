import Foundation

/// Where a path really leads once every symbolic link on it is followed, even when its end
/// does not exist yet (a new year folder) or is a dangling link (which a write would create).
enum ResolvedPath {
    /// The absolute path with no links left in it, or `nil` for a loop of links.
    static func of(_ path: String) -> String? {
        resolve(path, depth: 0).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    private static func resolve(_ path: String, depth: Int) -> String? {
        guard depth < 40 else { return nil }  // The kernel's own limit on links followed (ELOOP).
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let url = URL(fileURLWithPath: path)
        let parentPath = url.deletingLastPathComponent().path
        guard parentPath != path, let parent = resolve(parentPath, depth: depth + 1) else { return path }
        let joined = parent == "/" ? "/\(url.lastPathComponent)" : "\(parent)/\(url.lastPathComponent)"
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(joined, &buffer, buffer.count - 1)
        guard count > 0 else { return joined }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return resolve(target.hasPrefix("/") ? target : "\(parent)/\(target)", depth: depth + 1)
    }
}
