import ArgumentParser
import Foundation
import ImportExport

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import entries from jrnl or Day One, habit marks from harsh.",
        discussion: """
            Every entry lands in the day file of its date, as a '### HH:MM Title' paragraph at the end of the \
            Journal section (see nightly-journal(5)). Nothing is overwritten: an existing day keeps every byte, \
            and running the same import again adds nothing. In a git journal the import is one commit, or \
            nothing: killed part-way, the next run of the same import commits what the first wrote with the \
            rest; an error part-way puts back every file written. An entry whose date, time or time zone \
            cannot be read is skipped, named with its file and line, and the rest imported (exit status 0).
            """,
        subcommands: [JrnlImportCommand.self, DayOneImportCommand.self, HarshImportCommand.self])
}

struct JrnlImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jrnl",
        abstract: "Import a jrnl journal: its JSON export, a journal file, or a folder journal.")

    @OptionGroup var journalOptions: JournalOptions

    @Flag(help: "Write nothing; print, per day, what would be added.")
    var dryRun = false

    @Argument(
        help: ArgumentHelp("A jrnl JSON export, plain-text journal file, or folder journal.", valueName: "path"),
        completion: .file())
    var path: String

    func run() throws {
        try ImportRun(journalOptions: journalOptions, source: "jrnl", dryRun: dryRun).run { importing in
            try importing(JrnlReader.read(URL(fileURLWithPath: path)))
        }
    }
}

struct DayOneImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dayone",
        abstract: "Import a Day One JSON export: the .zip with its photos, or a journal's .json.")

    @OptionGroup var journalOptions: JournalOptions

    @Flag(help: "Write nothing; print, per day, what would be added.")
    var dryRun = false

    @Option(
        help: ArgumentHelp(
            "Leave out photos bigger than this (K, M or G, powers of 1024); default 50M.", valueName: "size"))
    var maxPhotoSize: String?

    @Argument(
        help: ArgumentHelp("A Day One export .zip, an unpacked export folder, or a .json file.", valueName: "path"),
        completion: .file())
    var path: String

    func validate() throws {
        if let maxPhotoSize, PhotoLimits.parse(maxPhotoSize) == nil {
            throw ValidationError("--max-photo-size takes a size such as 50M, 1G or 500K, not '\(maxPhotoSize)'")
        }
    }

    func run() throws {
        let limit = maxPhotoSize.flatMap(PhotoLimits.parse) ?? PhotoLimits.defaultMaxSize
        try ImportRun(journalOptions: journalOptions, source: "Day One", dryRun: dryRun).run { importing in
            try DayOneReader(maxPhotoSize: limit).reading(URL(fileURLWithPath: path), importing)
        }
    }
}
