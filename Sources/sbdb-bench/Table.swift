import Foundation

/// The plain-text report: one block of medians and spreads per input, then the targets.
struct Table {
    let report: BenchReport

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static let order = [
        "full-index", "ib-full-index", "swift-full-index", "no-op", "one-ib-changed", "one-ib-changed --only",
        "one-swift-changed", "one-swift-changed --only", "one-swift-changed, watch running",
        "hundred-changed", "xmllint-stream",
    ]

    func render() -> String {
        var lines = ["sbdb benchmark, \(report.date), \(report.cores) cores, \(report.runs) runs per measurement (median, min–max)"]
        for input in report.inputs {
            lines.append("")
            lines.append(
                "\(input.name): \(input.files) files; \(input.ibFiles) IB files (\(input.ibBytes / 1024) KiB), "
                    + "\(input.swiftFiles) Swift files (\(input.swiftBytes / 1024) KiB)")
            let keys =
                Self.order.filter { input.measurements[$0] != nil }
                + input.measurements.keys.filter { !Self.order.contains($0) }.sorted()
            for key in keys {
                let samples = input.measurements[key]!
                var line =
                    pad(key, 34) + pad(Self.milliseconds(samples.median), 12, left: true)
                    + "   (\(Self.milliseconds(samples.minimum))–\(Self.milliseconds(samples.maximum)))"
                if key.hasSuffix("index") { line += String(format: "   peak %.0f MB", Double(samples.peakBytes) / 1_048_576) }
                lines.append("  " + line)
            }
            for (key, reason) in input.skipped.sorted(by: { $0.key < $1.key }) {
                lines.append("  " + pad(key, 34) + "   skipped: \(reason)")
            }
            if let phases = input.phases, !phases.isEmpty {
                let order = ["open", "walk", "load", "read+write", "bookkeeping", "links", "commit"]
                let names = order.filter { phases[$0] != nil } + phases.keys.filter { !order.contains($0) }.sorted()
                lines.append(
                    "  phases of one full index: "
                        + names.map { "\($0) \(Self.milliseconds(phases[$0]!))" }.joined(separator: ", "))
            }
            for kind in input.kinds ?? [] {
                lines.append(
                    "    " + pad(kind.kind, 16) + pad("\(kind.files) files", 13) + "read+parse (all cores) "
                        + pad(Self.milliseconds(kind.readSeconds), 11, left: true) + "   write "
                        + pad(Self.milliseconds(kind.writeSeconds), 10, left: true))
            }
        }
        lines.append("")
        lines.append("targets (issues 8 and 24)")
        for target in report.targets {
            let verdict = target.met.map { $0 ? "met" : "NOT MET" } ?? "not measured"
            lines.append("  " + pad(verdict, 9) + pad(target.target, 66) + pad(target.input, 24) + target.measured)
        }
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(1, width - text.count))
        return left ? padding + text : text + padding
    }
}
