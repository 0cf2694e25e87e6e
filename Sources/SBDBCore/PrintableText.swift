/// Text from a user's file made safe to print on a terminal: control characters (a terminal's
/// escape sequences among them) escaped as `\u{1B}`, each line cut at `lineLimit` characters,
/// and at most `lineCount` lines. A message that quotes a line of `.sbdb.yml` once passed
/// escapes straight to the terminal and echoed a 500 KB line whole.
package func printable(_ text: String, lineLimit: Int = 200, lineCount: Int = 8) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lineCount) {
        var out = ""
        var length = 0
        for scalar in line.unicodeScalars {
            if length == lineLimit {
                out += "…"
                break
            }
            if scalar.properties.generalCategory == .control && scalar != "\t" {
                out += scalar.escaped(asASCII: true)
            } else {
                out.unicodeScalars.append(scalar)
            }
            length += 1
        }
        lines.append(out)
    }
    let more = text.split(separator: "\n", omittingEmptySubsequences: false).count - lines.count
    return lines.joined(separator: "\n") + (more > 0 ? "\n… (\(more) more lines)" : "")
}
