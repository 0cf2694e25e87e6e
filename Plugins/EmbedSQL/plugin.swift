import Foundation
import PackagePlugin

/// Compiles `Schema/*.sql`, `Queries/*.sql`, `Schema/Frameworks/*.sql` and `Schema/FrameworkLoad/*.sql` into
/// the target as `EmbeddedSQL`, with the image of a new database built from them.
@main
struct EmbedSQLPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = [
            ("migrations", "Schema"), ("queries", "Queries"), ("frameworkModel", "Schema/Frameworks"),
            ("frameworkLoad", "Schema/FrameworkLoad"),
        ]
        var inputs: [URL] = []
        for (_, folder) in folders {
            let directory = root.appending(path: folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            inputs += names.filter { $0.hasSuffix(".sql") }.sorted().map { directory.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSQL.swift")
        return [
            .buildCommand(
                displayName: "Embedding Schema and Queries SQL",
                executable: try context.tool(named: "EmbedSQLTool").url,
                arguments: [output.path] + folders.map { "\($0.0)=\(root.appending(path: $0.1).path)" },
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
