/// One `path:line:col: warning: message [rule]` line per row, as compilers print them, which
/// Xcode, editors and CI logs make clickable. Paths are absolute (resolved against the indexed
/// root); a row without a path prints `sbdb: warning: message [rule]`, clang's form for a
/// diagnostic without a place. See `Finding` for which columns are read.
struct XcodeFormatter {
    func render(_ result: QueryResult, context: OutputContext) -> String {
        Finding.findings(in: result, context: context).map { finding in
            var place = Self.oneLine(finding.path ?? "sbdb")
            if let line = finding.line {
                place += ":\(line)"
                if let column = finding.column { place += ":\(column)" }
            }
            return "\(place): \(finding.level.rawValue): \(Self.oneLine(finding.message)) [\(Self.oneLine(finding.rule))]\n"
        }.joined()
    }

    /// Control characters (a newline in a file name, a carriage return) escaped as `\n`, `\u{1B}`,
    /// so one finding is always one line and a crafted name cannot forge another diagnostic.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        return String(text.unicodeScalars.flatMap {
            $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
        })
    }
}
