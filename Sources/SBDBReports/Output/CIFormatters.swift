/// The formats CI tools for iOS teams read, each built from the rows as findings (`Finding`):
/// Checkstyle XML (Jenkins' Warnings plugin, Danger, IBLinter users), GitLab Code Quality JSON
/// (the Code Climate issue format) and JUnit XML (any test-report viewer: one test case per
/// report, one failure per row). Paths are relative to the workspace, as `sarif` writes them.
struct CheckstyleFormatter {
    /// One finding's `<error>` line; the writer puts each run of rows of one file in a `<file>`.
    static func error(_ finding: Finding) -> String {
        var attributes = ""
        if let line = finding.line { attributes += " line=\"\(line)\"" }
        if let column = finding.column { attributes += " column=\"\(column)\"" }
        let severity = finding.level == .note ? "info" : finding.level.rawValue
        return
            "    <error\(attributes) severity=\"\(severity)\" message=\"\(XMLText.escape(finding.message))\" source=\"sbdb.\(XMLText.escape(finding.rule))\"/>"
    }
}

/// GitLab Code Quality: a JSON array of Code Climate issues, each with a `fingerprint` (the
/// SARIF one: the rule and the report's key columns) so GitLab tells new findings from old.
struct CodeClimateFormatter {
    static func issue(_ finding: Finding, row: [QueryValue], columns: [String], context: OutputContext, base: String?) -> JSONValue {
        var location: [(String, JSONValue)] = [("path", .string(finding.path.map { Finding.relative($0, to: base) } ?? ""))]
        location.append(("lines", .object([("begin", .integer(Int64(finding.line ?? 1)))])))
        return .object([
            ("type", .string("issue")),
            ("check_name", .string(finding.rule)),
            ("description", .string(finding.message)),
            ("categories", .array([.string("Bug Risk")])),
            ("severity", .string(Self.severity(finding.level))),
            ("fingerprint", .string(SARIFFormatter.fingerprint(rule: finding.rule, keys: context.keyColumns, columns: columns, row: row))),
            ("location", .object(location)),
        ])
    }

    static func severity(_ level: Finding.Level) -> String {
        switch level {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
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
