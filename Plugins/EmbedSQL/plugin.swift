import PackagePlugin
@main struct P: BuildToolPlugin { func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] } }
