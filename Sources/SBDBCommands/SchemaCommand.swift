import Foundation
import ArgumentParser
import SBDBLinks
import SBDBIndexing
import SBDBReports

/// `sbdb schema`: the tables and columns, with their meanings.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Describe every table, view and column of the database.",
        discussion: """
            Examples:
              sbdb schema
              sbdb schema --format markdown > SCHEMA.md
            """)

    enum Style: String, ExpressibleByArgument, CaseIterable { case text, markdown }

    @Option(help: "text or markdown.")
    var format: Style = .text

    func run() throws {
        Terminal.out(format == .markdown ? Self.markdown(SchemaCatalog.tables) : Self.text(SchemaCatalog.tables))
    }

    static func text(_ tables: [SchemaTable]) -> String {
        var out = ""
        for table in tables {
            out += "\(table.name)\(table.kind == "view" ? " (view)" : ""): \(table.summary)\n"
            let width = table.columns.map(\.name.count).max() ?? 0
            for column in table.columns {
                out += "  \(column.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(column.meaning)\n"
            }
            out += "\n"
        }
        return out
    }

    static func markdown(_ tables: [SchemaTable]) -> String {
        var out = "# sbdb schema\n"
        for table in tables {
            out += "\n## `\(table.name)`\(table.kind == "view" ? " (view)" : "")\n\n\(table.summary)\n\n| column | type | meaning |\n|---|---|---|\n"
            for column in table.columns {
                out += "| `\(column.name)` | \(column.type) | \(column.meaning.replacingOccurrences(of: "|", with: "\\|")) |\n"
            }
        }
        return out
    }
}
