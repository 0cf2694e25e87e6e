import Foundation
import PackagePlugin

/// `swift package sbdb …`: runs the `sbdb` tool in the package's folder (or, from Xcode's
/// File ▸ Packages menu, the project's), with the arguments given; with none, indexes that
/// folder. Commands that write the database (`index`, `report`, `watch`, `check`) need
/// `--allow-writing-to-package-directory`.
@main
struct SBDBCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(tool: context.tool(named: "sbdb").url, in: context.package.directoryURL, arguments: arguments)
    }

    static func run(tool: URL, in directory: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments.isEmpty ? ["index", directory.path] : arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("sbdb \(process.arguments?.joined(separator: " ") ?? "") exited with status \(process.terminationStatus)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SBDBCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(tool: context.tool(named: "sbdb").url, in: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
