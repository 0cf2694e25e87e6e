import ArgumentParser
import Foundation
import RepoGenerator

/// `sbdb-bench`: times the `sbdb` binary on the shared corpus and on generated repositories.
struct SBDBBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sbdb-bench",
        abstract: "Benchmarks sbdb on ../shared/corpus and on generated repositories; measures its precision on real apps.",
        subcommands: [RunBench.self, GenerateRepo.self, PrecisionCommand.self],
        defaultSubcommand: RunBench.self)
}

/// Measures everything and prints a table; writes JSON for comparison between commits.
struct RunBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Generates the inputs, times sbdb on them, prints a table and writes results.json.")

    @Option(help: "The sbdb binary to time (default: the one next to this program).")
    var sbdb: String?

    @Option(help: "Scales of the generated repository; 1 is 200 storyboards, 2,000 xibs, 10,000 Swift files.")
    var scales = "1,4,16"

    @Option(help: "Runs of each measurement.")
    var runs = 5

    @Option(help: "A tree of real IB files to time as well (default: ../shared/corpus when present).")
    var corpus: String?

    @Flag(help: "Leave the corpus out.")
    var noCorpus = false

    @Option(help: "A folder of whole apps: times their IB files together and the largest app whole (default: ../shared/apps when present).")
    var apps: String?

    @Flag(help: "Leave the real apps out.")
    var noApps = false

    @Option(help: "Where generated repositories, databases and results.json go.")
    var out = "bench-out"

    @Option(help: "Seed of the generated repositories.")
    var seed: UInt64 = 1

    @Flag(help: "A tiny repository, one run, no corpus: checks that the benchmark works, not how fast sbdb is.")
    var smoke = false

    func run() throws {
        let sbdb = self.sbdb ?? Self.siblingSBDB()
        guard FileManager.default.isExecutableFile(atPath: sbdb) else { throw BenchError.noSBDB(sbdb) }
        let out = URL(fileURLWithPath: self.out).standardizedFileURL.path
        let databases = "\(out)/databases"
        try FileManager.default.createDirectory(atPath: databases, withIntermediateDirectories: true)
        let log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let runs = smoke ? 1 : max(1, self.runs)
        var results: [InputResult] = []

        let corpus = noCorpus || smoke && self.corpus == nil ? nil : self.corpus ?? Self.defaultCorpus()
        if let corpus {
            results.append(
                try InputBench(
                    name: "corpus", scale: nil, root: corpus, sbdb: sbdb, runs: runs, databases: databases, log: log
                ).run())
        }
        let apps = noApps || smoke && self.apps == nil ? nil : self.apps ?? RealAppInputs.defaultApps()
        if let apps {
            let inputs = RealAppInputs(apps: apps, out: out, log: log)
            results.append(
                try InputBench(
                    name: "apps-ib", scale: nil, root: try inputs.ibTree(), sbdb: sbdb, runs: runs, databases: databases, log: log
                ).run())
            if let (name, root) = try inputs.largestApp() {
                results.append(
                    try InputBench(
                        name: "app-\(name)", scale: nil, root: root, sbdb: sbdb, runs: runs, databases: databases, log: log
                    ).run())
            }
        }
        let shapes: [(String, Double, RepoShape)] =
            smoke
            ? [("tiny", 0, .tiny)]
            : try scaleList().map { ("x\(Table.number($0))", $0, RepoShape.unit.scaled(by: $0)) }
        for (name, scale, shape) in shapes {
            let root = "\(out)/repos/\(name)"
            try GenerateRepo.generateIfNeeded(shape: shape, seed: seed, root: root, log: log)
            results.append(
                try InputBench(
                    name: name, scale: smoke ? nil : scale, root: root, sbdb: sbdb, runs: runs, databases: databases, log: log
                ).run())
        }
        let report = BenchReport(
            date: ISO8601DateFormatter().string(from: Date()), cores: ProcessInfo.processInfo.activeProcessorCount,
            runs: runs, sbdb: sbdb, inputs: results)
        print(Table(report: report).render())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: "\(out)/results.json"))
        log("wrote \(out)/results.json")
    }

    private func scaleList() throws -> [Double] {
        try scales.split(separator: ",").map {
            guard let value = Double($0.trimmingCharacters(in: .whitespaces)), value > 0 else {
                throw BenchError.badScale(String($0))
            }
            return value
        }
    }

    static func siblingSBDB() -> String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("sbdb").path
    }

    static func defaultCorpus() -> String? {
        let candidate = URL(fileURLWithPath: "../shared/corpus").standardizedFileURL.path
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
}

/// Writes one generated repository.
struct GenerateRepo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate", abstract: "Writes a synthetic repository (storyboards, xibs, Swift, Objective-C, Info.plists).")

    @Argument(help: "The folder to write into.")
    var directory: String

    @Option(help: "Scale; 1 is 200 storyboards, 2,000 xibs, 10,000 Swift files and 250 Objective-C classes.")
    var scale = 1.0

    @Option(help: "Seed; the same seed and scale give the same files.")
    var seed: UInt64 = 1

    @Flag(help: "Print every planted link (source|mechanism|target|identifier|problem) on stdout.")
    var links = false

    func run() throws {
        let repository = try RepoGenerator(shape: RepoShape.unit.scaled(by: scale), seed: seed)
            .write(to: URL(fileURLWithPath: directory))
        let summary = repository.files.sorted { $0.key < $1.key }
            .map { "\($0.value) \($0.key) (\(repository.bytes[$0.key, default: 0] / 1024) KiB)" }
        FileHandle.standardError.write(Data("wrote \(directory): \(summary.joined(separator: ", "))\n".utf8))
        if links { for link in repository.plan.links { print(link) } }
    }

    /// Writes the repository unless `root` already holds the one this shape and seed give.
    static func generateIfNeeded(shape: RepoShape, seed: UInt64, root: String, log: (String) -> Void) throws {
        let stamp = "\(root)/.bench-shape"
        let expected = "\(shape.storyboards) \(shape.xibs) \(shape.swiftFiles) \(shape.objectiveCClasses) seed \(seed) v1"
        if (try? String(contentsOfFile: stamp, encoding: .utf8)) == expected { return }
        try? FileManager.default.removeItem(atPath: root)
        let started = Date()
        let repository = try RepoGenerator(shape: shape, seed: seed).write(to: URL(fileURLWithPath: root))
        try expected.write(toFile: stamp, atomically: true, encoding: .utf8)
        log("generated \(root): \(repository.totalFiles) files in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }
}
