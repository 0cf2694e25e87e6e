import ArgumentParser
import SBDBLinks
import SBDBIndexing
import SBDBReports

/// `sbdb graph`: the include graph for Graphviz or Markdown.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the include graph: storyboards and nibs as nodes, link mechanisms as edge labels.",
        discussion: """
            Broken links are red and dashed, links on a cycle orange.

            Examples:
              sbdb graph | dot -Tsvg > includes.svg
              sbdb graph --format mermaid --from Main --depth 2
              sbdb graph --exclude-tests | dot -Tsvg > app.svg
            """)

    @Option(help: "dot or mermaid.")
    var format: Format = .dot

    @Option(help: ArgumentHelp("Only what this storyboard or nib (by name) reaches.", valueName: "name"))
    var from: String?

    @Option(help: ArgumentHelp("With --from: follow at most this many links.", valueName: "n"))
    var depth: Int?

    @Flag(help: "Leave out test code's links: files only test targets build, and files in a folder named …Tests, …Specs or Test.")
    var excludeTests = false

    @OptionGroup var database: DatabaseOptions

    enum Format: String, ExpressibleByArgument, CaseIterable { case dot, mermaid }

    func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more, not \(depth).") }
        if depth != nil, from == nil { throw ValidationError("--depth needs --from NAME: the file to start from.") }
    }

    func run() throws {
        let graph = try IncludeGraph.load(
            databasePath: try database.resolvedForReading(), from: from, depth: depth,
            excludingTests: excludeTests)
        if let from, graph.nodes.isEmpty {
            throw CommandError("No storyboard or nib named '\(from)' has links. 'sbdb query inclusion-depth' lists the names.")
        }
        Terminal.out((format == .dot ? GraphFormat.dot : GraphFormat.mermaid).render(graph))
    }
}
