import ArgumentParser
import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing

/// `sbdb config`: the effective configuration.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective configuration (.sbdb.yml with every default filled in) as YAML.",
        discussion: """
            Examples:
              sbdb config                      the configuration of the current folder
              sbdb config path/to/App
              sbdb config --config ci.sbdb.yml
            """)

    @Argument(help: "The repository root.", completion: .directory)
    var path: String = "."

    @Option(help: ArgumentHelp("The configuration file. Default: PATH/.sbdb.yml when it exists.", valueName: "file"))
    var config: String?

    func run() throws {
        let root = absolute(path)
        let configuration = try IndexRun.configuration(root: root, path: config.map(absolute), quiet: false)
        Terminal.err(configuration.source.map { "# read from \($0)" } ?? "# no \(SBDBConfiguration.fileName) in \(root): the defaults")
        Terminal.out(configuration.yaml)
    }
}
