// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "nightly",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "nightly", targets: ["nightly"]),
        .library(name: "JournalFormat", targets: ["JournalFormat"]),
        .library(name: "SmartLists", targets: ["SmartLists"]),
        .library(name: "NightlyCore", targets: ["NightlyCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
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
        // journal's parser and the language server's documents, which know nothing of each other.
        .target(name: "TextLines"),
        .target(name: "JournalFormat", dependencies: ["CCmarkGFM", "TextLines"]),
        .target(name: "SmartLists"),
        .target(
            name: "NightlyCore",
            dependencies: ["JournalFormat", "SmartLists"]
        ),
        // The language server: the protocol layer (framing, JSON-RPC, documents) knows nothing
        // of journals; the journal's features stand on it, one file per request.
        .target(name: "LanguageServer", dependencies: ["TextLines"]),
        .target(
            name: "JournalLanguageServer",
            dependencies: ["LanguageServer", "NightlyCore", "JournalFormat", "SmartLists"]
        ),
        // Moving in and out: the jrnl and Day One importers, the JSON and HTML exporters.
        .target(name: "ImportExport", dependencies: ["JournalFormat", "NightlyCore"]),
        .executableTarget(
            name: "nightly",
            dependencies: [
                "NightlyCore", "JournalFormat", "SmartLists", "ImportExport", "JournalLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds on Linux carry Swift's runtime and Foundation inside the binary:
            // start-up loads 8 shared objects instead of 22 (docs/performance.md, start-up).
            // Compiling with the flag too makes the objects name the static libraries they need
            // (ICU's). Apple platforms have no static standard library, and need none.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(
            name: "JournalFormatTests",
            dependencies: ["JournalFormat"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SmartListsTests",
            dependencies: ["SmartLists"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ImportExportTests", dependencies: ["ImportExport"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer"]),
        .testTarget(name: "TextLinesTests", dependencies: ["TextLines"]),
        .testTarget(name: "NightlyCoreTests", dependencies: ["NightlyCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "NightlyCLITests", dependencies: ["JournalFormat"], exclude: ["Golden", "Fixtures"]),
        // Benchmarks are executables, run by hand or by scripts/bench-*; never timed in tests.
        .executableTarget(
            name: "smartlists-bench",
            dependencies: ["SmartLists"],
            path: "Benchmarks/SmartListsBenchmark"
        ),
        .executableTarget(name: "lsp-bench", path: "Benchmarks/LanguageServerBenchmark"),
    ]
)
