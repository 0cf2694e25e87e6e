/// One `path:line:col: warning: message [rule]` line per row, as compilers print them, which
/// Xcode, editors and CI logs make clickable. Paths are absolute (resolved against the indexed
/// root); a row without a path prints `sbdb: warning: message [rule]`, clang's form for a
/// diagnostic without a place. See `Finding` for which columns are read.
struct XcodeFormatter {
    func render(_ result: QueryResult, context: OutputContext) -> String {
        Finding.findings(in: result, context: context).map { finding in
            var place = finding.path ?? "sbdb"
            if let line = finding.line {
                place += ":\(line)"
                if let column = finding.column { place += ":\(column)" }
            }
            return "\(place): \(finding.level.rawValue): \(finding.message) [\(finding.rule)]\n"
        }.joined()
    }
}
