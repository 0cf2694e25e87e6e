/// One `path:line:col: warning: message [rule]` line per row, as compilers print them, which
/// Xcode, editors and CI logs make clickable. Paths are absolute (resolved against the indexed
/// root); a row without a path prints `sbdb: warning: message [rule]`, clang's form for a
/// diagnostic without a place. See `Finding` for which columns are read.
struct XcodeFormatter {
    /// One finding's line. A path holding a colon could forge another place (a file named
    /// `A:1:1: error: x.xib` reads as line 1 of `A`), so such a finding is printed without a
    /// place, the path and line in its message.
    static func line(_ finding: Finding) -> String {
        var place = oneLine(finding.path ?? "sbdb")
        if let line = finding.line {
            place += ":\(line)"
            if let column = finding.column { place += ":\(column)" }
        }
        if let path = finding.path, path.contains(":") {
            return "sbdb: \(finding.level.rawValue): \(oneLine(finding.message)) (in \"\(place)\") [\(oneLine(finding.rule))]\n"
        }
        return "\(place): \(finding.level.rawValue): \(oneLine(finding.message)) [\(oneLine(finding.rule))]\n"
    }

    /// Control characters (a newline in a file name, a carriage return) escaped as `\n`, `\u{1B}`,
    /// so one finding is always one line and a crafted name cannot forge another diagnostic.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        return String(
            text.unicodeScalars.flatMap {
                $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
            })
    }
}
