import ArgumentParser
import Foundation
import ImportExport
import JournalFormat
import NightlySettings

struct HarshImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "harsh",
        abstract: "Import a harsh log's habit marks as the journal's habits.",
        discussion: """
            Each line 'YYYY-MM-DD : Habit name : y|n|s [: comment [: amount]]' sets the day's habit to yes, no \
            or skip in its front matter. A habit's track is its name lowercased, accents dropped, spaces as \
            '-', other characters left out ('Morning walk!' is morning-walk); a track the config lacks is \
            added to the journal's .nightly.toml as [track.NAME] kind = "habit". Comments and amounts are \
            left out. A day that holds another value keeps it. The import is one commit; a line that \
            cannot be read exits 1 with FILE:LINE and changes nothing, and a second run adds nothing.
            """)

    @OptionGroup var journalOptions: JournalOptions

    @Argument(help: ArgumentHelp("harsh's log file (~/.config/harsh/log).", valueName: "file"), completion: .file())
    var file: String

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            let log: HarshLog
            do {
                log = try HarshLog.read(URL(fileURLWithPath: file), displayPath: file)
            } catch let error as ImportError {
                throw fail(error.description, status: error.exitStatus)
            }
            let journal = setup.journal
            let existed = FileManager.default.fileExists(atPath: journal.root.path)
            defer { settleNewJournal(journal, existedBefore: existed) }
            let change = try setup.transaction(door: "nightly import")
            let plan: HarshImport.Plan
            do {
                plan = try HarshImport.plan(log, tracks: setup.config.tracks, in: change, path: file)
            } catch let error as ImportError {
                _ = change.rollBack()
                throw fail(error.description, status: error.exitStatus)
            }
            let configURL = URL(fileURLWithPath: ConfigFiles.journalPath(journal: journal.root))
            var config: (url: URL, bytes: [UInt8])?
            if !plan.newTracks.isEmpty {
                let before = FileManager.default.fileExists(atPath: configURL.path) ? try Journal.read(configURL) : []
                config = (configURL, ConfigWriter.adding(plan.newTracks, to: before))
            }
            do {
                try HarshImport.write(plan, config: config, in: change)
            } catch {
                let left = change.rollBack()
                throw fail(
                    ImportError.nothingImported(reason: "\(error)", left: left.map(journal.displayPath)).description)
            }
            let marks = CountedNoun.of(plan.values.count, "habit mark")
            report(change.commit(message: "Import \(marks) from harsh"), in: journal)
            writeOut(HarshImport.summary(plan, configPath: journal.displayPath(configURL)))
        }
    }
}
