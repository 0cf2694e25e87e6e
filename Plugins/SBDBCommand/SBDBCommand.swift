import Foundation
import PackagePlugin

/// `swift package sbdb …`: runs the `sbdb` tool SwiftPM builds, in the package's folder, with the
/// arguments given; with none, indexes the package. Commands that write the database (`index`,
/// `report`, `watch`) need `--allow-writing-to-package-directory`.
@main
struct SBDBCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "sbdb")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["index", context.package.directoryURL.path] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("sbdb \(process.arguments?.joined(separator: " ") ?? "") exited with status \(process.terminationStatus)")
        }
    }
}
