import Foundation

/// The file type each entry of a zip was made as, read from its central directory: a zip
/// made on Unix keeps the mode (`S_IFREG`, `S_IFLNK`, a FIFO, a device) in the upper half of
/// the entry's external attributes. ZIPFoundation tells links and folders, but reads a FIFO
/// or a device as a plain file; an import copies plain files only.
enum ZipEntryModes {
    /// Each entry's `S_IFMT` bits in the order the central directory lists them (ZIPFoundation's
    /// order), `nil` for an entry not made on Unix or whose mode names no file type (a plain
    /// file); nil when the directory cannot be read.
    static func read(_ url: URL) -> [mode_t?]? {
        guard let file = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? file.close() }
        guard let size = try? file.seekToEnd(), size >= 22 else { return nil }
        // The end record is the last 22 bytes, or earlier by a comment of up to 65,535.
        let tailStart = size > 65_557 ? size - 65_557 : 0
        guard let tail = bytes(file, at: tailStart, count: Int(size - tailStart)),
            let end = (0...(tail.count - 22)).reversed().first(where: { signature(tail, $0, 0x0605_4b50) })
        else { return nil }
        var count = UInt64(little(tail, end + 10, 2))
        var directorySize = UInt64(little(tail, end + 12, 4))
        var directoryStart = UInt64(little(tail, end + 16, 4))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryStart == 0xFFFF_FFFF {
            // ZIP64: a locator just before the end record gives the ZIP64 end record.
            guard end >= 20, signature(tail, end - 20, 0x0706_4b50),
                let record = bytes(file, at: little(tail, end - 20 + 8, 8), count: 56),
                signature(record, 0, 0x0606_4b50)
            else { return nil }
            count = little(record, 32, 8)
            directorySize = little(record, 40, 8)
            directoryStart = little(record, 48, 8)
        }
        guard directoryStart + directorySize <= size, directorySize < 1 << 31,
            let directory = bytes(file, at: directoryStart, count: Int(directorySize))
        else { return nil }
        var modes: [mode_t?] = []
        var offset = 0
        while modes.count < count {
            guard offset + 46 <= directory.count, signature(directory, offset, 0x0201_4b50) else { return nil }
            let madeBy = little(directory, offset + 4, 2) >> 8
            let attributes = little(directory, offset + 38, 4)
            // 3 is Unix, 19 macOS. A mode with no file type (Python's `writestr`, Java) is a
            // plain file, as libarchive and Info-ZIP read it.
            let type = mode_t(attributes >> 16) & S_IFMT
            modes.append((madeBy == 3 || madeBy == 19) && type != 0 ? type : nil)
            offset +=
                46
                + Int(
                    little(directory, offset + 28, 2) + little(directory, offset + 30, 2)
                        + little(directory, offset + 32, 2))
        }
        return modes
    }

    private static func bytes(_ file: FileHandle, at offset: UInt64, count: Int) -> [UInt8]? {
        guard (try? file.seek(toOffset: offset)) != nil, let data = try? file.read(upToCount: count),
            data.count == count
        else { return nil }
        return Array(data)
    }

    private static func little(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
        (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }

    private static func signature(_ bytes: [UInt8], _ offset: Int, _ value: UInt64) -> Bool {
        offset >= 0 && offset + 4 <= bytes.count && little(bytes, offset, 4) == value
    }
}
