import ArgumentParser
import JournalFormat
import JournalReports
import NightlyCore

/// `nightly tags`: every tag of the journal with how many entries carry it and its last use.
struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "List every tag with how many entries carry it and when it was last used.",
        discussion: """
            Tags are the front matter's, inline #tags in what you wrote (not in code, comments or \
            links) and the thought records'; #Work and #work are one tag. See nightly-journal(5).
            """)

    @OptionGroup var options: ReportOptions

    @Flag(help: "Print the tags as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            let index = TagIndex(try options.scan(setup).days, today: setup.today)
            writeOut(json ? try ReportJSON.encode(index) : Self.render(index))
        }
    }

    /// One tag a line: the name, the count right-aligned, the last day it was used.
    static func render(_ index: TagIndex) -> String {
        let nameWidth = index.tags.map(\.name.count).max() ?? 0
        let countWidth = index.tags.map { String($0.count).count }.max() ?? 0
        return index.tags.map { tag in
            let name = tag.name + String(repeating: " ", count: nameWidth - tag.name.count)
            let count = String(repeating: " ", count: countWidth - String(tag.count).count) + String(tag.count)
            return "\(name)  \(count)  \(tag.lastUsed.iso)\n"
        }.joined()
    }
}
