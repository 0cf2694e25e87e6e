/// The formats CI tools for iOS teams read, each built from the rows as findings (`Finding`):
/// Checkstyle XML (Jenkins' Warnings plugin, Danger, IBLinter users), GitLab Code Quality JSON
/// (the Code Climate issue format) and JUnit XML (any test-report viewer: one test case per
/// report, one failure per row). Paths are relative to the workspace, as `sarif` writes them.
struct CheckstyleFormatter {
    func render(_ result: QueryResult, context: OutputContext) -> String {
        let base = SARIFFormatter.base(root: context.root, workspace: context.baseDirectory)
        var files: [String] = []
        var errors: [String: [String]] = [:]
        for finding in Finding.findings(in: result, context: context) {
            let file = finding.path.map { Finding.relative($0, to: base) } ?? ""
            if errors[file] == nil { files.append(file) }
            var attributes = ""
            if let line = finding.line { attributes += " line=\"\(line)\"" }
            if let column = finding.column { attributes += " column=\"\(column)\"" }
            let severity = finding.level == .note ? "info" : finding.level.rawValue
            errors[file, default: []].append(
                "    <error\(attributes) severity=\"\(severity)\" message=\"\(XMLText.escape(finding.message))\" source=\"sbdb.\(XMLText.escape(finding.rule))\"/>")
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        for file in files {
            lines.append("  <file name=\"\(XMLText.escape(file))\">")
            lines += errors[file] ?? []
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// GitLab Code Quality: a JSON array of Code Climate issues, each with a `fingerprint` (the
/// SARIF one: the rule and the report's key columns) so GitLab tells new findings from old.
struct CodeClimateFormatter {
    func render(_ result: QueryResult, context: OutputContext) -> String {
        let base = SARIFFormatter.base(root: context.root, workspace: context.baseDirectory)
        let findings = Finding.findings(in: result, context: context)
        let issues: [JSONValue] = zip(findings, result.rows).map { finding, row in
            var location: [(String, JSONValue)] = [("path", .string(finding.path.map { Finding.relative($0, to: base) } ?? ""))]
            location.append(("lines", .object([("begin", .integer(Int64(finding.line ?? 1)))])))
            return .object([
                ("type", .string("issue")),
                ("check_name", .string(finding.rule)),
                ("description", .string(finding.message)),
                ("categories", .array([.string("Bug Risk")])),
                ("severity", .string(Self.severity(finding.level))),
                ("fingerprint", .string(SARIFFormatter.fingerprint(
                    rule: finding.rule, keys: context.keyColumns, columns: result.columns, row: row))),
                ("location", .object(location)),
            ])
        }
        return JSONValue.array(issues).pretty()
    }

    static func severity(_ level: Finding.Level) -> String {
        switch level {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}

/// JUnit XML: one test suite, one test case per report that fails with one `<failure>` per row
/// (and passes with none).
struct JUnitFormatter {
    func render(_ result: QueryResult, context: OutputContext) -> String {
        let findings = Finding.findings(in: result, context: context)
        let failures = findings.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"sbdb\" tests=\"1\" failures=\"\(failures)\">",
            "  <testsuite name=\"sbdb\" tests=\"1\" failures=\"\(failures)\">",
            "    <testcase classname=\"sbdb\" name=\"\(XMLText.escape(context.ruleID))\">",
        ]
        for finding in findings {
            var place = finding.path ?? "sbdb"
            if let line = finding.line { place += ":\(line)" }
            let text = XMLText.escape("\(place): \(finding.message)")
            lines.append("      <failure type=\"\(finding.level.rawValue)\" message=\"\(text)\">\(text)</failure>")
        }
        lines += ["    </testcase>", "  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Text safe in XML 1.0 content and attributes: markup escaped, and the control characters XML
/// cannot hold at all (all but tab, newline and carriage return) replaced by U+FFFD.
enum XMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
