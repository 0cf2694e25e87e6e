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
        #expect(printed.contains("targets (issue 8)"))

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
