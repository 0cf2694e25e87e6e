@testable import SBDBReports
import Testing

/// Mermaid labels in index.md and index.html (issue 37): a file name holding a newline and a
/// Markdown fence broke out of the ```mermaid block, with raw HTML and a `javascript:` link.
@Suite struct MermaidLabelTests {
    @Test func aHostileNameStaysInsideItsLabel() {
        let name = "Evil\n```\n<img src=x onerror=alert(1)>[x](javascript:alert(1)) \"q\" #1;"
        let graph = IncludeGraph(
            nodes: [
                IncludeGraph.Node(key: "a", label: name, kind: "storyboard", missing: false),
                IncludeGraph.Node(key: "b", label: "Main", kind: "storyboard", missing: false),
            ],
            edges: [IncludeGraph.Edge(from: "a", to: "b", label: name, broken: false, inCycle: false)])
        let text = GraphFormat.mermaid.render(graph)
        #expect(text.split(separator: "\n").count == 4)  // the header, two nodes, one edge
        for forbidden in ["```", "<", "img src=", "[x]", "\"q\"", " #1;"] {
            #expect(!text.contains(forbidden), "\(forbidden) in \(text)")
        }
        #expect(text.contains("Evil#10;#96;#96;#96;#10;#60;img src#61;x onerror#61;alert(1)#62;"))
    }

    @Test func plainNamesStayReadable() {
        #expect(GraphFormat.mermaidText("Main.storyboard (missing)") == "Main.storyboard (missing)")
        #expect(GraphFormat.mermaidText("Réglages/Écran_1-2") == "Réglages/Écran_1-2")
    }
}
