import ProjectParsing
import SourceParsing
import SwiftSourceParsing

/// A SwiftPM package's targets as the project model holds them: each target builds the files of
/// its folder (`Sources/<name>` or its `path:`), or only its `sources:`, but for its `exclude:`
/// list; its `resources:` are files of its bundle (`Bundle.module`).
enum PackageProject {
    static func model(_ manifest: PackageManifest, path: String) -> ProjectModel {
        let packageFolder = RepositoryPath.folder(path)
        var model = ProjectModel()
        if let notRead = manifest.notRead { model.problems.append(notRead) }
        for target in manifest.targets {
            guard let folder = RepositoryPath.join(packageFolder, target.path) else { continue }
            var modelTarget = ProjectModel.Target(
                name: target.name, productType: "swiftpm.\(target.kind)", productName: target.name, line: target.line)
            modelTarget.moduleName = BuildVariables.c99Identifier(target.name)
            modelTarget.settings = target.settings.map {
                ProjectModel.BuildSetting(
                    configuration: $0.configuration, key: $0.key, condition: $0.condition, value: $0.value, line: $0.line)
            }
            for resource in target.resources {
                guard let resourcePath = RepositoryPath.join(folder, resource.path) else { continue }
                modelTarget.files.append(.init(path: resourcePath, role: "resource", isFolder: false))
                modelTarget.files.append(.init(path: resourcePath, role: "resource", isFolder: true))
            }
            if let sources = target.sources {
                // A source entry may name a file or a folder.
                for source in sources {
                    guard let sourcePath = RepositoryPath.join(folder, source) else { continue }
                    modelTarget.files.append(.init(path: sourcePath, role: "package", isFolder: false))
                    modelTarget.files.append(.init(path: sourcePath, role: "package", isFolder: true))
                }
            } else {
                modelTarget.files.append(.init(path: folder, role: "package", isFolder: true))
            }
            for excluded in target.exclude {
                guard let excludedPath = RepositoryPath.join(folder, excluded) else { continue }
                modelTarget.files.append(.init(path: excludedPath, role: "excluded", isFolder: false))
            }
            model.targets.append(modelTarget)
        }
        return model
    }
}
