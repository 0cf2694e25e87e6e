// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "sbdb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sbdb", targets: ["sbdb"]),
        .executable(name: "sbdb-bench", targets: ["sbdb-bench"]),
        .library(name: "SBDBKit", targets: ["Diagnostics", "SBDBCore", "SBDBStore", "SBDBLinks", "SBDBIndexing", "SBDBWatch", "SBDBReports", "SBDBReporting"]),
        .library(name: "IBParsing", targets: ["IBParsing"]),
        .plugin(name: "SBDBCommand", targets: ["SBDBCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .executableTarget(name: "sbdb", dependencies: ["SBDBCommands"]),
        // `swift package sbdb …` for package-based apps (docs/xcode.md).
        .plugin(
            name: "SBDBCommand",
            capability: .command(
                intent: .custom(verb: "sbdb", description: "Index the package's IB files and run sbdb's reports"),
                permissions: []),
            dependencies: ["sbdb"]),
        .target(
            name: "SBDBCommands",
            dependencies: [
                "Diagnostics", "SBDBCore", "SBDBStore", "SBDBLinks", "SBDBIndexing", "SBDBWatch", "SBDBReports", "SBDBReporting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The library (the SBDBKit product), in layers; each imports only those below it, and the
        // compiler holds it to that (docs/architecture.md). Its clients name the layers they
        // use: an umbrella module re-exporting them hid their changes from SwiftPM's rebuilds.
        // Reports: queries, output formats, report bundles and history. Reads the database.
        .target(
            name: "SBDBReports",
            dependencies: ["SBDBLinks", "SBDBStore", "SBDBCore", "CSystemCalls", .product(name: "GRDB", package: "GRDB.swift")]),
        // Reporting: report bundles, the morning page, history and baselines, over the reports.
        .target(
            name: "SBDBReporting",
            dependencies: ["SBDBReports", "SBDBLinks", "SBDBStore", "SBDBCore", "CSystemCalls", .product(name: "GRDB", package: "GRDB.swift")]),
        // System calls Swift cannot reach portably: swapping two paths in one step.
        .target(name: "CSystemCalls"),
        // Keeps a database current: file events, debouncing, path runs of the indexer.
        .target(name: "SBDBWatch", dependencies: ["SBDBIndexing", "SBDBStore", "SBDBCore"]),
        // The walk, the one pipeline of every run, and one indexer per kind of file.
        .target(
            name: "SBDBIndexing",
            dependencies: [
                "SBDBLinks", "SBDBStore", "SBDBCore", "Diagnostics", "IBParsing", "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "ProjectParsing",
                "ResourceParsing", "CCrashGuard", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        // A signal handler that names the file a crashing read was reading (`ReadGuard`): C,
        // because a handler may only call async-signal-safe functions.
        .target(name: "CCrashGuard"),
        // Links, derived from the stored rows in SQL: includes, depths, code links, project membership.
        .target(
            name: "SBDBLinks",
            dependencies: [
                "SBDBConditions", "SBDBStore", "SBDBCore", "SourceParsing", "ProjectParsing", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        // Compilation conditions: which targets compile the code under an `#if`, from their
        // platforms, build settings and the repository's macros.
        .target(
            name: "SBDBConditions",
            dependencies: ["SBDBStore", "SourceParsing", "ProjectParsing", .product(name: "GRDB", package: "GRDB.swift")]),
        // SQLite: the store, migrations and the image of a new database, the tables' contracts.
        .target(
            name: "SBDBStore",
            dependencies: [
                "SBDBCore", "Diagnostics", "CSQLiteTuning",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            plugins: ["EmbedSQL"]),
        // What every layer shares: kinds and naming of files, the writer's lock, configuration,
        // threads and small utilities.
        .target(name: "SBDBCore", dependencies: ["Diagnostics", .product(name: "Yams", package: "Yams")]),
        // A problem found in a file or by the walk, for every kind of file.
        .target(name: "Diagnostics"),
        .target(name: "IBParsing", dependencies: ["Diagnostics", "CLibXML2"]),
        // Xcode projects, .xcconfig files and the settings they give: pure, no database.
        .target(name: "ProjectParsing"),
        // Asset catalogs, fonts, strings tables and string catalogs: pure, no database, no Foundation.
        .target(name: "ResourceParsing"),
        // What a source file holds (SourceFacts), the same for Swift and Objective-C: pure.
        .target(name: "SourceParsing"),
        // Swift files and Package.swift, through swift-syntax.
        .target(
            name: "SwiftSourceParsing",
            dependencies: [
                "SourceParsing",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // Objective-C and C files, through a lexer of our own.
        .target(name: "ObjCSourceParsing", dependencies: ["SourceParsing"]),
        // sqlite3_config, which Swift cannot call (variadic), through an inline function.
        .systemLibrary(
            name: "CSQLiteTuning",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // Schema/*.sql and Queries/*.sql are the single source of truth; this plugin
        // compiles them into SBDBStore so an installed binary needs no source tree, with the image
        // of a new database built from them (SQLite, at build time).
        .executableTarget(name: "EmbedSQLTool", dependencies: ["CSQLiteTuning"], path: "Sources/EmbedSQLTool"),
        .plugin(name: "EmbedSQL", capability: .buildTool(), dependencies: ["EmbedSQLTool"]),
        // The benchmark (Benchmarks/README.md): a generator of synthetic repositories and a driver
        // that times the release `sbdb` binary on them.
        .target(name: "RepoGenerator"),
        // Reviewed findings on real apps (Tests/RealApps): reading, matching and precision figures,
        // shared by the real-app suite and `sbdb-bench precision`.
        .target(name: "RealAppReview", dependencies: ["SBDBReports", "SBDBReporting"]),
        .executableTarget(
            name: "sbdb-bench",
            dependencies: [
                "RepoGenerator", "RealAppReview", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "SBDBTestSupport",
            dependencies: [
                "Diagnostics", "SBDBCore", "SBDBStore", "SBDBLinks", "SBDBIndexing", "SBDBWatch", "SBDBReports", "SBDBReporting",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/SBDBTestSupport"),
        .testTarget(name: "IBParsingTests", dependencies: ["IBParsing", "Diagnostics"]),
        .testTarget(name: "ResourceParsingTests", dependencies: ["ResourceParsing", "SBDBTestSupport"]),
        .testTarget(
            name: "SourceParsingTests",
            dependencies: [
                "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "SBDBTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "SBDBKitTests",
            dependencies: [
                "Diagnostics", "SBDBCore", "SBDBStore", "SBDBConditions", "SBDBLinks", "SBDBIndexing", "SBDBWatch", "SBDBReports", "SBDBReporting",
                "ProjectParsing", "SBDBTestSupport",
                "RepoGenerator", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "SBDBCommandsTests",
            dependencies: [
                "SBDBCommands", "Diagnostics", "SBDBCore", "SBDBStore", "SBDBLinks", "SBDBIndexing", "SBDBWatch", "SBDBReports", "SBDBReporting",
                "SBDBTestSupport", "sbdb",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "RealAppTests",
            dependencies: ["RealAppReview", "SBDBTestSupport", "sbdb"]),
        .testTarget(
            name: "RepoGeneratorTests",
            dependencies: [
                "RepoGenerator", "Diagnostics", "SBDBCore", "SBDBStore", "SBDBLinks", "SBDBIndexing", "SBDBWatch", "SBDBReports", "SBDBReporting",
                "SourceParsing",
                "SBDBTestSupport", "sbdb", "sbdb-bench",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
    ]
)

// Fuzz/run.sh sets SBDB_FUZZ=1 to add the libFuzzer target and instrument the parsers it
// drives; ordinary builds and tests never see it. (Flags are set per target, not with
// -Xswiftc, which would also reach the EmbedSQL plugin's tool.)
if Context.environment["SBDB_FUZZ"] != nil {
    let sanitizers = ["-sanitize=fuzzer,address"]
    for target in package.targets
    where ["IBParsing", "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "ProjectParsing", "ResourceParsing"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(sanitizers)]
    }
    package.targets.append(
        .executableTarget(
            name: "sbdb-fuzz", dependencies: ["IBParsing", "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "ProjectParsing", "ResourceParsing"],
            path: "Fuzz/Sources",
            swiftSettings: [.unsafeFlags(["-parse-as-library"] + sanitizers)],
            linkerSettings: [.unsafeFlags(sanitizers + ["-use-ld=lld"])]))
}
