import Foundation
import JournalFormat

/// What each file of an exported site was made from, kept in the site's folder
/// (``fileName``) so that the next export of an unchanged journal makes nothing again: it
/// stats the entries and the site's files, reads this file, and finds every page current.
///
/// One line per file the export made: its site path, the digest of the inputs it was made
/// from (for a day page, which nightly made it, the section titles and the entry's file stamp;
/// see ``SiteInputs``), the digest of its neighbours' links, and the digest of the site
/// file's own stamp as the export left it, so that a page deleted or edited by hand is made
/// again. Only digests are kept: the manifest may be published with the site, and an entry's
/// stamp holds the times it was written.
///
/// The manifest is only a shortcut. One that is missing, cut short or damaged in any way is
/// not used at all (every page is made and compared, as if the folder held no manifest); a
/// record whose inputs are ``unsettled`` never matches, so its file is made on every run.
/// The export writes it atomically and last, so a kill leaves the manifest of the run before,
/// whose stamps no longer match the pages the killed run did write.
struct SiteManifest {
    /// The manifest's name in the site's folder.
    static let fileName = ".nightly-manifest"
    /// The first line; a manifest of another form is not used.
    static let header = "nightly export html manifest 1\n"
    /// A digest no inputs have: the file is made again on every run (an entry changed too
    /// lately to trust its stamp, a page that shows images, whose files are checked anew).
    static let unsettled: UInt64 = 0

    /// What one site file was made from.
    struct Record: Equatable {
        var inputs: UInt64
        var links: UInt64
        var file: UInt64
    }

    /// The records, in the order the export made them: the site's own files, then the days'
    /// pages in the journal's order.
    private(set) var records: [(path: String, record: Record)] = []
    /// The bytes read, so that an unchanged manifest is not written again.
    private(set) var bytes: [UInt8] = []

    init() {}

    /// The record of the file at `path`, if the manifest has one: for the site's own files,
    /// which come first.
    subscript(path: String) -> Record? { records.first { $0.path == path }?.record }

    /// The records of `paths`, looked up in one pass: the journal's order is the manifest's,
    /// so each is looked for where the one before it was found, and only a manifest whose
    /// order differs (days added or removed) builds a table of every path.
    func records(of paths: [String]) -> [Record?] {
        var table: [String: Record]?
        var next = 0
        return paths.map { path in
            if next < records.count, records[next].path == path {
                next += 1
                return records[next - 1].record
            }
            if table == nil { table = Dictionary(records.map { ($0.path, $0.record) }) { first, _ in first } }
            return table![path]
        }
    }

    /// Adds the record of the file at `path`.
    mutating func append(_ path: String, _ record: Record) {
        records.append((path, record))
    }

    /// The paths among `self`'s records that `other` has no record for.
    func paths(missingFrom other: SiteManifest) -> [String] {
        if records.count == other.records.count, zip(records, other.records).allSatisfy({ $0.path == $1.path }) {
            return []
        }
        let kept = Set(other.records.map(\.path))
        return records.map(\.path).filter { !kept.contains($0) }
    }

    /// Whether `other` holds the same records, in the same order.
    func hasSameRecords(as other: SiteManifest) -> Bool {
        records.count == other.records.count
            && zip(records, other.records).allSatisfy { $0.path == $1.path && $0.record == $1.record }
    }

    /// The manifest in `folder`, or an empty one when it is missing, is not a regular file
    /// (a link is not followed) or is damaged.
    static func read(in folder: URL) -> SiteManifest {
        let descriptor = open(
            folder.appendingPathComponent(fileName).path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return SiteManifest() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return SiteManifest() }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress! + done, $0.count - done)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return SiteManifest() }
            done += count
        }
        return decode(bytes) ?? SiteManifest()
    }

    /// The manifest's bytes: the header, then a line a file.
    func encoded() -> [UInt8] {
        var bytes = Array(Self.header.utf8)
        bytes.reserveCapacity(bytes.count + records.count * 80)
        for (path, record) in records {
            bytes += path.utf8
            for digest in [record.inputs, record.links, record.file] {
                bytes.append(UInt8(ascii: "\t"))
                Self.appendHex(digest, to: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// `bytes` read as a manifest; `nil` when any line is not as ``encoded()`` writes it, or
    /// names a file an export does not make.
    static func decode(_ bytes: [UInt8]) -> SiteManifest? {
        let header = Array(Self.header.utf8)
        guard bytes.starts(with: header), bytes.last == UInt8(ascii: "\n") else { return nil }
        var manifest = SiteManifest()
        manifest.bytes = bytes
        var start = header.count
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            // Four fields: the path, then three digests of 16 hexadecimal digits each.
            let digestsLength = 3 * 17
            guard end - start > digestsLength else { return nil }
            let pathEnd = end - digestsLength
            let path = String(decoding: bytes[start..<pathEnd], as: UTF8.self)
            guard isSitePath(path),
                let inputs = hex(bytes, at: pathEnd), let links = hex(bytes, at: pathEnd + 17),
                let file = hex(bytes, at: pathEnd + 34)
            else { return nil }
            manifest.append(path, Record(inputs: inputs, links: links, file: file))
            start = end + 1
        }
        return manifest
    }

    /// The site's own files, which every export makes.
    static let fixedPaths: Set<String> = ["style.css", "index.html", "progress.html"]

    /// Whether `path` is a file an export makes: one of ``fixedPaths`` or a day's page, named as
    /// its entry is (`2026/2026-11-23.html`). A manifest naming anything else is not used, so
    /// nothing but a page is ever removed on its word.
    static func isSitePath(_ path: String) -> Bool {
        if fixedPaths.contains(path) { return true }
        guard path.hasSuffix(".html") else { return false }
        return EntryLayout.date(ofRelativePath: String(path.dropLast(5)) + ".md") != nil
    }

    /// The digest written as 16 lowercase hexadecimal digits.
    private static func appendHex(_ value: UInt64, to bytes: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(digits[Int((value >> UInt64(shift)) & 0xf)])
        }
    }

    /// The digest after the tab at `offset`, `nil` unless it is a tab and 16 lowercase
    /// hexadecimal digits.
    private static func hex(_ bytes: [UInt8], at offset: Int) -> UInt64? {
        guard bytes[offset] == UInt8(ascii: "\t") else { return nil }
        var value: UInt64 = 0
        for byte in bytes[(offset + 1)..<(offset + 17)] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }
}

/// A 64-bit FNV-1a digest of the inputs a site file was made from. It tells a change from no
/// change, not a forgery from the real thing: the manifest is a cache, not a seal. Never
/// ``SiteManifest/unsettled``.
struct SiteDigest {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    var value: UInt64 { state == SiteManifest.unsettled ? 1 : state }

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
        // A separator, so that "ab" then "c" is not "a" then "bc".
        mix(0xff)
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private mutating func mix(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}
