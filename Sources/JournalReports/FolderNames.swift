import Foundation

/// What the storage check needs from a folder's `readdir` listing: the hidden names (where the
/// leftovers of killed writes are), the names that may be year or month folders, and the names
/// that may be symbolic links. Entry names, most of a listing, become no `String` at all.
struct FolderNames {
    /// Names starting with `.`, but `.` and `..`, sorted.
    var hidden: [String] = []
    /// Names of 2 or 4 characters that are all numbers, sorted.
    var numeric: [String] = []
    /// The names `readdir` reports as symbolic links, or whose type the file system does not
    /// report (`DT_UNKNOWN`), which may be links too.
    var mayBeLinks: [String] = []

    /// The names in the folder at `path`; none when it cannot be listed.
    static func read(_ path: String) -> FolderNames {
        var names = FolderNames()
        guard let directory = opendir(path) else { return names }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let type = Int32(entry.pointee.d_type)
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
                names.add(bytes, mayBeLink: type == DT_LNK || type == DT_UNKNOWN)
            }
        }
        names.hidden.sort()
        names.numeric.sort()
        return names
    }

    private mutating func add(_ bytes: UnsafeRawBufferPointer, mayBeLink: Bool) {
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let isDot = bytes.count == 1 && bytes[0] == UInt8(ascii: ".")
        let isDotDot = bytes.count == 2 && bytes[0] == UInt8(ascii: ".") && bytes[1] == UInt8(ascii: ".")
        if isDot || isDotDot { return }
        // An ASCII name is numbers only when every byte is a digit (each is a character of its
        // own); only other names need Character's rules.
        let mayBeNumeric =
            !isASCII
            || ((bytes.count == 2 || bytes.count == 4) && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
        let isHidden = bytes.first == UInt8(ascii: ".")
        guard mayBeLink || mayBeNumeric || isHidden else { return }
        let name = String(decoding: bytes, as: UTF8.self)
        if mayBeLink { mayBeLinks.append(name) }
        if isHidden { hidden.append(name) }
        if mayBeNumeric, name.count == 4 || name.count == 2, name.allSatisfy(\.isNumber) { numeric.append(name) }
    }
}
