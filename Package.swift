// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "nightly",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "nightly", targets: ["nightly"]),
        .library(name: "JournalFormat", targets: ["JournalFormat"]),
        .library(name: "JournalStorage", targets: ["JournalStorage"]),
        .library(name: "SmartLists", targets: ["SmartLists"]),
        .library(name: "SystemCalls", targets: ["SystemCalls"]),
        .library(name: "NightlySettings", targets: ["NightlySettings"]),
        .library(name: "JournalGit", targets: ["JournalGit"]),
        .library(name: "JournalReports", targets: ["JournalReports"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
        .library(name: "JournalLanguageServer", targets: ["JournalLanguageServer"]),
        .library(name: "NightlyCore", targets: ["NightlyCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Day One's export zip is read in process: each entry's type and size are known
        // before a byte of it is written, and nothing is unpacked into a temporary folder.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // cmark-gfm and its extensions, from Debian's libcmark-gfm-dev and
        // libcmark-gfm-extensions-dev. Only Parse/CmarkBridge.swift imports it.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The one way text is split into lines (`\n`, `\r\n` or a lone `\r`), shared by the
        // journal's parser, the reports and the language server's documents.
        .target(name: "TextLines"),
        // Bytes to `Entry` and back: the parse, the quick readers, edits worked out as byte
        // splices (FileChange), the merge, the journal's files read. It never writes the disk.
        .target(name: "JournalFormat", dependencies: ["CCmarkGFM", "TextLines"]),
        // The disk's side: AtomicFile (temporary file, fsync, rename, fsync of the folder) for
        // any file, and, behind `@_spi(JournalWrites)`, the journal's writers (JournalWriter,
        // ConfinedWriter, the undo record's save), which only the transaction's library
        // imports: JournalChanges, and the files of JournalGit that write through the intent log.
        .target(name: "JournalStorage", dependencies: ["JournalFormat"]),
        .target(name: "SmartLists"),
        // The libraries below stand in layers, each depending only on the ones above it that it
        // uses (ARCHITECTURE.md draws the graph; PackageShapeTests holds the sources to it).
        // The system calls that git, the lock and the terminal share: termios, signals,
        // posix_spawn (Platform, ChildProcess).
        .target(name: "SystemCalls"),
        // What nightly is set up with: the TOML reader, the config files and their parser and
        // writer, the environment, the day boundary and date phrases, the editor and output
        // style chosen, the breathing pattern and plan the config names. fuzz-config needs it alone.
        .target(name: "NightlySettings", dependencies: ["JournalFormat", "SystemCalls"]),
        // The journal in git: the repository, the journal lock (taken by DayTransaction, init's
        // setup, sync, the merge driver and encrypt) and interrupted-git recovery, sync, the merge
        // driver and its setup, encryption, the entry committer, and the change's intent log
        // (ChangeIntent), which whoever takes the lock next finishes or rolls back; its finish is
        // the one commit path, and LoggedFiles writes setup's and sync's files through it.
        .target(name: "JournalGit", dependencies: ["JournalFormat", "JournalStorage", "SystemCalls"]),
        // The reports: the journal scan, stats, streaks and awards, calendar, insights, grep, log,
        // tags, today's status, `check`, and their renderers. JournalGit only for `check`, which
        // reports a lock file left behind (JournalLock.problem).
        .target(name: "JournalReports", dependencies: ["JournalFormat", "TextLines", "SystemCalls", "JournalGit"]),
        // The one way a day changes (DayTransaction): every door (add, step, open, track, init,
        // the ritual, the calendar's edit, import, the language server) locks, edits, writes (each
        // write logged first in the intent log), removes a bare template, commits, records --undo
        // and learns the awards it unlocked through it; a transaction dropped unfinished rolls
        // back. The reports only for the awards.
        .target(
            name: "JournalChanges",
            dependencies: ["JournalFormat", "JournalStorage", "NightlySettings", "JournalGit", "JournalReports"]),
        // The evening itself: the ritual, breathing, the terminal UI, the editor launch,
        // reminders, the thought walk.
        .target(
            name: "NightlyCore",
            dependencies: [
                "JournalFormat", "JournalStorage", "SystemCalls", "NightlySettings", "JournalGit", "JournalReports",
                "JournalChanges",
            ]
        ),
        // The language server: the protocol layer (framing, JSON-RPC, documents) knows nothing
        // of journals; the journal's features stand on it, one file per request.
        .target(name: "LanguageServer", dependencies: ["TextLines"]),
        .target(
            name: "JournalLanguageServer",
            dependencies: [
                "LanguageServer", "TextLines", "JournalFormat", "SmartLists", "NightlySettings", "JournalGit",
                "JournalReports", "JournalChanges",
            ]
        ),
        // Moving in and out: the jrnl and Day One importers, the JSON and HTML exporters.
        .target(
            name: "ImportExport",
            dependencies: [
                "JournalFormat", "JournalStorage", "TextLines", "SystemCalls", "JournalGit", "JournalReports",
                "JournalChanges", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        .executableTarget(
            name: "nightly",
            dependencies: [
                "JournalFormat", "JournalStorage", "SmartLists", "SystemCalls", "NightlySettings", "JournalGit",
                "JournalReports", "JournalChanges", "NightlyCore", "ImportExport", "JournalLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds on Linux carry Swift's runtime and Foundation inside the binary:
            // start-up loads 8 shared objects instead of 22 (docs/performance.md, start-up).
            // Compiling with the flag too makes the objects name the static libraries they need
            // (ICU's). Apple platforms have no static standard library, and need none.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // Test support shared by the test targets: the one seeded random source.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Test targets mirror the library targets (`<Target>Tests`); NightlyCLITests runs the
        // built binary where a user meets the behaviour; PackageShapeTests reads Sources/ and
        // ARCHITECTURE.md to hold the targets to their shape.
        .testTarget(
            name: "JournalFormatTests",
            dependencies: ["JournalFormat", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "JournalStorageTests", dependencies: ["JournalStorage", "JournalFormat", "TestSupport"]),
        .testTarget(
            name: "SmartListsTests",
            dependencies: ["SmartLists", "TextLines", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ImportExportTests", dependencies: ["ImportExport"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "TestSupport"]),
        .testTarget(
            name: "JournalLanguageServerTests",
            dependencies: ["JournalLanguageServer", "LanguageServer", "TestSupport"]),
        .testTarget(name: "TextLinesTests", dependencies: ["TextLines", "TestSupport"]),
        .testTarget(name: "NightlySettingsTests", dependencies: ["NightlySettings", "JournalFormat", "TestSupport"]),
        .testTarget(
            name: "JournalGitTests", dependencies: ["JournalGit", "SystemCalls", "NightlySettings", "JournalFormat"]),
        .testTarget(
            name: "JournalReportsTests",
            dependencies: ["JournalReports", "NightlySettings", "JournalFormat", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "JournalChangesTests", dependencies: ["JournalChanges", "JournalFormat", "JournalGit"]),
        .testTarget(
            name: "NightlyCoreTests",
            dependencies: ["NightlyCore", "SystemCalls", "NightlySettings", "JournalFormat", "JournalChanges"]),
        .testTarget(name: "PackageShapeTests"),
        // ZIPFoundation writes the Day One zips the import tests take apart; JournalGit's
        // ChangeIntent writes the intent logs of killed changes the recovery tests start from.
        .testTarget(
            name: "NightlyCLITests",
            dependencies: [
                "JournalFormat", "JournalGit", "JournalReports",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Golden", "Fixtures"]),
        // Benchmarks are executables, run by hand or by scripts/bench-*; never timed in tests.
        .executableTarget(
            name: "smartlists-bench",
            dependencies: ["SmartLists"],
            path: "Benchmarks/SmartListsBenchmark"
        ),
        .executableTarget(name: "lsp-bench", path: "Benchmarks/LanguageServerBenchmark"),
    ]
)
