import Foundation
import Testing

/// The exported sample site in a real headless Chromium: the index and a day page render (the
/// screenshot differs from a blank page's), and the pages load nothing from the network.
/// Chromium's own background requests have the initiator "not an origin"; a page's have
/// "null" (a file page's origin), which is what the net log is searched for. Skipped when
/// Chromium is not installed (`scripts/bootstrap test` installs it).
@Suite(.enabled(if: Chromium.path != nil, "chromium is not installed"))
final class SiteBrowserTests: ScratchJournalTests {
    @Test func theIndexAndADayPageRenderAndLoadNothingFromElsewhere() throws {
        let site = folder.appendingPathComponent("site")
        let export = try run(["export", "html", site.path, "--journal", SiteExportTests.sample.path])
        #expect(export.status == 0, "\(export.err)")
        let blankPage = folder.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><meta charset=\"utf-8\"><body style=\"background:#fdfcf9\">".utf8).write(to: blankPage)
        let blank = try Chromium.load(blankPage, in: folder, name: "blank")
        for page in ["index.html", "2026/2026-11-22.html", "progress.html"] {
            let shot = try Chromium.load(site.appendingPathComponent(page), in: folder, name: page)
            #expect(shot.screenshot.count > blank.screenshot.count * 3, "\(page) renders more than a blank page")
            #expect(shot.pageRequests == 0, "\(page) loaded \(shot.pageRequests) things from the network")
        }
    }

    /// The tracks' SVGs render: Chromium's DOM holds them as SVG with their titles, and the index
    /// with them draws more than the same index without (Fixtures/tracked-journal).
    @Test func theTracksChartsRenderInTheIndex() throws {
        try FileManager.default.copyItem(at: CheckTrackValuesTests.fixture, to: journal)
        let withCharts = folder.appendingPathComponent("charts")
        #expect(try run(["export", "html", withCharts.path]).status == 0)
        try FileManager.default.removeItem(at: journal.appendingPathComponent(".nightly.toml"))
        let without = folder.appendingPathComponent("plain")
        #expect(try run(["export", "html", without.path]).status == 0)
        let charts = try Chromium.load(withCharts.appendingPathComponent("index.html"), in: folder, name: "charts")
        let plain = try Chromium.load(without.appendingPathComponent("index.html"), in: folder, name: "plain")
        #expect(charts.screenshot != plain.screenshot)
        #expect(charts.screenshot.count > plain.screenshot.count, "the charts add drawing to the page")
        #expect(charts.pageRequests == 0)
        let dom = try Chromium.dom(withCharts.appendingPathComponent("index.html"), in: folder)
        #expect(dom.components(separatedBy: "<svg ").count - 1 == 4, "\(dom)")
        #expect(dom.contains("<title>2026-11-21: yes</title>"))
    }

    /// The net-log check would catch a page that loads from elsewhere.
    @Test func theNetworkCheckSeesAPageThatLoadsFromElsewhere() throws {
        let page = folder.appendingPathComponent("outside.html")
        try Data("<!DOCTYPE html><meta charset=\"utf-8\"><img src=\"https://example.invalid/a.png\">".utf8).write(
            to: page)
        #expect(try Chromium.load(page, in: folder, name: "outside").pageRequests == 1)
    }
}

/// Headless Chromium, run once per page: a screenshot and a net log.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Load {
        var screenshot: Data
        /// Network requests the page made (not Chromium's own).
        var pageRequests: Int
    }

    static func load(_ page: URL, in folder: URL, name: String) throws -> Load {
        let stem = name.replacingOccurrences(of: "/", with: "-")
        let screenshot = folder.appendingPathComponent("\(stem).png")
        let netLog = folder.appendingPathComponent("\(stem).netlog.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--no-first-run",
            "--disable-background-networking", "--disable-component-update",
            "--user-data-dir=\(folder.appendingPathComponent("chromium-profile").path)",
            "--window-size=900,1200", "--log-net-log=\(netLog.path)", "--screenshot=\(screenshot.path)",
            page.absoluteString,
        ]
        process.environment = CleanEnvironment.variables(["HOME": folder.path])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "chromium on \(name)")
        return Load(screenshot: try Data(contentsOf: screenshot), pageRequests: try pageRequests(in: netLog))
    }

    /// The page's DOM as Chromium parsed it (`--dump-dom`).
    static func dom(_ page: URL, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--disable-background-networking", "--disable-component-update",
            "--user-data-dir=\(folder.appendingPathComponent("chromium-profile").path)", "--dump-dom",
            page.absoluteString,
        ]
        process.environment = CleanEnvironment.variables(["HOME": folder.path])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "chromium --dump-dom")
        return String(decoding: data, as: UTF8.self)
    }

    /// URL_REQUEST_START_JOB events whose initiator is a page, not the browser itself.
    private static func pageRequests(in netLog: URL) throws -> Int {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: netLog)) as? [String: Any])
        let constants = try #require(log["constants"] as? [String: Any])
        let types = try #require(constants["logEventTypes"] as? [String: Int])
        let start = try #require(types["URL_REQUEST_START_JOB"])
        let events = log["events"] as? [[String: Any]] ?? []
        return events.count { event in
            guard event["type"] as? Int == start, event["phase"] as? Int == 1 else { return false }
            let initiator = (event["params"] as? [String: Any])?["initiator"] as? String
            return initiator != "not an origin"
        }
    }
}
