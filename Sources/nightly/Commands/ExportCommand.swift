import ArgumentParser
import Foundation
import ImportExport
import JournalFormat
import JournalStorage

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the journal as JSON or as a static HTML site.",
        subcommands: [JSONExportCommand.self, HTMLExportCommand.self])
}

struct JSONExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Every entry as one JSON document: show --json's keys plus the file's text.",
        discussion: """
            With tracks in the config, each entry has "tracks", the day's values by name as track --json \
            gives them, and "track_times", a count's event times by name when it keeps them.
            """)

    @OptionGroup var journalOptions: JournalOptions

    @Argument(
        help: ArgumentHelp("Write here (outside the journal) instead of standard output.", valueName: "file"),
        completion: .file())
    var file: String?

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            let journal = setup.journal
            try journal.requireFolder()
            func report(_ problems: [JSONExport.Problem]) {
                for problem in problems { _ = fail("\(problem.path): \(problem.message); left out") }
            }
            guard let file else {
                // Written as it is made: a lifetime of entries is never held at once.
                var outcome = JSONExport.Outcome()
                try StandardStreams.writeOutput { piece in
                    outcome = try JSONExport.write(journal: journal, tracks: setup.config.tracks, piece)
                }
                return report(outcome.problems)
            }
            // Written over an entry, the export would replace it: no output among the entries.
            let url = URL(fileURLWithPath: file)
            if (try? journal.confinedPaths.requireInside(url)) != nil || journal.linkLeavingJournal(url) != nil {
                throw fail("\(file) is inside the journal (\(journal.root.path)); write the export outside it")
            }
            let export = try JSONExport(journal: journal, tracks: setup.config.tracks)
            report(export.problems)
            do {
                try AtomicFile.write(export.document, to: url)
            } catch let error as JournalError {
                throw fail("cannot write \(file): \(error.description)")
            }
            print("Exported \(CountedNoun.of(export.entryCount, "entry", "entries")) to \(file)")
        }
    }
}

struct HTMLExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Write a static site of the journal into DIR, readable offline.",
        discussion: """
            index.html shows a heatmap and month calendars per year; each day has a page; progress.html shows \
            the streak and awards; with tracks in the config, index.html also draws each measure's weekly mean \
            and each habit's last 12 weeks of marks as inline SVG. .nightly-manifest records what each file was made \
            from, so a re-run makes again only the pages whose inputs changed, writes only files whose content \
            changed, and removes the pages of entries that are gone. DIR must be new, \
            empty, or a site an earlier export wrote (it holds .nightly-site); nothing is written through a \
            symbolic link in it. Images are copied only from the journal's own folders; others are left as \
            links and reported.
            """)

    @OptionGroup var journalOptions: JournalOptions

    @Argument(help: ArgumentHelp("The site's folder; created when missing.", valueName: "dir"), completion: .directory)
    var directory: String

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            try setup.journal.requireFolder()
            // An empty argument is the current folder, and the message names it so.
            let folder = directory.isEmpty ? "." : directory
            let outcome: SiteExporter.Outcome
            do {
                outcome = try SiteExporter(
                    journal: setup.journal, today: setup.today, tracks: setup.config.tracks,
                    madeBy: Nightly.configuration.version
                )
                .export(to: URL(fileURLWithPath: folder))
            } catch let error as SiteExporter.Failure {
                throw fail("cannot write the site into \(folder): \(error.description)")
            } catch let error as CocoaError {
                throw fail("cannot write the site into \(folder): \(error.localizedDescription)")
            }
            for problem in outcome.problems { _ = fail(problem) }
            let removed = outcome.removed.isEmpty ? "" : ", \(outcome.removed.count) removed"
            print(
                "Exported \(CountedNoun.of(outcome.dayPages, "day")) to \(folder)/index.html: "
                    + "\(CountedNoun.of(outcome.written.count, "file")) written, \(outcome.unchanged) unchanged\(removed)"
            )
        }
    }
}
