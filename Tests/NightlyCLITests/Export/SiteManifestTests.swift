import Foundation
import Testing

/// `nightly export html` again into the same folder: the manifest it leaves (`.nightly-manifest`)
/// lets a re-run make again only what changed. Each change below is followed by an export, and
/// the site is then compared byte for byte with a fresh export of the same journal into an
/// empty folder; which files the re-run wrote is read from their inodes (every write replaces
/// the file).
@Suite final class SiteManifestTests: ScratchJournalTests {
    static let fixtures = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/site-manifest")

    var site: URL { folder.appendingPathComponent("out/site") }
    var manifest: URL { site.appendingPathComponent(".nightly-manifest") }
    var files: SiteFiles { SiteFiles(folder: site) }

    override init() throws {
        try super.init()
        try FileManager.default.copyItem(at: SiteExportTests.sample, to: journal)
    }

    @discardableResult
    func export(into target: URL? = nil, today: String = "2026-11-23", journal other: URL? = nil) throws
        -> NightlyProcess.Result
    {
        var environment = environment
        environment["NIGHTLY_TODAY"] = today
        if let other { environment["NIGHTLY_JOURNAL"] = other.path }
        let result = try NightlyProcess.run(
            ["export", "html", (target ?? site).path], environment: environment, in: folder)
        #expect(result.status == 0, "\(result.err)")
        return result
    }

    /// Exports, and returns the site paths the export wrote (new or replaced) and removed.
    func reexport(today: String = "2026-11-23", journal other: URL? = nil) throws -> (
        written: Set<String>, removed: Set<String>
    ) {
        let before = try files.identities()
        try export(today: today, journal: other)
        let after = try files.identities()
        return (
            Set(after.keys.filter { after[$0] != before[$0] }), Set(before.keys.filter { after[$0] == nil })
        )
    }

