/// GitHub Actions workflow commands, one `::warning file=…,line=…,title=…::message` per row, which
/// a workflow turns into annotations on the run and on the pull request's diff. Files are named
/// relative to the workspace (`OutputContext.baseDirectory`) when they lie under it; a row without
/// a path gives an annotation without `file`, shown on the run only. See `Finding`.
struct GitHubFormatter {
    static func line(_ finding: Finding, context: OutputContext) -> String {
        var properties: [String] = []
        if let path = finding.path {
            properties.append("file=" + property(Finding.relative(path, to: context.baseDirectory)))
            if let line = finding.line { properties.append("line=\(line)") }
            if let column = finding.column { properties.append("col=\(column)") }
        }
        properties.append("title=" + property(finding.rule))
        return "::\(command(finding.level)) \(properties.joined(separator: ","))::\(data(finding.message))\n"
    }

    static func command(_ level: Finding.Level) -> String {
        switch level {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    // The runner's escaping (actions/toolkit, command.ts): %, CR and LF in the message, and also
    // : and , in property values, which would otherwise end the value.
    // Other control characters (ESC, NUL, VT) would reach the log raw: they are escaped as
    // `xcode` escapes them.
    static func data(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x25 || $0 == 0x7F }) else { return text }
        let escaped = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        return XcodeFormatter.oneLine(escaped)
    }

    static func property(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x25 || $0 == 0x3A || $0 == 0x2C }) else { return text }
        return data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
