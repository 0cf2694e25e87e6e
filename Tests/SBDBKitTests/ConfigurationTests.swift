import Foundation
@testable import SBDBCore
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// `.sbdb.yml`: parsing, defaults, errors that name the file, and its effect on an index.
@Suite struct ConfigurationTests {
    @Test func missingFileMeansDefaults() throws {
        let scratch = try TemporaryDirectory()
        let configuration = try SBDBConfiguration.load(root: scratch.path)
        #expect(configuration == SBDBConfiguration())
        #expect(configuration.segueClasses == ["AAPLExternalStoryboardSegue"])
    }

    @Test func everyKeyIsRead() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write(
            ".sbdb.yml",
            """
            exclude: ["Tests/**"]
            vendored: External
            links:
              - mechanism: acme-embed
                class: ACMEEmbed
                name: embeddedStoryboard
                identifier: embeddedScene
              - class: ACMENib
                name: nibName
                target: nib
            segue_classes: [MySegue]
            colour: blue
            """)
        let configuration = try SBDBConfiguration.load(root: scratch.path)
        #expect(configuration.excludes == ["Tests/**"])
        #expect(configuration.vendored == ["External"])
        #expect(
            configuration.links == [
                .init(mechanism: "acme-embed", className: "ACMEEmbed", nameKeyPath: "embeddedStoryboard", identifierKeyPath: "embeddedScene"),
                .init(mechanism: "custom:ACMENib", className: "ACMENib", nameKeyPath: "nibName", targetIsNib: true),
            ])
        #expect(configuration.segueClasses == ["MySegue"])
        #expect(configuration.unknownKeys == ["colour"])
        #expect(configuration.source == scratch.file(".sbdb.yml").path)
    }

    @Test(arguments: [
        ("links: [{class: X}]", "links[0] needs at least 'class' and 'name'"),
        ("links: [{class: X, name: y, target: movie}]", "links[0].target must be storyboard or nib"),
        ("exclude: {a: b}", "'exclude' must be a list of strings"),
        ("- just\n- a list", "the top level must be a mapping"),
        ("links: [unclosed", "is not valid"),
    ])
    func invalidFilesAreErrorsNamingTheFile(yaml: String, expected: String) throws {
        let scratch = try TemporaryDirectory()
        try scratch.write(".sbdb.yml", yaml)
        do {
            _ = try SBDBConfiguration.load(root: scratch.path)
            Issue.record("accepted \(yaml)")
        } catch {
            #expect(error.localizedDescription.contains(expected))
            #expect(error.localizedDescription.contains(scratch.file(".sbdb.yml").path))
        }
    }

    @Test func explicitPathMustExist() throws {
        let scratch = try TemporaryDirectory()
        #expect(throws: ConfigurationError.unreadable(path: "/no/such/file.yml", reason: "no such file")) {
            try SBDBConfiguration.load(root: scratch.path, path: "/no/such/file.yml")
        }
    }

    @Test func excludesAndVendoredFoldersApplyToTheWalk() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        try tree.write(".sbdb.yml", "exclude: [\"App/Broken.xib\"]\nvendored: [Views]\n")
        var options = IndexOptions()
        options.configuration = try SBDBConfiguration.load(root: tree.path)
        let database = tree.file(".sbdb/index.sqlite").path
        let summary = try Indexer(store: try Store(path: database), root: tree.path, options: options).run()
        #expect(summary.failed == 0)
        #expect(
            try rows(database, "SELECT path FROM files WHERE vendored = 1 ORDER BY path") == [
                "App/Views/Card View.xib", "Pods/Lib/Spinner.xib",
            ])
    }
}

/// `max_source_bytes` (issue 22, item 11): a huge source file is recorded, named in a
/// diagnostic with the limit, and not parsed; the other files are indexed as usual.
/// An error about `.sbdb.yml` quotes the user's text only as printable, bounded text (issue 37):
/// terminal escapes reached the terminal, and a 500 KB line was echoed whole.
@Suite struct ConfigurationMessageTests {
    @Test func aQuotedLineIsEscapedAndCut() throws {
        let tree = try TemporaryDirectory()
        let line = "exclude: [\u{1B}]0;pwned\u{07}\u{1B}[2J" + String(repeating: "x", count: 500_000) + "\n"
        try tree.write(".sbdb.yml", "segue_classes: [A]\n" + line + "  : : [\n")
        do {
            _ = try SBDBConfiguration.load(root: tree.path)
            Issue.record("a malformed .sbdb.yml was accepted")
        } catch {
            let message = error.localizedDescription
            #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(message.debugDescription)")
            #expect(message.utf8.count < 4_000, "\(message.utf8.count) bytes")
        }
    }

    @Test func printableKeepsPlainTextAndCutsTheRest() {
        #expect(printable("a plain line\nand another") == "a plain line\nand another")
        #expect(printable("esc \u{1B}[31m") == "esc \\u{1B}[31m")
        #expect(printable(String(repeating: "y", count: 300)) == String(repeating: "y", count: 200) + "…")
        #expect(printable((1...20).map(String.init).joined(separator: "\n")).hasSuffix("8\n… (12 more lines)"))
    }
}