    /// The site holds exactly the files, with exactly the bytes, of a fresh export into an
    /// empty folder (the manifest aside, whose stamps are of its own site's files), and no
    /// folder more.
    func expectSameAsFresh(
        today: String = "2026-11-23", journal other: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let fresh = folder.appendingPathComponent("out/fresh-\(UUID().uuidString)")
        try export(into: fresh, today: today, journal: other)
        defer { try? FileManager.default.removeItem(at: fresh) }
        func tree(_ root: URL) throws -> [String] {
            try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0 != ".nightly-manifest" }.sorted()
        }
        #expect(try tree(site) == tree(fresh), sourceLocation: sourceLocation)
        for path in try SiteFiles(folder: fresh).paths() {
            let mine = try? Data(contentsOf: site.appendingPathComponent(path))
            #expect(
                mine == (try Data(contentsOf: fresh.appendingPathComponent(path))), "\(path)",
                sourceLocation: sourceLocation)
        }
    }

    /// Replaces the first `old` in the file at `url` with `new`, of the same length, in place:
    /// the file keeps its inode and size, as an editor writing in place leaves it.
    func editInPlace(_ url: URL, _ old: String, _ new: String) throws {
        #expect(old.utf8.count == new.utf8.count)
        let bytes = try Data(contentsOf: url)
        let range = try #require(bytes.range(of: Data(old.utf8)), "\(old) in \(url.path)")
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(range.lowerBound))
        try handle.write(contentsOf: Data(new.utf8))
    }

    func entry(_ path: String) -> URL { journal.appendingPathComponent(path) }

    @Test func anUnchangedJournalWritesNothingAndKeepsItsManifest() throws {
        try export()
        let before = try files.identities()
        let manifestBefore = try SiteFiles(folder: site.deletingLastPathComponent()).identities()[
            "site/.nightly-manifest"]
        let again = try export()
        #expect(again.out.hasSuffix(": 0 files written, 47 unchanged\n"), "\(again.out)")
        #expect(try files.identities() == before)
        #expect(
            try SiteFiles(folder: site.deletingLastPathComponent()).identities()["site/.nightly-manifest"]
                == manifestBefore)
        try expectSameAsFresh()
    }

    /// The unchanged run's whole work is a stat of each entry and page and a read of the
    /// manifest: no entry and no page is even opened.
    @Test(.enabled(if: ListsCommandTests.executable("strace") != nil, "needs strace"))
    func anUnchangedRunOpensNoEntryAndNoPage() throws {
        try export()
        let trace = folder.appendingPathComponent("trace")
        let result = try NightlyProcess.run(
            ["export", "html", site.path], environment: environment, in: folder,
            limits: "exec strace -f -qq -e trace=open,openat -o \(trace.path) \"$0\" \"$@\"")
        #expect(result.status == 0, "\(result.err)")
        let opened = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(opened.contains { $0.contains(".nightly-manifest\"") }, "the manifest is read")
        let read = opened.filter { $0.contains(".md\"") || $0.contains(".html\"") || $0.contains(".css\"") }
        #expect(read.isEmpty, "\(read.joined(separator: "\n"))")
    }

    @Test func aChangedEntryMakesItsPageAgain() throws {
        try export()
        try editInPlace(entry("2026/2026-11-20.md"), "Pasta", "Pizza")
        let changed = try reexport()
        #expect(
            changed.written == ["2026/2026-11-20.html"], "the same words: the index and progress pages are as they were"
        )
        try expectSameAsFresh()
    }

    @Test func aNewEntryMakesItsNeighboursAgain() throws {
        try export()
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("2026-11-11.md"), to: entry("2026/2026-11-11.md"))
        let changed = try reexport()
        #expect(
            changed.written == [
                "2026/2026-11-10.html", "2026/2026-11-11.html", "2026/2026-11-13.html", "index.html", "progress.html",
            ])
        try expectSameAsFresh()
    }

    /// The page of an entry that is gone is removed, and the folder it leaves empty.
    @Test func aDeletedEntrysPageIsRemoved() throws {
        try export()
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("2026/09/05.html").path))
        try FileManager.default.removeItem(at: entry("2026/09/05.md"))
        let before = try files.identities()
        let result = try export()
        #expect(result.out.hasSuffix(": 4 files written, 42 unchanged, 1 removed\n"), "\(result.out)")
        let after = try files.identities()
        #expect(Set(before.keys).subtracting(after.keys) == ["2026/09/05.html"])
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("2026/09").path))
        #expect(
            Set(after.keys.filter { after[$0] != before[$0] })
                == ["2026/2026-09-03.html", "2026/2026-09-06.html", "index.html", "progress.html"])
        try expectSameAsFresh()
    }

    /// Section titles decide how every entry is read, tracks what the index charts, today
    /// what the index and progress pages count to.
    @Test func aChangedSettingMakesThePagesItShapesAgain() throws {
        try export()
        let settings = journal.appendingPathComponent(".nightly.toml")
        try FileManager.default.removeItem(at: settings)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("settings.toml"), to: settings)
        let changed = try reexport()
        #expect(
            changed.written.isSuperset(of: ["index.html", "2026/2026-08-16.html", "2026/2026-11-22.html"]),
            "\(changed.written.sorted())")
        try expectSameAsFresh()
        let tomorrow = try reexport(today: "2026-11-24")
        #expect(tomorrow.written == ["index.html", "progress.html"])
        try expectSameAsFresh(today: "2026-11-24")
    }

    /// Another journal exported into the same folder: its pages replace the first one's, and
    /// the first one's days it does not have are removed.
    @Test func anotherJournalIntoTheSameFolderReplacesTheSite() throws {
        try export()
        let other = folder.appendingPathComponent("other")
        try FileManager.default.copyItem(at: SiteExportTests.sample, to: other)
        try FileManager.default.removeItem(at: other.appendingPathComponent("2026/09/05.md"))
        try editInPlace(other.appendingPathComponent("2026/2026-11-20.md"), "Pasta", "Pizza")
        let changed = try reexport(journal: other)
        #expect(changed.removed == ["2026/09/05.html"])
        #expect(changed.written.isSuperset(of: ["2026/2026-11-20.html", "2026/2026-09-03.html"]))
        try expectSameAsFresh(journal: other)
    }

    @Test func aPageDeletedOrEditedByHandIsMadeAgain() throws {
        try export()
        try FileManager.default.removeItem(at: site.appendingPathComponent("2026/2026-11-20.html"))
        try FileManager.default.removeItem(at: site.appendingPathComponent("style.css"))
        try editInPlace(site.appendingPathComponent("2026/2026-11-21.html"), "<main>", "<MAIN>")
        try editInPlace(site.appendingPathComponent("index.html"), "<main>", "<MAIN>")
        let changed = try reexport()
        #expect(changed.written == ["2026/2026-11-20.html", "2026/2026-11-21.html", "index.html", "style.css"])
        try expectSameAsFresh()
    }

    /// Images are files besides the entry: a page that shows one is made on every run.
    @Test func aChangedImageIsCopiedAgain() throws {
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("2026-11-23-photo.md"), to: entry("2026/2026-11-23.md"))
        try export()
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("2026/photo.jpg").path))
        try FileManager.default.removeItem(at: entry("2026/photo.jpg"))
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("settings.toml"), to: entry("2026/photo.jpg"))
        #expect(try reexport().written == ["2026/photo.jpg"])
        try expectSameAsFresh()
        try FileManager.default.removeItem(at: entry("2026/photo.jpg"))
        #expect(try reexport().written == ["2026/2026-11-23.html"])
        #expect(try files.text("2026/2026-11-23.html").contains("[image not found: the canal]"))
    }

    /// A journal in month folders for 17 years has more folders than are kept open (two
    /// descriptors each): its entries and pages are stamped from the top folders instead.
    @Test func aJournalOfManyFoldersIsStillTrusted() throws {
        for year in 2005...2021 {
            for month in 1...12 {
                let day = journal.appendingPathComponent(String(format: "%04d/%02d/01.md", year, month))
                try FileManager.default.createDirectory(
                    at: day.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("# Day\n\n## Journal\n\nWalked to the market.\n".utf8).write(to: day)
            }
        }
        try export()
        #expect(try export().out.hasSuffix(": 0 files written, 251 unchanged\n"))
        try editInPlace(entry("2013/07/01.md"), "market", "harbor")
        #expect(try reexport().written == ["2013/07/01.html"])
        try expectSameAsFresh()
    }

    enum Damage: String, CaseIterable {
        case missing, cutShort, garbled, notAnExportsFile, link
    }

    /// A manifest that is not wholly as an export writes it is not used at all: every page is
    /// made and compared, and a file it names that no export makes is never removed.
    @Test(arguments: Damage.allCases)
    func aDamagedManifestIsNotUsed(_ damage: Damage) throws {
        try export()
        try editInPlace(entry("2026/2026-11-20.md"), "Pasta", "Pizza")
        let own = site.appendingPathComponent("notes.html")
        try Data("<p>my own page</p>\n".utf8).write(to: own)
        var text = try String(contentsOf: manifest, encoding: .utf8)
        switch damage {
        case .missing: text = ""
        case .cutShort: text = String(text.prefix(text.utf8.count / 2))
        case .garbled: text = text.replacingOccurrences(of: "\t0", with: "\tx")
        case .notAnExportsFile: text += "notes.html\t0000000000000001\t0000000000000001\t0000000000000001\n"
        case .link: break
        }
        try FileManager.default.removeItem(at: manifest)
        if damage == .link {
            let elsewhere = folder.appendingPathComponent("manifest-elsewhere")
            try Data(text.utf8).write(to: elsewhere)
            try FileManager.default.createSymbolicLink(at: manifest, withDestinationURL: elsewhere)
            let result = try NightlyProcess.run(["export", "html", site.path], environment: environment, in: folder)
            #expect(result.status == 1)
            #expect(result.err.contains("\(manifest.path) is a symbolic link"), "\(result.err)")
            #expect(try String(contentsOf: elsewhere, encoding: .utf8) == text, "nothing is written through it")
            return
        }
        if damage != .missing { try Data(text.utf8).write(to: manifest) }
        #expect(try reexport().written == ["2026/2026-11-20.html"], "pages are compared: the same ones are not written")
        #expect(try Data(contentsOf: own) == Data("<p>my own page</p>\n".utf8))
        try FileManager.default.removeItem(at: own)
        try expectSameAsFresh()
        #expect(try export().out.hasSuffix(": 0 files written, 47 unchanged\n"), "and the manifest is whole again")
    }

    /// How the export is stopped after some pages are written: SIGKILL at its fourth rename
    /// (strace's fault injection: the index, progress and 2026-08-10 pages are in place, the
    /// 2026-11-20 page's temporary file is written), or a write failing past the file size
    /// limit (nightly ignores SIGXFSZ, so the large page's write fails with EFBIG).
    enum Stop: String, CaseIterable {
        case kill, failedWrite

        var limits: String {
            switch self {
            case .kill:
                "exec strace -f -qq -o /dev/null -e inject=rename,renameat,renameat2:signal=KILL:when=4 \"$0\" \"$@\""
            case .failedWrite: "ulimit -f 1000"
            }
        }

        var status: Int32 { self == .kill ? SIGKILL : 1 }
    }

    static let canKill = ListsCommandTests.executable("strace") != nil

    /// A stopped export leaves the manifest of the run before, whose stamps no longer match the
    /// pages the stopped one wrote, and the next run makes again every page the stopped one
    /// wrote or did not get to, and leaves no temporary file.
    @Test(arguments: Stop.allCases)
    func aStoppedExportLeavesNoManifestClaimingPagesNotWritten(_ stop: Stop) throws {
        guard stop != .kill || Self.canKill else { return }  // Needs strace.
        try export()
        let manifestBefore = try Data(contentsOf: manifest)
        try editInPlace(entry("2026/2026-08-10.md"), "## Journal", "## JOURNAL")
        // Its last section is the Journal, which the page shows whole.
        let large = try FileHandle(forWritingTo: entry("2026/2026-11-20.md"))
        try large.seekToEnd()
        try large.write(contentsOf: Data(String(repeating: "Walked along the canal again.\n", count: 40_000).utf8))
        try large.close()
        let before = try files.identities()
        let stopped = try NightlyProcess.run(
            ["export", "html", site.path], environment: environment, in: folder, limits: stop.limits)
        #expect(stopped.status == stop.status, "\(stopped.err)")
        let after = try files.identities()
        let leftovers = after.keys.filter { $0.contains("/.2026-11-20.html.nightly-") }
        #expect(leftovers.count == (stop == .kill ? 1 : 0), "the kill came in the large page's write")
        #expect(
            Set(after.keys.filter { after[$0] != before[$0] }).subtracting(leftovers)
                == ["2026/2026-08-10.html", "index.html", "progress.html"],
            "the pages before the large one were written")
        #expect(try Data(contentsOf: manifest) == manifestBefore)
        #expect(try reexport().written == ["2026/2026-11-20.html"])
        try expectSameAsFresh()
    }
}
