import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import Testing

/// The xcode, github and sarif formats, and the column convention they share (`Finding`).
@Suite struct LocatedFormatTests {
    static let context = OutputContext(report: "broken-includes", summary: "Links that do not resolve.", root: "/repo", baseDirectory: "/repo")

    @Test func sourcePathWinsOverTargetPathAndTheOtherCellsMakeTheMessage() {
        let result = QueryResult(
            columns: ["target", "target_path", "source", "source_path", "line", "problem"],
            rows: [[.text("Card"), .text("App/Card.xib"), .text("Main"), .text("App/Main.storyboard"), .integer(9), .text("missing-scene")]])
        let findings = Finding.findings(in: result, context: Self.context)
        #expect(
            findings == [
                Finding(
                    path: "/repo/App/Main.storyboard", line: 9, column: nil, level: .warning,
                    message: "target: Card; target_path: App/Card.xib; source: Main; problem: missing-scene", rule: "broken-includes")
            ])
    }

    @Test func messageSeverityAndColumnComeFromTheirColumns() {
        let result = QueryResult(
            columns: ["path", "line", "col", "severity", "code", "message"],
            rows: [
                [.text("A.xib"), .integer(5), .integer(1), .text("error"), .text("malformed-xml"), .text("not well-formed")],
                [.text("B.xib"), .text("12"), .null, .text("NOTE"), .text("legacy"), .text("old\nformat")],
                [.text("C.xib"), .integer(-3), .integer(4), .text("whatever"), .text("x"), .text("")],
            ])
        let findings = Finding.findings(in: result, context: OutputContext(root: "/r"))
        #expect(findings.map(\.level) == [.error, .note, .warning])
        #expect(findings.map(\.line) == [5, 12, nil])
        #expect(findings.map(\.column) == [1, nil, 4])
        #expect(findings.map(\.message) == ["not well-formed", "old format", "code: x"])
        #expect(findings.map(\.rule) == ["sql", "sql", "sql"])
    }

    @Test func xcodeLinesAreAbsoluteAndClickable() {
        let result = QueryResult(
            columns: ["class", "property", "path", "line"],
            rows: [
                [.text("CartViewController"), .text("total"), .text("Sources/Cart.swift"), .integer(14)],
                [.text("Ghost"), .text("x"), .text("../Outside.m"), .null],
            ])
        #expect(
            OutputFormat.xcode.render(result, context: Self.context) == """
                /repo/Sources/Cart.swift:14: warning: class: CartViewController; property: total [broken-includes]
                /Outside.m: warning: class: Ghost; property: x [broken-includes]

                """)
    }

    @Test func xcodeLinesEscapeControlCharactersSoANameCannotForgeALine() {
        let result = QueryResult(
            columns: ["nib", "path"],
            rows: [[.text("Evil\n/etc/x.swift:1: error: forged"), .text("App/Evil\n/etc/x.swift:1: error: forged.xib")]])
        let rendered = OutputFormat.xcode.render(result, context: Self.context)
        #expect(rendered.split(separator: "\n").count == 1)
        #expect(rendered.contains("Evil\\n/etc/x.swift"))
    }

    @Test func withoutAPathColumnXcodeAndGitHubPrintLocationlessDiagnostics() {
        let result = QueryResult(columns: ["class", "uses"], rows: [[.text("RatingView"), .integer(3)]])
        let context = OutputContext(report: "custom-classes", root: "/repo")
        #expect(OutputFormat.xcode.render(result, context: context) == "sbdb: warning: class: RatingView; uses: 3 [custom-classes]\n")
        #expect(OutputFormat.github.render(result, context: context) == "::warning title=custom-classes::class: RatingView; uses: 3\n")
        #expect(OutputFormat.xcode.render(QueryResult(columns: ["path"], rows: []), context: context) == "")
    }

    @Test func githubEscapesPropertiesAndDataAndNamesFilesRelativeToTheWorkspace() {
        let result = QueryResult(
            columns: ["path", "line", "col", "severity", "message"],
            rows: [
                [.text("App/a,b:c%.xib"), .integer(3), .integer(7), .text("error"), .text("50% done, see: here")],
                [.text("/other/X.xib"), .null, .null, .text("note"), .text("fine")],
            ])
        let context = OutputContext(report: "r", root: "/repo/ios", baseDirectory: "/repo")
        #expect(
            OutputFormat.github.render(result, context: context) == """
                ::error file=ios/App/a%2Cb%3Ac%25.xib,line=3,col=7,title=r::50%25 done, see: here
                ::notice file=/other/X.xib,title=r::fine

                """)
    }

    @Test func sarifIsAValidLogWithRulesResultsAndLocations() throws {
        let result = QueryResult(
            columns: ["source", "source_path", "line", "problem"],
            rows: [
                [.text("Main"), .text("App/Base.lproj/Main Copy.storyboard"), .integer(42), .text("missing-file")],
                [.text("Plist"), .null, .integer(3), .text("unconfigured")],
                [.text("Far"), .text("/far/away.xib"), .null, .text("ambiguous")],
            ])
        let log = try Self.decode(OutputFormat.sarif.render(result, context: Self.context))
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "sbdb")
        #expect(driver["version"] as? String == SBDBVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["broken-includes"])
        #expect((rules[0]["shortDescription"] as? [String: Any])?["text"] as? String == "Links that do not resolve.")
        let bases = try #require(runs[0]["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["SRCROOT"]?["uri"] == "file:///repo/")

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0["ruleId"] as? String == "broken-includes" && $0["level"] as? String == "warning" })
        #expect((results[0]["message"] as? [String: Any])?["text"] as? String == "source: Main; problem: missing-file")
        let physical = try #require(((results[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": "App/Base.lproj/Main%20Copy.storyboard", "uriBaseId": "SRCROOT"])
        #expect((physical["region"] as? [String: Int])?["startLine"] == 42)
        #expect(results[1]["locations"] == nil)
        let far = try #require(((results[2]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((far["artifactLocation"] as? [String: String]) == ["uri": "file:///far/away.xib"])
        #expect(far["region"] == nil)
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect(properties["line"] as? Int == 42)
        #expect(properties["source_path"] as? String == "App/Base.lproj/Main Copy.storyboard")
    }

    @Test func oneSarifLogHoldsSeveralReports() throws {
        let unused = QueryResult(columns: ["nib", "path"], rows: [[.text("Old"), .text("Old.xib")]])
        let broken = QueryResult(columns: ["source_path", "line"], rows: [[.text("Main.storyboard"), .integer(1)], [.text("B.xib"), .integer(2)]])
        let text = OutputFormat.sarifLog([
            (unused, OutputContext(report: "unused-nibs", summary: "Xibs that nothing reaches.", root: "/repo")),
            (broken, OutputContext(report: "broken-includes", summary: "Broken links.", root: "/repo")),
            (QueryResult(columns: ["path"], rows: []), OutputContext(report: "unused-storyboards", summary: "None.", root: "/repo")),
        ])
        let run = try #require((try Self.decode(text)["runs"] as? [[String: Any]])?.first)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["unused-nibs", "broken-includes", "unused-storyboards"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["unused-nibs", "broken-includes", "broken-includes"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 1])
    }

    @Test func sarifPathsStartAtTheWorkspaceWhenTheRootLiesInIt() throws {
        let result = QueryResult(columns: ["path", "line"], rows: [[.text("App/X.xib"), .integer(2)]])
        func base(root: String, workspace: String) throws -> (String?, String?) {
            let run = try #require(
                (try Self.decode(
                    OutputFormat.sarif.render(
                        result,
                        context: OutputContext(
                            report: "r", root: root, baseDirectory: workspace)))["runs"] as? [[String: Any]])?.first)
            let bases = run["originalUriBaseIds"] as? [String: [String: String]]
            let location = ((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first
            let artifact = (location?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
            return (bases?["SRCROOT"]?["uri"], artifact?["uri"])
        }
        #expect(try base(root: "/repo/ios", workspace: "/repo") == ("file:///repo/", "ios/App/X.xib"))
        #expect(try base(root: "/repo", workspace: "/repo") == ("file:///repo/", "App/X.xib"))
        #expect(try base(root: "/repo", workspace: "/elsewhere") == ("file:///repo/", "App/X.xib"))
        #expect(try base(root: "/repository", workspace: "/repo") == ("file:///repository/", "App/X.xib"))
    }

    static func decode(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
