import Testing

@testable import ImportExport

/// Image paths in an entry, seen from the journal's top, never outside it.
@Suite struct SiteImagesTests {
    @Test(arguments: [
        ("2026", "photos/a.jpeg", "2026/photos/a.jpeg"), ("2026", "./a.png", "2026/a.png"),
        ("2026", "../2025/b.png", "2025/b.png"), ("", "c.png", "c.png"), ("2026/03", "../../d.png", "d.png"),
    ])
    func pathsInsideTheJournal(_ folder: String, _ relative: String, _ expected: String) {
        #expect(SiteImages.inside(folder, relative) == expected)
    }

    @Test(arguments: [("2026", "../../x.png"), ("", "../x.png"), ("2026", "/etc/passwd"), ("2026", "..")])
    func pathsThatLeaveTheJournal(_ folder: String, _ relative: String) {
        #expect(SiteImages.inside(folder, relative) == nil)
    }
}
