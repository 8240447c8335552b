// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for nightly's libraries, kept out of the root package so that its
// `swift build` never builds them. Build and run them with scripts/fuzz (see Fuzz/README.md).
let package = Package(
    name: "nightly-fuzz",
    dependencies: [
        .package(name: "nightly", path: "..")
    ],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer",
                .product(name: "JournalFormat", package: "nightly"),
                .product(name: "SmartLists", package: "nightly"),
            ]
        ),
        .executableTarget(name: "fuzz-parse", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "fuzz-edit", dependencies: ["FuzzSupport", .product(name: "JournalFormat", package: "nightly")]),
        .executableTarget(
            name: "fuzz-smartlists", dependencies: ["FuzzSupport", .product(name: "SmartLists", package: "nightly")]),
        .executableTarget(name: "fuzz-merge", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-quick-readers", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "fuzz-config", dependencies: ["FuzzSupport", .product(name: "NightlySettings", package: "nightly")]),
        .executableTarget(
            name: "fuzz-dates",
            dependencies: [
                "FuzzSupport", .product(name: "JournalFormat", package: "nightly"),
                .product(name: "NightlySettings", package: "nightly"),
            ]),
        .executableTarget(
            name: "fuzz-lsp-journal",
            dependencies: [
                "FuzzSupport", .product(name: "JournalFormat", package: "nightly"),
                .product(name: "LanguageServer", package: "nightly"),
                .product(name: "JournalLanguageServer", package: "nightly"),
            ]),
        .executableTarget(
            name: "fuzz-lsp",
            dependencies: [
                "FuzzSupport", .product(name: "LanguageServer", package: "nightly"),
                .product(name: "JournalLanguageServer", package: "nightly"),
            ]),
    ]
)
