import Foundation
import TestSupport
import Testing

@testable import JournalFormat

@Suite struct JournalTests {
    /// A new folder holding an entry at each of `files`.
    func folder(holding files: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in files {
            let url = folder.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("## Journal\n".utf8).write(to: url)
        }
        return folder
    }

    @Test func entriesAreFoundUnderEveryLayoutAndOtherFilesAreIgnored() throws {
        let folder = try folder(holding: [
            "2026/2026-11-20.md", "2026-11-21.md", "2026/11/22.md", "README.md", "ideas.md", "2026/photo.jpg",
            ".git/2026-11-19.md", "2026/2026-02-30.md", "2025/2026-01-02.md", "notes/2026-11-18.md",
        ])
        let journal = Journal(root: folder.url)
        let found = try journal.entryFiles()
        #expect(found.map(\.relativePath) == ["2026/2026-11-20.md", "2026-11-21.md", "2026/11/22.md"])
        #expect(found.map(\.date.iso) == ["2026-11-20", "2026-11-21", "2026-11-22"])
    }

    @Test func aDayWithTwoFilesPrefersTheConfiguredLayout() throws {
        let folder = try TemporaryFolder()
        for file in ["2026/2026-11-20.md", "2026-11-20.md"] {
            let url = folder.url.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        let journal = Journal(root: folder.url, layout: .flat)
        #expect(try journal.entryFiles().map(\.relativePath) == ["2026-11-20.md"])
        #expect(try journal.listing().duplicates.map(\.duplicate.relativePath) == ["2026/2026-11-20.md"])
        #expect(journal.url(for: EntryDate(year: 2026, month: 11, day: 20)).lastPathComponent == "2026-11-20.md")
        #expect(
            Journal(root: folder.url).url(for: EntryDate(year: 2026, month: 11, day: 20)).path.hasSuffix(
                "2026/2026-11-20.md"))
    }

    /// A range lists only the files of its days, and no others, under every layout: what
    /// listing everything and keeping the range gives, duplicates and odd names included.
    @Test(arguments: EntryLayout.allCases)
    func aRangeListsWhatTheWholeListingHoldsForItsDays(layout: EntryLayout) throws {
        let folder = try folder(holding: [
            "2025/2025-12-31.md", "2026-01-01.md", "2026/2026-01-01.md", "2026/01/02.md", "2026/2026-01-02.md",
            "2026/2026-01-31.md", "2026/02/01.md", "2026-02-28.md", "2026/.2026-02-27.md", "2026/2026-02-30.md",
            "2026/2025-02-26.md", "2026/ab/01.md", "2027/2027-01-01.md", "2026/notes.md", "1999-12-31.md",
        ])
        let journal = Journal(root: folder.url, layout: layout)
        let all = try journal.entryFiles()
        #expect(all.count == 8)
        let day = { (iso: String) in EntryDate(iso: iso)! }
        let ranges = [
            ("2026-01-01", "2026-01-01"), ("2026-01-02", "2026-02-28"), ("2025-12-31", "2026-01-01"),
            ("1999-01-01", "2027-12-31"), ("2026-03-01", "2026-12-31"), ("2026-02-01", "2026-02-01"),
        ]
        for (start, end) in ranges {
            let days = day(start)...day(end)
            #expect(try journal.entryFiles(in: days) == all.filter { days.contains($0.date) }, "\(start)...\(end)")
        }
    }

    /// Each year folder is listed and sorted on its own and the years joined in order when no
    /// file is at the top; with one there, the whole is sorted: either way the days come in
    /// order, a day's file under the configured layout first.
    @Test(arguments: EntryLayout.allCases)
    func theListingIsInDateOrderWithOrWithoutFilesAtTheTop(layout: EntryLayout) throws {
        let folder = try folder(holding: [
            "2027/2027-01-01.md", "2024/12/31.md", "2026/2026-03-09.md", "2026/01/02.md", "2026/2026-01-02.md",
            "2025/2025-06-30.md", "2024/2024-01-05.md", "2026/12/31.md", "2025/07/01.md", "1999/1999-05-05.md",
        ])
        let journal = Journal(root: folder.url, layout: layout)
        let preferred = layout == .nested ? "2026/01/02.md" : "2026/2026-01-02.md"
        let other = layout == .nested ? "2026/2026-01-02.md" : "2026/01/02.md"
        let expected = [
            "1999/1999-05-05.md", "2024/2024-01-05.md", "2024/12/31.md", "2025/2025-06-30.md", "2025/07/01.md",
            preferred, "2026/2026-03-09.md", "2026/12/31.md", "2027/2027-01-01.md",
        ]
        let listing = try journal.listing()
        #expect(listing.entries.map(\.relativePath) == expected)
        #expect(listing.duplicates.map { [$0.duplicate.relativePath, $0.kept.relativePath] } == [[other, preferred]])

        try Data("## Journal\n".utf8).write(to: folder.url.appendingPathComponent("2025-06-30.md"))
        let withTop = try journal.listing()
        let top = layout == .flat ? "2025-06-30.md" : "2025/2025-06-30.md"
        #expect(withTop.entries.map(\.relativePath) == expected.map { $0 == "2025/2025-06-30.md" ? top : $0 })
        #expect(withTop.duplicates.count == 2)
    }

