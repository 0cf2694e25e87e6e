import Foundation

/// Everything one benchmark run measured; `results.json` is this, encoded.
struct BenchReport: Encodable {
    var date: String
    var cores: Int
    var runs: Int
    var sbdb: String
    var inputs: [InputResult]
    var targets: [TargetResult] { Targets(inputs: inputs).evaluate() }

    enum CodingKeys: String, CodingKey { case date, cores, runs, sbdb, inputs, targets }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(cores, forKey: .cores)
        try container.encode(runs, forKey: .runs)
        try container.encode(sbdb, forKey: .sbdb)
        try container.encode(inputs, forKey: .inputs)
        try container.encode(targets, forKey: .targets)
    }
}

/// One of issue 8's targets: what was measured, on which input, and whether it is met.
struct TargetResult: Codable {
    var target: String
    var input: String
    var measured: String
    /// nil when the inputs needed were not measured.
    var met: Bool?
}

/// Issue 8's targets, checked against the measurements.
struct Targets {
    let inputs: [InputResult]

    private var generated: [InputResult] { inputs.filter { $0.scale != nil }.sorted { $0.scale! < $1.scale! } }
    /// The 1x repository (about 12,700 files), or the smallest generated one.
    private var unit: InputResult? { generated.first { $0.scale == 1 } ?? generated.first }
    private var largest: InputResult? { generated.last }

    func evaluate() -> [TargetResult] {
        var result: [TargetResult] = []
        for input in inputs {
            guard let sbdb = input.measurements["ib-full-index"]?.median,
                let xmllint = input.measurements["xmllint-stream"]?.median
            else { continue }
            result.append(
                TargetResult(
                    target: "full index of IB files no slower than xmllint --stream", input: input.name,
                    measured: String(format: "%.2fx xmllint", sbdb / xmllint) + " (\(Table.milliseconds(sbdb)) vs \(Table.milliseconds(xmllint)))",
                    met: sbdb <= xmllint))
        }
        // Issue 24: a whole real app, every kind of file.
        for input in inputs where input.name.hasPrefix("app-") {
            if let seconds = input.measurements["full-index"]?.median {
                result.append(
                    TargetResult(
                        target: "first index of the largest real app at most 1.0 s", input: input.name,
                        measured: Table.milliseconds(seconds) + " (\(input.files) files)", met: seconds <= 1.0))
            }
            if let seconds = input.measurements["no-op"]?.median {
                result.append(
                    TargetResult(
                        target: "no-op re-index of the largest real app at most 50 ms", input: input.name,
                        measured: Table.milliseconds(seconds), met: seconds <= 0.050))
            }
        }
        for input in generated {
            guard let seconds = input.measurements["swift-full-index"]?.median else { continue }
            let rate = Double(input.swiftBytes) / 1_048_576 / seconds
            result.append(
                TargetResult(
                    target: "Swift sources at least 15 MB/s", input: input.name,
                    measured: String(format: "%.1f MB/s (%.1f MB in ", rate, Double(input.swiftBytes) / 1_048_576) + Table.milliseconds(seconds) + ")",
                    met: rate >= 15))
        }
        if let unit, let noop = unit.measurements["no-op"]?.median {
            result.append(
                TargetResult(
                    target: "no-op re-index under 150 ms", input: "\(unit.name) (\(unit.files) files)",
                    measured: Table.milliseconds(noop), met: noop < 0.150))
        }
        for input in inputs {
            for key in Self.oneChanged {
                guard let seconds = input.measurements[key]?.median else { continue }
                let file = key.hasPrefix("one-ib") ? "IB" : "Swift"
                result.append(
                    TargetResult(
                        target: "one changed \(file) file under 50 ms" + (key.hasSuffix("--only") ? " (--only)" : ""),
                        input: input.name, measured: Table.milliseconds(seconds), met: seconds < 0.050))
            }
        }
        // Issue 39: with `sbdb watch` running, an index asks it instead of walking the tree.
        for input in generated {
            guard let seconds = input.measurements["one-swift-changed, watch running"]?.median else { continue }
            result.append(
                TargetResult(
                    target: "whole index after one Swift edit, sbdb watch running, at most 100 ms", input: input.name,
                    measured: Table.milliseconds(seconds), met: seconds <= 0.100))
        }
        if let largest {
            let reports = largest.measurements.filter { $0.key.hasPrefix("report ") }
            if let slowest = reports.max(by: { $0.value.median < $1.value.median }) {
                result.append(
                    TargetResult(
                        target: "every canned report under 100 ms", input: largest.name,
                        measured: "slowest \(slowest.key.dropFirst("report ".count)): \(Table.milliseconds(slowest.value.median))",
                        met: slowest.value.median < 0.100))
            }
            if let peak = largest.measurements["full-index"]?.peakBytes {
                let megabytes = Double(peak) / 1_048_576
                result.append(
                    TargetResult(
                        target: "peak memory under 150 MB", input: largest.name,
                        measured: String(format: "%.0f MB (full index)", megabytes), met: megabytes < 150))
            }
        }
        if let small = generated.first, let large = generated.last, small.name != large.name,
            let smallTime = small.measurements["full-index"]?.median, let largeTime = large.measurements["full-index"]?.median
        {
            let factor = large.scale! / small.scale!
            result.append(
                TargetResult(
                    target: "full index grows linearly (at most 17/16 of the size ratio)", input: "\(small.name) → \(large.name)",
                    measured: String(format: "%.1fx time for %.0fx size", largeTime / smallTime, factor),
                    met: largeTime / smallTime <= factor * 17 / 16))
            for key in Self.oneChanged {
                guard let smallChange = small.measurements[key]?.median, let largeChange = large.measurements[key]?.median else { continue }
                result.append(
                    TargetResult(
                        target: "\(key) grows with the change, not the repository (at most 2x)", input: "\(small.name) → \(large.name)",
                        measured: String(format: "%.1fx time for %.0fx size", largeChange / smallChange, factor),
                        met: largeChange / smallChange <= 2))
            }
        }
        return result
    }

    /// One changed file, re-indexed by a full walk and with `--only`.
    static let oneChanged = ["one-ib-changed", "one-ib-changed --only", "one-swift-changed", "one-swift-changed --only"]
}
