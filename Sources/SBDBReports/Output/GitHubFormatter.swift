/// GitHub Actions workflow commands, one `::warning file=…,line=…,title=…::message` per row, which
/// a workflow turns into annotations on the run and on the pull request's diff. Files are named
/// relative to the workspace (`OutputContext.baseDirectory`) when they lie under it; a row without
/// a path gives an annotation without `file`, shown on the run only. See `Finding`.
struct GitHubFormatter {
    func render(_ result: QueryResult, context: OutputContext) -> String {
        Finding.findings(in: result, context: context).map { finding in
            var properties: [String] = []
            if let path = finding.path {
                properties.append("file=" + Self.property(Finding.relative(path, to: context.baseDirectory)))
                if let line = finding.line { properties.append("line=\(line)") }
                if let column = finding.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + Self.property(finding.rule))
            return "::\(Self.command(finding.level)) \(properties.joined(separator: ","))::\(Self.data(finding.message))\n"
        }.joined()
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
    static func data(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) else { return text }
        return text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || $0 == 0x3A || $0 == 0x2C }) else { return text }
        return data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
