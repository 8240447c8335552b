import Foundation
import Testing

/// `nightly export html`: the site's files, links and re-runs, checked over the generated
/// files (SiteBrowserTests shows them in a real browser).
@Suite final class SiteExportTests: ScratchJournalTests {
    static let sample = NightlyProcess.packageRoot.appendingPathComponent("sample-journal")

    var site: URL { folder.appendingPathComponent("out/site") }

    func export(journal: URL? = nil) throws -> NightlyProcess.Result {
        let result = try run(["export", "html", site.path] + (journal.map { ["--journal", $0.path] } ?? []))
        #expect(result.status == 0, "\(result.err)")
        return result
    }

    @Test func everyPageDeclaresUTF8AndEveryLinkResolvesInsideTheSite() throws {
        let result = try export(journal: Self.sample)
        #expect(result.out.hasPrefix("Exported 44 days to "))
        let files = SiteFiles(folder: site)
        let pages = try files.pages()
        #expect(pages.contains("index.html") && pages.contains("progress.html"))
        #expect(pages.contains("2026/2026-11-22.html"))
        for page in pages {
            let html = try files.text(page)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"), "\(page)")
            #expect(!html.contains("<script"), "\(page)")
            for reference in try files.references(in: page) {
                let target = try #require(
                    files.target(of: reference, from: page), "\(page): \(reference) leaves the site")
                #expect(target.path.hasPrefix(site.standardizedFileURL.path + "/"), "\(page): \(reference)")
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(reference)")
            }
        }
        // Every written day is linked from the index.
        let index = try files.references(in: "index.html")
        for day in ["2024/2024-02-29.html", "2025/2025-12-31.html", "2026/2026-11-22.html", "2026-08-12.html"] {
            #expect(index.contains(day), "\(day)")
        }
    }

    @Test func aDayPageHasCardsTasksTablesAndItsNeighbours() throws {
        try Data(
            """
            # Saturday, 14 March 2026

            ## Journal

            | run | km |
            |-----|----|
            | Tue | 5 |

            ~~gone~~ and a photo from elsewhere: ![a heron](https://example.com/heron.jpg)

            <script>alert(1)</script>

            ## Action step

            - [x] stretch
            - [ ] sleep early

            ## Thought diary

            - Situation: the 10k tomorrow
            - Thought: I will come last
            - Fact or feeling: feeling
            - Reframe: someone has to, and it is fine
            - Intensity: 6

            """.utf8
        ).write(to: try entry("2026-03-14"))
        try Data("# Fri\n\n## Journal\n\nBefore.\n".utf8).write(to: try entry("2026-03-13"))
        try Data("# Sun\n\n## Journal\n\nAfter.\n".utf8).write(to: try entry("2026-03-15"))
        _ = try export()
        let page = try SiteFiles(folder: site).text("2026/2026-03-14.html")
        #expect(page.contains("<h1>Saturday, 14 March 2026</h1>"))
        #expect(page.contains("<table>") && page.contains("<del>gone</del>"))
        #expect(page.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> stretch"))
        #expect(page.contains("<div class=\"card thought\"><dl><dt>Situation</dt><dd>the 10k tomorrow</dd>"))
        #expect(page.contains("<dt>Intensity</dt><dd>6/10</dd>"))
        #expect(page.contains("<a href=\"https://example.com/heron.jpg\">a heron</a>"), "an outside image is a link")
        #expect(!page.contains("<img") && !page.contains("<script"))
        #expect(page.contains("<a rel=\"prev\" href=\"../2026/2026-03-13.html\">← 2026-03-13</a>"))
        #expect(page.contains("<a rel=\"next\" href=\"../2026/2026-03-15.html\">2026-03-15 →</a>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../style.css\">"))
    }

    @Test func importedPhotosAreCopiedIntoTheSite() throws {
        #expect(try run(["import", "dayone", ImportFixtures.dayOneZip.path]).status == 0)
        _ = try export()
        let page = try SiteFiles(folder: site).text("2026/2026-03-14.html")
        #expect(page.contains("<img src=\"photos/b65a078074acb5cf2214925532c7ab16.jpeg\" alt=\"\" />"))
        let copy = site.appendingPathComponent("2026/photos/b65a078074acb5cf2214925532c7ab16.jpeg")
        #expect(
            try Data(contentsOf: copy)
                == Data(contentsOf: journal.appendingPathComponent("2026/photos/b65a078074acb5cf2214925532c7ab16.jpeg"))
        )
    }

    @Test func noImageFromOutsideTheJournalIsCopied() throws {
        let outside = folder.appendingPathComponent("private.png")
        try Data("secret".utf8).write(to: outside)
        let day = try entry("2026-03-14")
        try FileManager.default.createSymbolicLink(
            at: day.deletingLastPathComponent().appendingPathComponent("link.png"), withDestinationURL: outside)
        try Data("# Sat\n\n## Journal\n\n![a](link.png) ![b](../../private.png) ![c](missing.png)\n".utf8).write(
            to: day)
        let result = try export()
        let page = try SiteFiles(folder: site).text("2026/2026-03-14.html")
        #expect(page.contains("<a href=\"link.png\">a</a>") && page.contains("<a href=\"../../private.png\">b</a>"))
        #expect(page.contains("[image not found: c]"))
        #expect(try SiteFiles(folder: site).paths().allSatisfy { $0.hasSuffix(".html") || $0 == "style.css" })
        #expect(
            result.err.contains(
                "2026/2026-03-14.md: image link.png leads outside the journal through the link "
                    + "journal/2026/link.png; left as a link, not copied"), "\(result.err)")
        #expect(result.err.contains("2026/2026-03-14.md: image ../../private.png is outside the journal;"))
    }

    /// `![k](../.git/git-crypt/keys/default)` would publish the key; a FIFO would hang the
    /// export. Both are left as links and reported, fast (a regression is killed, not waited for).
    @Test(.timeLimit(.minutes(2)))
    func imagesInGitOrNotRegularFilesAreLeftAsLinksAndReported() throws {
        let keys = journal.appendingPathComponent(".git/git-crypt/keys")
        try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
        try Data("THE-KEY".utf8).write(to: keys.appendingPathComponent("default"))
        let day = try entry("2026-03-14")
        let fifo = day.deletingLastPathComponent().appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: day.deletingLastPathComponent().appendingPathComponent("config.png").path,
            withDestinationPath: "../.git/git-crypt/keys/default")
        try Data(
            "# Sat\n\n## Journal\n\n![k](../.git/git-crypt/keys/default) ![p](pipe.png) ![c](config.png)\n".utf8
        ).write(to: day)
        let result = try NightlyProcess.run(
            ["export", "html", site.path], environment: environment, in: folder,
            limits: "exec timeout -s KILL 60 \"$0\" \"$@\"")
        #expect(result.status == 0, "\(result.err)")
        let files = SiteFiles(folder: site)
        let paths = try files.paths()
        #expect(paths.allSatisfy { $0.hasSuffix(".html") || $0 == "style.css" }, "\(paths)")
        let page = try files.text("2026/2026-03-14.html")
        #expect(page.contains("<a href=\"../.git/git-crypt/keys/default\">k</a>"))
        #expect(page.contains("<a href=\"pipe.png\">p</a>") && page.contains("<a href=\"config.png\">c</a>"))
        let lines = result.err.split(separator: "\n").filter { $0.contains("left as a link, not copied") }
        #expect(lines.count == 3, "\(result.err)")
        #expect(result.err.contains("image ../.git/git-crypt/keys/default is in a hidden folder;"))
        #expect(result.err.contains("image pipe.png is not a regular file;"))
        #expect(result.err.contains("image config.png leads into a hidden folder;"))
    }

    /// The user's own `index.html` in the folder is never replaced: only a new or empty folder,
    /// or one an export made, takes a site.
    @Test func aFolderWithTheUsersOwnFilesIsRefused() throws {
        #expect(try run(["add", "Hello"]).status == 0)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let own = site.appendingPathComponent("index.html")
        try Data("<p>my own page</p>\n".utf8).write(to: own)
        let result = try run(["export", "html", site.path])
        #expect(result.status == 1)
        #expect(
            result.err.contains(
                "cannot write the site into \(site.path): the folder holds files an export did not write "
                    + "(it has no .nightly-site)"), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path) == ["index.html"])
        #expect(try Data(contentsOf: own) == Data("<p>my own page</p>\n".utf8))
        try FileManager.default.removeItem(at: own)
        #expect(try run(["export", "html", site.path]).status == 0, "an empty folder takes the site")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".nightly-site").path))
        #expect(try run(["export", "html", site.path]).status == 0, "and so does the site it made")
    }

    @Test func aYearFolderInTheSiteThatLinksOutsideIsNotWrittenThrough() throws {
        #expect(try run(["add", "Hello"]).status == 0)
        _ = try export()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: site.appendingPathComponent("2026"))
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("2026"), withDestinationURL: elsewhere)
        let result = try run(["export", "html", site.path])
        #expect(result.status == 1)
        #expect(
            result.err.contains("\(site.path)/2026 is a symbolic link to \(elsewhere.path); nightly does not write"),
            "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func siteFilesAre0600InFoldersOf0700() throws {
        #expect(try run(["add", "Hello"]).status == 0)
        _ = try export()
        for path in [".", "2026"] {
            let mode =
                try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(path).path)[
                    .posixPermissions] as? Int
            #expect(mode == 0o700, "\(path)")
        }
        for path in try SiteFiles(folder: site).paths() + [".nightly-site", ".nightly-manifest"] {
            let mode =
                try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(path).path)[
                    .posixPermissions] as? Int
            #expect(mode == 0o600, "\(path)")
        }
    }

    @Test func aRerunRewritesOnlyWhatChanged() throws {
        #expect(try run(["import", "jrnl", ImportFixtures.jrnlJSON.path]).status == 0)
        _ = try export()
        let files = SiteFiles(folder: site)
        let before = try files.identities()
        let again = try export()
        #expect(again.out.contains(": 0 files written, 7 unchanged"))
        #expect(try files.identities() == before)
        #expect(try run(["add", "--date", "2026-03-16", "A second thought about it."]).status == 0)
        _ = try export()
        let after = try files.identities()
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed == ["2026/2026-03-16.html", "index.html", "progress.html"])
    }

    /// One day, one word: the counts are singular (issue 24).
    @Test func oneDayIsOneDayAndOneWordOneWord() throws {
        #expect(try run(["add", "Hello"]).status == 0)
        let first = try export()
        #expect(first.out.hasPrefix("Exported 1 day to \(site.path)/index.html: "), "\(first.out)")
        #expect(try SiteFiles(folder: site).text("index.html").contains("2026-11-23: 1 word\""))
        try FileManager.default.removeItem(at: site.appendingPathComponent("style.css"))
        let again = try export()
        #expect(again.out.hasSuffix(": 1 file written, 3 unchanged\n"), "\(again.out)")
    }

    /// An empty folder argument writes into the current folder, and the message says so.
    @Test func anEmptyFolderArgumentSaysWhereItWrote() throws {
        #expect(try run(["add", "Hello"]).status == 0)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let result = try NightlyProcess.run(["export", "html", ""], environment: environment, in: site)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("Exported 1 day to ./index.html: "), "\(result.out)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    @Test func aSiteFolderThatIsAFileIsReported() throws {
        #expect(try run(["import", "jrnl", ImportFixtures.jrnlJSON.path]).status == 0)
        try FileManager.default.createDirectory(at: site.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: site)
        let result = try run(["export", "html", site.path])
        #expect(result.status == 1)
        #expect(result.err.contains("cannot write the site into \(site.path)"))
    }

    private func entry(_ date: String) throws -> URL {
        let url = journal.appendingPathComponent("2026/\(date).md")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url
    }
}
