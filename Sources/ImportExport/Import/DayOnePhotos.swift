import Foundation
import JournalFormat

/// What an export has for a photo an entry names.
enum PhotoLookup {
    case found(ImportedPhoto)
    /// Nothing of that name: the entry keeps its `dayone-moment://` link.
    case missing
    /// A file of that name that is not copied, and why: a link, a device, a FIFO, too big.
    case refused(String)
}

/// Where a Day One export keeps its photos: `photos/<md5>.<type>` in a folder on disk, or in
/// the zip. Only plain files no bigger than `maxSize` are copied: a link in an export would
/// copy a file from elsewhere on the machine into the journal, and a link to `/dev/zero`, a
/// FIFO or a device would never end.
protocol DayOnePhotos {
    /// The photo named `md5` (with `type`, or any type when nil); both are letters and digits.
    func lookup(md5: String, type: String?) -> PhotoLookup
}

/// Photos in a folder on disk: an unpacked export's `photos`, or the one beside a `.json`.
struct FolderPhotos: DayOnePhotos {
    var folder: URL
    var maxSize: Int64
    /// The folder's names, read once: a lookup of a photo of any type is then one step, not a
    /// listing and a sort per photo.
    private let names: PhotoNames

    init(folder: URL, maxSize: Int64) {
        self.folder = folder
        self.maxSize = maxSize
        names = PhotoNames((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    func lookup(md5: String, type: String?) -> PhotoLookup {
        var name: String?
        if let type, lstatMode(folder.appendingPathComponent("\(md5).\(type)")) != nil { name = "\(md5).\(type)" }
        if name == nil { name = names.first(md5: md5) }
        guard let name else { return .missing }
        let file = folder.appendingPathComponent(name)
        var info = stat()
        guard lstat(file.path, &info) == 0 else { return .missing }
        if let kind = PhotoLimits.oddKind(info.st_mode & S_IFMT) {
            return .refused("photos/\(name) is \(kind), not a photo")
        }
        if let over = PhotoLimits.overLimit(Int64(info.st_size), maxSize) { return .refused("photos/\(name) \(over)") }
        let limit = maxSize
        return .found(
            ImportedPhoto(source: file, fileName: name) {
                let bytes: [UInt8]
                do { bytes = try Journal.read(file) } catch {
                    throw ImportError.unreadable(path: file.path, reason: "\(error)")
                }
                guard bytes.count <= limit else {
                    throw ImportError.unreadable(path: file.path, reason: "it grew past the photo size limit")
                }
                return bytes
            })
    }

    private func lstatMode(_ url: URL) -> mode_t? {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode : nil
    }
}

/// The words for photos an import leaves out, and `--max-photo-size`.
public enum PhotoLimits {
    /// The default of `--max-photo-size`: 50 MB, far above any camera's photo.
    public static let defaultMaxSize: Int64 = 50 << 20

    /// "a symbolic link", "a FIFO", … for a file type that is not copied; nil for a plain file.
    static func oddKind(_ type: mode_t) -> String? {
        switch type {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        default: return "not a plain file"
        }
    }

    /// Why a photo of `size` bytes is left out, or nil when it is within `maxSize`.
    static func overLimit(_ size: Int64, _ maxSize: Int64) -> String? {
        guard size > maxSize else { return nil }
        return "is \(describe(size)), over the \(describe(maxSize)) a photo may be (--max-photo-size)"
    }

    /// `900 MB`, `512 KB`, `12 bytes`: in powers of 1,024, as `--max-photo-size` reads them.
    static func describe(_ size: Int64) -> String {
        for (shift, unit) in [(30, "GB"), (20, "MB"), (10, "KB")] where size >= Int64(1) << shift {
            let value = Double(size) / Double(Int64(1) << shift)
            return value == value.rounded() ? "\(Int64(value)) \(unit)" : "\(String(format: "%.1f", value)) \(unit)"
        }
        return CountedNoun.of(Int(size), "byte")
    }

    /// `50M`, `1G`, `900k`, `2.5MB`, `1048576`: a size in bytes (units are powers of 1,024).
    public static func parse(_ text: String) -> Int64? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        let number = lowered.prefix { $0.isNumber || $0 == "." }
        var unit = lowered.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        if unit.hasSuffix("b") { unit.removeLast() }
        if unit.hasSuffix("i") { unit.removeLast() }
        let shifts: [String: Int] = ["": 0, "k": 10, "m": 20, "g": 30]
        guard let value = Double(number), value > 0, let shift = shifts[unit] else { return nil }
        let bytes = value * Double(Int64(1) << shift)
        guard bytes >= 1, bytes < Double(Int64(1) << 50) else { return nil }
        return Int64(bytes)
    }
}