    @Test(arguments: EntryLayout.allCases)
    func layoutsRoundTripPaths(layout: EntryLayout) {
        let date = EntryDate(year: 2026, month: 3, day: 9)
        #expect(EntryLayout.date(ofRelativePath: layout.relativePath(for: date)) == date)
    }

    /// Listing reads every file name of the journal through this: only the three layouts' own
    /// names are entries.
    @Test(arguments: [
        "2026-02-30.md", "2026-11-23.MD", "2026-11-23.md.bak", "2025/2026-11-23.md", "2026/1/23.md", "2026/11/3.md",
        "x/2026/11/23.md", "2026/11/23/24.md", "２０２６-11-23.md", "2026_11_23.md", "2026/2026-11-23", "notes.md",
        "/2026-11-23.md", "2026//2026-11-23.md", "2026/11/23.md/", "20261/2026-11-23.md", "2026-11-2a.md",
    ])
    func otherFileNamesAreNotEntries(path: String) {
        #expect(EntryLayout.date(ofRelativePath: path) == nil)
    }

    @Test func theSampleJournalIsFound() throws {
        let journal = Journal(root: Fixture.sampleJournal)
        let files = try journal.entryFiles()
        #expect(files.count >= 40)
        #expect(files.contains { $0.relativePath == "2026/09/05.md" })
        #expect(!files.contains { $0.relativePath.hasSuffix("README.md") })
    }

    @Test func aPathOutsideTheJournalIsRefused() throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url.appendingPathComponent("journal"))
        let outside = folder.url.appendingPathComponent("2026-11-20.md")
        try Data("## Journal\n".utf8).write(to: outside)
        #expect(throws: JournalError.outsideJournal(path: outside.path, journal: journal.root.path)) {
            try journal.load(path: outside.path)
        }
    }

    @Test func aSymlinkLeadingOutOfTheJournalIsRefused() throws {
        let folder = try TemporaryFolder()
        let root = folder.url.appendingPathComponent("journal")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let outside = folder.url.appendingPathComponent("secret.md")
        try Data("x".utf8).write(to: outside)
        let link = root.appendingPathComponent("2026-11-20.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        #expect(throws: JournalError.self) { try Journal(root: root).load(path: link.path) }
    }
}

@Suite struct ErrorTests {
    @Test func invalidUTF8NamesTheFileLineAndColumn() throws {
        let bytes = try Fixture.bytes("invalid-utf8.bin")
        #expect(throws: JournalError.invalidUTF8(path: "invalid-utf8.bin", line: 3, column: 7)) {
            try Entry.parse(bytes, date: nil, path: "invalid-utf8.bin")
        }
    }

    @Test(
        arguments: [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xFF], [0x41, 0xF4, 0x90, 0x80, 0x80]] as [[UInt8]]
    )
    func overlongSurrogateTruncatedAndOutOfRangeSequencesAreInvalid(bytes: [UInt8]) {
        #expect(UTF8Validation.firstInvalidOffset(in: bytes) != nil)
    }

    /// The validator's eight-bytes-at-a-time path and its table of lead bytes find the same
    /// first bad byte as the standard library's UTF-8 parser, on text that is mostly ASCII with
    /// pieces of valid and broken sequences at every alignment.
    @Test(arguments: 0..<500)
    func validationFindsTheSameFirstBadByteAsTheStandardLibrary(seed: Int) {
        var random = SeededRandom(seed: seed)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let pieces: [[UInt8]] = [
            Array("plain words ".utf8), Array("é".utf8), Array("日本".utf8), Array("👍".utf8), [0xC0, 0xAF],
            [0xED, 0xA0, 0x80],
            [0xE2, 0x82], [0xFF], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xE0, 0x9F, 0x80], [0x80],
            [0xC2],
        ]
        var bytes: [UInt8] = []
        for _ in 0..<next(12) {
            // Broken pieces are rarer, so many texts are valid through and through.
            let piece = next(3) == 0 ? pieces[next(pieces.count)] : pieces[next(4)]
            bytes += piece
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var expected: Int?
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: break parsing
            case .error:
                expected = offset
                break parsing
            }
        }
        #expect(UTF8Validation.firstInvalidOffset(in: bytes) == expected, "\(bytes)")
    }

    @Test func anUnreadableFileIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("2026-11-20.md")
        #expect(throws: JournalError.unreadable(path: url.path, reason: "no such file")) { try Journal.read(url) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(throws: JournalError.self) { try Journal.read(url) }
    }
}