@Suite struct SourceSizeLimitTests {
    @Test func aSourceFileOverTheLimitIsNamedAndNotRead() throws {
        let tree = try TemporaryDirectory()
        try tree.write("App/Small.swift", "import UIKit\nlet nib = UINib(nibName: \"Card\", bundle: nil)\n")
        try tree.write(
            "App/Huge.swift",
            "let nib = UINib(nibName: \"Hidden\", bundle: nil)\nlet x = " + Array(repeating: "1", count: 2_000).joined(separator: " + ") + "\n")
        try tree.write(".sbdb.yml", "max_source_bytes: 1000\n")
        var options = IndexOptions()
        options.configuration = try SBDBConfiguration.load(root: tree.path)
        #expect(options.configuration.maxSourceBytes == 1000)
        let database = tree.file(".sbdb/index.sqlite").path
        let summary = try Indexer(store: try Store(path: database), root: tree.path, options: options).run()
        #expect(summary.failed == 0)
        #expect(summary.diagnostics.map(\.diagnostic.code) == ["source-too-large"])
        #expect(
            try rows(database, "SELECT files.path, code FROM diagnostics JOIN files ON files.id = diagnostics.file_id")
                == ["App/Huge.swift|source-too-large"])
        #expect(try rows(database, "SELECT value FROM code_references ORDER BY value") == ["Card"])
        #expect(try rows(database, "SELECT message FROM diagnostics").first?.contains("over the limit of 1000 bytes") == true)
    }

    @Test func theLimitMustBeAPositiveNumber() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write(".sbdb.yml", "max_source_bytes: big\n")
        #expect(throws: ConfigurationError.self) { try SBDBConfiguration.load(root: scratch.path) }
        #expect(SBDBConfiguration().maxSourceBytes == 8 * 1024 * 1024)
        #expect(SBDBConfiguration().yaml.contains("max_source_bytes: 8388608"))
    }
}

/// A YAML alias bomb (issue 22, item 1): nested aliases are refused before they expand, also
/// under a key sbdb does not know.
@Suite struct AliasBombTests {
    @Test func nestedAliasesAreRefusedAtOnce() throws {
        var text = "unknown_key:\n  a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            text += "  a\(level): &a\(level) [\(previous)]\n"
        }
        #expect(text.utf8.count < 1_000)
        let scratch = try TemporaryDirectory()
        try scratch.write(".sbdb.yml", text)
        // Refused, saying why (before the fix, loading it never returned: memory grew without bound).
        do {
            _ = try SBDBConfiguration.load(root: scratch.path)
            Issue.record("an alias bomb was accepted")
        } catch {
            #expect("\(error.localizedDescription)".contains("aliases"))
        }
        // A few aliases are fine.
        try scratch.write(".sbdb.yml", "exclude: &skip [\"Pods/**\"]\nvendored: *skip\n")
        #expect(try SBDBConfiguration.load(root: scratch.path).vendored == ["Pods/**"])
    }
}

@Suite struct ReportDefaultsConfigurationTests {
    let scratch: TemporaryDirectory
    var file: String { scratch.file(".sbdb.yml").path }

    init() throws { scratch = try TemporaryDirectory() }

    func parse(_ text: String) throws -> SBDBConfiguration {
        try scratch.write(".sbdb.yml", text)
        return try SBDBConfiguration.load(root: scratch.path)
    }
    @Test func reportDefaultsAreRead() throws {
        let configuration = try parse(
            """
            reports:
              format: csv
              output: build/report
              only: [unused-nibs, broken-includes]
              fail_on: broken-includes
              params: { name: Main, depth: 3 }
              colour: red
            """)
        #expect(configuration.reports.format == "csv")
        #expect(configuration.reports.output == "build/report")
        #expect(configuration.reports.only == ["unused-nibs", "broken-includes"])
        #expect(configuration.reports.failOn == ["broken-includes"])
        #expect(configuration.reports.parameters == ["name": "Main", "depth": "3"])
        #expect(configuration.unknownKeys == ["reports.colour"])
    }

    @Test func aBadFormatIsRefusedWithTheChoices() throws {
        #expect(
            throws: ConfigurationError.invalid(
                path: file, reason: "reports.format must be one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        ) {
            try parse("reports:\n  format: pdf\n")
        }
    }

    @Test func theEffectiveConfigurationReadsBackAsItself() throws {
        let text = """
            exclude: ["Tests/**"]
            links:
              - class: ACMEEmbed
                name: storyboard
                identifier: scene
            wrappers:
              - function: loadNib
                kind: nib
            reports:
              only: [unused-nibs]
              params: { name: Main }
            """
        let configuration = try parse(text)
        var again = try parse(configuration.yaml)
        again.source = configuration.source
        #expect(again == configuration)
        #expect(configuration.yaml.contains("segue_classes:\n- AAPLExternalStoryboardSegue\n"))
    }
}
