import Foundation

/// The names in a folder as `readdir` gives them, with what it says about their type.
struct FolderNames {
    /// Every name but `.` and `..`, hidden ones included, sorted.
    var all: [String] = []
    /// The names `readdir` reports as symbolic links, or whose type the file system does not
    /// report (`DT_UNKNOWN`), which may be links too.
    var mayBeLinks: [String] = []

    /// The names in the folder at `path`; none when it cannot be listed.
    static func read(_ path: String) -> FolderNames {
        var names = FolderNames()
        guard let directory = opendir(path) else { return names }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            names.all.append(name)
            let type = Int32(entry.pointee.d_type)
            if type == DT_LNK || type == DT_UNKNOWN { names.mayBeLinks.append(name) }
        }
        names.all.sort()
        return names
    }
}
