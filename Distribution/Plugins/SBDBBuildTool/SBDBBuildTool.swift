import Foundation
import PackagePlugin

/// The build-tool plugin of the `sbdb-plugins` package (made by `Scripts/artifact-bundle.sh`):
/// before each build of a target that uses it, `sbdb check` indexes what changed in the package
/// (or the Xcode project's folder) and prints the gating reports' new findings as warnings next
/// to the compiler's. It runs the release binary of the artifact bundle, a binary target, so an
/// app that adds the plugin never compiles sbdb or swift-syntax.
///
/// The database lives in the plugin's work folder (the build sandbox allows writing only
/// there); the gates and baseline come from the repository's `.sbdb.yml` and
/// `.sbdb/baseline.json`, as for `sbdb check` anywhere.
@main
struct SBDBBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        [try Self.check(tool: context.tool(named: "sbdb").url, root: context.package.directoryURL, work: context.pluginWorkDirectoryURL)]
    }

    /// One `sbdb check` of `root`, before every build: sbdb re-reads what changed in the whole
    /// folder (by size and mtime), which no list of the target's inputs could say. A prebuild
    /// command may run only a binary tool, which the artifact bundle is; it writes nothing into
    /// its output folder, so it adds no file to the target. Xcode shows the warnings it prints
    /// (`swift build` shows them with `-v`).
    static func check(tool: URL, root: URL, work: URL) throws -> Command {
        let database = work.appendingPathComponent("db").appendingPathComponent("index.sqlite")
        try FileManager.default.createDirectory(at: database.deletingLastPathComponent(), withIntermediateDirectories: true)
        return .prebuildCommand(
            displayName: "sbdb check \(root.lastPathComponent)",
            executable: tool,
            arguments: ["check", root.path, "--db", database.path, "--quiet"],
            outputFilesDirectory: work.appendingPathComponent("output"))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SBDBBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        [try Self.check(tool: context.tool(named: "sbdb").url, root: context.xcodeProject.directoryURL, work: context.pluginWorkDirectoryURL)]
    }
}
#endif
