import Foundation
import SBDBTestSupport
import Testing

/// `sbdb-bench --smoke` works end to end: it measures every scenario on a tiny generated
/// repository, prints the table and writes results.json. It says nothing about speed.
@Suite struct BenchSmokeTests {
    @Test func smokeModeMeasuresEveryScenarioAndWritesJSON() throws {
        let out = try TemporaryDirectory()
        let bench = Fixtures.sbdbExecutable.deletingLastPathComponent().appendingPathComponent("sbdb-bench")
        let process = Process()
        process.executableURL = bench
        process.arguments = ["--smoke", "--out", out.path, "--sbdb", Fixtures.sbdbExecutable.path]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.contains("tiny: "))
        #expect(printed.contains("targets (issues 8 and 24)"))

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.file("results.json"))) as? [String: Any]
        let inputs = try #require(json?["inputs"] as? [[String: Any]])
        #expect(inputs.count == 1)
        let measurements = try #require(inputs.first?["measurements"] as? [String: Any])
        for key in [
            "full-index", "ib-full-index", "swift-full-index", "no-op", "one-ib-changed", "one-ib-changed --only",
            "one-swift-changed", "one-swift-changed --only", "hundred-changed",
        ] {
            let samples = try #require(measurements[key] as? [String: Any], "no \(key) in results.json")
            #expect((samples["seconds"] as? [Double])?.count == 1)
        }
        let reports = measurements.keys.filter { $0.hasPrefix("report ") }
        #expect(Set(reports) == Set(ReportNames.builtIn.map { "report \($0)" }))
        #expect(json?["targets"] is [[String: Any]])
        // One more full index with --timings: its phases and its work by kind.
        let phases = try #require(inputs.first?["phases"] as? [String: Double])
        #expect(Set(phases.keys).isSuperset(of: ["open", "walk", "read+write", "links", "commit"]))
        let kinds = try #require(inputs.first?["kinds"] as? [[String: Any]])
        #expect(Set(kinds.compactMap { $0["kind"] as? String }).isSuperset(of: ["storyboard", "xib", "swift"]))
    }

    /// `--apps DIR`: every app's IB files together (`apps-ib`, timed against xmllint) and the app
    /// with the most files whole (`app-NAME`), with the issue-24 targets; the apps are copied,
    /// never edited in place.
    @Test func realAppsAreTheirIBFilesTogetherAndTheLargestAppWhole() throws {
        let apps = try TemporaryDirectory()
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"><objects/></document>
            """
        try apps.write("Small/Small/Card.xib", xib)
        try apps.write("Small/Small/Card.swift", "final class Card {}\n")
        try apps.write("Large/App/Row.xib", xib)
        try apps.write("Large/App/Cell.xib", xib)
        try apps.write("Large/App/Row.swift", "final class Row {}\n")
        try apps.write("Large/App/Assets.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        let before = try String(contentsOf: apps.file("Large/App/Row.xib"), encoding: .utf8)

        let out = try TemporaryDirectory()
        let bench = Fixtures.sbdbExecutable.deletingLastPathComponent().appendingPathComponent("sbdb-bench")
        let process = Process()
        process.executableURL = bench
        process.arguments = ["--smoke", "--apps", apps.path, "--out", out.path, "--sbdb", Fixtures.sbdbExecutable.path]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.file("results.json"))) as? [String: Any]
        let inputs = try #require(json?["inputs"] as? [[String: Any]])
        #expect(inputs.compactMap { $0["name"] as? String } == ["apps-ib", "app-Large", "tiny"])
        #expect(inputs.first?["ibFiles"] as? Int == 3)
        #expect(inputs.first?["files"] as? Int == 3)
        #expect(inputs[1]["files"] as? Int == 4)
        let kinds = try #require(inputs[1]["kinds"] as? [[String: Any]])
        #expect(Set(kinds.compactMap { $0["kind"] as? String }) == ["xib", "swift", "asset"])
        let targets = try #require(json?["targets"] as? [[String: Any]])
        let named = targets.compactMap { $0["target"] as? String }
        #expect(named.contains("first index of the largest real app at most 1.0 s"))
        #expect(named.contains("no-op re-index of the largest real app at most 50 ms"))
        #expect(printed.contains("app-Large: 4 files"))
        #expect(printed.contains("phases of one full index: open"))
        // The changed-file runs edited the copy, not the app.
        #expect(try String(contentsOf: apps.file("Large/App/Row.xib"), encoding: .utf8) == before)
    }
}

/// The canned reports, from `Queries/` (the benchmark runs each).
enum ReportNames {
    static var builtIn: [String] {
        let queries = Fixtures.packageRoot.appendingPathComponent("Queries")
        return ((try? FileManager.default.contentsOfDirectory(atPath: queries.path)) ?? [])
            .filter { $0.hasSuffix(".sql") }.map { String($0.dropLast(4)) }
    }
}
