import Foundation
import SBDBCore

/// SARIF 2.1.0, the static-analysis interchange format that GitHub code scanning, Azure DevOps and
/// IDE viewers read: one run of the `sbdb` tool with one rule per report (its summary as the
/// description) and one result per row (see `Finding`). Paths are relative URIs against the
/// `SRCROOT` base, which `originalUriBaseIds` anchors at the workspace (`baseDirectory`) when the
/// indexed root lies in it, else at the root: code scanning wants paths from the repository's top.
/// Rows without a path give results without `locations`, valid SARIF that GitHub does not show.
struct SARIFFormatter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBase = "SRCROOT"

    /// One run holding every report in `reports`, in order; the first context's root anchors paths.
    func render(_ reports: [(result: QueryResult, context: OutputContext)]) -> String {
        var ruleIDs: [String] = []
        var rules: [JSONValue] = []
        var results: [JSONValue] = []
        let root = reports.first.flatMap { Self.base(root: $0.context.root, workspace: $0.context.baseDirectory) }
        for (result, context) in reports {
            if !ruleIDs.contains(context.ruleID) {
                ruleIDs.append(context.ruleID)
                rules.append(rule(context))
            }
            let ruleIndex = ruleIDs.firstIndex(of: context.ruleID)!
            for (finding, row) in zip(Finding.findings(in: result, context: context), result.rows) {
                results.append(
                    self.result(
                        finding, ruleIndex: ruleIndex, root: root, columns: result.columns, row: row,
                        fingerprint: Self.fingerprint(rule: context.ruleID, keys: context.keyColumns, columns: result.columns, row: row)))
            }
        }
        return Self.document(rules: rules, root: root, results: results).pretty()
    }

    /// The log around `results`: one run of sbdb with `rules`, paths anchored at `root`.
    static func document(rules: [JSONValue], root: String?, results: [JSONValue]) -> JSONValue {
        var run: [(String, JSONValue)] = [
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("sbdb")),
                            ("version", .string(SBDBVersion.current)),
                            ("semanticVersion", .string(SBDBVersion.current)),
                            ("rules", .array(rules)),
                        ])
                    )
                ])
            )
        ]
        if let root {
            run.append(("originalUriBaseIds", .object([(Self.rootBase, .object([("uri", .string(Self.uri(directory: root)))]))])))
        }
        run.append(("results", .array(results)))
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    /// The workspace when the root lies in it (or is it), else the root.
    static func base(root: String?, workspace: String?) -> String? {
        guard let root, let workspace else { return root }
        return root == workspace || root.hasPrefix(workspace.hasSuffix("/") ? workspace : workspace + "/") ? workspace : root
    }

    func rule(_ context: OutputContext) -> JSONValue {
        let description =
            context.summary.flatMap { $0.isEmpty ? nil : $0 }
            ?? (context.report == nil ? "A row of an SQL query run with sbdb query --sql." : "A row of the sbdb report \(context.ruleID).")
        return .object([
            ("id", .string(context.ruleID)),
            ("shortDescription", .object([("text", .string(description))])),
            ("defaultConfiguration", .object([("level", .string("warning"))])),
        ])
    }

    /// What code scanning matches a result by across runs: a hash of the rule and the row's key
    /// cells (the report's `-- key:` columns, else every column but its line and column), so a
    /// finding keeps its identity when its line moves or a count changes.
    static func fingerprint(rule: String, keys: [String], columns: [String], row: [QueryValue]) -> String {
        let chosen = keys.isEmpty ? columns.filter { !["line", "col", "column"].contains($0) } : keys
        var text = rule
        for (column, value) in zip(columns, row) where chosen.contains(column) {
            text += "\u{0}" + column + "=" + (value == .null ? "" : value.text)
        }
        return Array(text.utf8).withUnsafeBytes { ContentHash.hex($0) }
    }

    static let fingerprintName = "sbdbFindingKey/v1"

    func result(
        _ finding: Finding, ruleIndex: Int, root: String?, columns: [String], row: [QueryValue], fingerprint: String
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.rule)),
            ("ruleIndex", .integer(Int64(ruleIndex))),
            ("level", .string(finding.level.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
        ]
        if let path = finding.path {
            var artifact: [(String, JSONValue)]
            let relative = Finding.relative(path, to: root)
            if relative != path || !path.hasPrefix("/") {
                artifact = [("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string(Self.rootBase))]
            } else {
                artifact = [("uri", .string("file://" + Self.percentEncoded(path)))]
            }
            var physical: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
            if let line = finding.line {
                var region: [(String, JSONValue)] = [("startLine", .integer(Int64(line)))]
                if let column = finding.column { region.append(("startColumn", .integer(Int64(column)))) }
                physical.append(("region", .object(region)))
            }
            members.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
        }
        members.append(("partialFingerprints", .object([(Self.fingerprintName, .string(fingerprint))])))
        // Every cell, typed, so dashboards can filter on the report's own columns.
        members.append(("properties", .object(zip(columns, row).map { ($0.0, JSONValue($0.1)) })))
        return .object(members)
    }

    /// A path as a URI reference: `/` kept, everything outside RFC 3986's unreserved set escaped.
    static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriCharacters) ?? path
    }

    private static let uriCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")

    private static func uri(directory: String) -> String {
        "file://" + percentEncoded(directory.hasSuffix("/") ? directory : directory + "/")
    }
}

extension OutputFormat {
    /// Several reports as one SARIF log (one run, one rule per report), for bundles that upload
    /// every report at once.
    public static func sarifLog(_ reports: [(result: QueryResult, context: OutputContext)]) -> String {
        SARIFFormatter().render(reports)
    }
}
