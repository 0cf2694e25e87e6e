import Foundation

/// Renders an `IncludeGraph` for Graphviz (`dot`) or for Markdown (`mermaid`): broken links
/// red and dashed, links on a cycle orange, entry-point plists as notes.
public enum GraphFormat: String, Sendable, CaseIterable {
    case dot, mermaid

    public func render(_ graph: IncludeGraph) -> String {
        switch self {
        case .dot: return Self.dot(graph)
        case .mermaid: return Self.mermaid(graph)
        }
    }

    private static func dot(_ graph: IncludeGraph) -> String {
        var lines = [
            "digraph includes {",
            "  rankdir=LR;",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for node in graph.nodes {
            var attributes = ["label=\(quoted(node.missing ? node.label + " (missing)" : node.label))"]
            if node.missing { attributes += ["color=red", "fontcolor=red", "style=\"rounded,dashed\""] }
            if node.kind == "plist" || node.kind == "pbxproj" { attributes.append("shape=note") }
            lines.append("  \(quoted(node.key)) [\(attributes.joined(separator: ", "))];")
        }
        for edge in graph.edges {
            var attributes = ["label=\(quoted(edge.label))"]
            if edge.broken {
                attributes += ["color=red", "fontcolor=red", "style=dashed"]
            } else if edge.inCycle {
                attributes += ["color=orange", "penwidth=2"]
            }
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaid(_ graph: IncludeGraph) -> String {
        var ids: [String: String] = [:]
        for (position, node) in graph.nodes.enumerated() { ids[node.key] = "n\(position)" }
        var lines = ["flowchart LR"]
        for node in graph.nodes {
            let label = mermaidText(node.missing ? node.label + " (missing)" : node.label)
            let shape = node.kind == "plist" || node.kind == "pbxproj" ? "[/\"\(label)\"/]" : "[\"\(label)\"]"
            lines.append("  \(ids[node.key]!)\(shape)")
        }
        var broken: [Int] = []
        var cyclic: [Int] = []
        for (position, edge) in graph.edges.enumerated() {
            let arrow = edge.broken ? "-.->" : "-->"
            lines.append("  \(ids[edge.from]!) \(arrow)|\"\(mermaidText(edge.label))\"| \(ids[edge.to]!)")
            if edge.broken { broken.append(position) } else if edge.inCycle { cyclic.append(position) }
        }
        let missing = graph.nodes.filter(\.missing).map { ids[$0.key]! }
        if !missing.isEmpty {
            lines.append("  classDef missing stroke:#d00,color:#d00,stroke-dasharray:4 2")
            lines.append("  class \(missing.joined(separator: ",")) missing")
        }
        if !broken.isEmpty { lines.append("  linkStyle \(broken.map(String.init).joined(separator: ",")) stroke:#d00,color:#d00") }
        if !cyclic.isEmpty { lines.append("  linkStyle \(cyclic.map(String.init).joined(separator: ",")) stroke:#e80,stroke-width:2px") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A label inside Mermaid's quotes: everything but letters, digits, spaces and plain
    /// punctuation becomes an entity code (`#60;`), so a name holding a newline, a Markdown
    /// fence, HTML or a link cannot leave its label, its line or the page's ```mermaid block.
    /// `#` stays as it is: with every `;` escaped, the text cannot spell an entity itself.
    static func mermaidText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let plain =
                (scalar.properties.isAlphabetic && scalar.value >= 0x80)
                || (scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                        || " ._-/()+,:@#".unicodeScalars.contains(scalar)))
            if plain { out.unicodeScalars.append(scalar) } else { out += "#\(scalar.value);" }
        }
        return out
    }
}
