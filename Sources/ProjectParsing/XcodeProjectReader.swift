/// Reads the targets of an Xcode `project.pbxproj` (or an old `.pbproj`) without Xcode: the
/// object graph is parsed (``OpenStepParser``) and each target's build phases are followed
/// through build files to file references, whose paths are resolved through their groups
/// (`<group>`, `SOURCE_ROOT`; `BUILT_PRODUCTS_DIR`, `SDKROOT` and absolute paths are outside the
/// repository), variant groups (`Base.lproj/Main.storyboard` and its `fr.lproj` siblings),
/// folder references and Xcode 16 synchronized folders with their exception sets.
public enum XcodeProjectReader {
    /// `path` is the pbxproj's path relative to the repository root; the project's folder is
    /// the one holding the `.xcodeproj`.
    public static func read(_ text: String, path: String) -> ProjectModel {
        let (root, truncated) = OpenStepParser.parse(text)
        var model = ProjectModel()
        if truncated, root != nil { model.problems.append("the project file ends before its last object closes; the targets it holds were read") }
        guard let root, let objects = root["objects"]?.dictionary else {
            model.problems.append(
                "no objects dictionary: this is not an Xcode project file, or it is damaged; open it in Xcode or restore it from version control")
            return model
        }
        var graph = ObjectGraph(objects: objects, projectFolder: RepositoryPath.folder(RepositoryPath.folder(path)))
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID]?.dictionary else {
            model.problems.append("no rootObject naming a PBXProject; the project cannot be read")
            return model
        }
        graph.prepare(project: project)
        model.settings = graph.settings(ofList: project["buildConfigurationList"]?.string)
        model.baseConfigurations = graph.baseConfigurations(ofList: project["buildConfigurationList"]?.string)
        for targetID in project["targets"]?.strings ?? [] {
            guard let object = objects[targetID]?.dictionary else { continue }
            model.targets.append(graph.target(object, id: targetID, projectSettings: model.settings))
        }
        return model
    }
}

/// The objects of one project, with the lookups that resolving paths needs.
private struct ObjectGraph {
    let objects: [String: OpenStepValue]
    let projectFolder: String
    private var base = ""
    private var mainGroup: String?
    private var parents: [String: String] = [:]
    private var products: [String: String] = [:]
    private var pathCache: [String: String?] = [:]
    /// Synchronized group id → the exception sets that name it.
    private var exceptionSets: [String: [String]] = [:]

    init(objects: [String: OpenStepValue], projectFolder: String) {
        self.objects = objects
        self.projectFolder = projectFolder
    }

    mutating func prepare(project: [String: OpenStepValue]) {
        base = RepositoryPath.join(projectFolder, project["projectDirPath"]?.string ?? "") ?? projectFolder
        mainGroup = project["mainGroup"]?.string
        for (id, value) in objects {
            guard let object = value.dictionary else { continue }
            for child in object["children"]?.strings ?? [] { parents[child] = id }
            if let product = object["productReference"]?.string, let name = object["name"]?.string { products[product] = name }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
                exceptionSets[id] = object["exceptions"]?.strings ?? []
            }
        }
    }

    func object(_ id: String?) -> [String: OpenStepValue]? { id.flatMap { objects[$0]?.dictionary } }

    /// The repository-relative path of a file reference or group; nil outside the repository.
    mutating func path(of id: String, depth: Int = 0) -> String? {
        if let cached = pathCache[id] { return cached }
        guard let object = object(id), depth < 64 else { return nil }
        let own = object["path"]?.string ?? ""
        let resolved: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if id == mainGroup {
                resolved = RepositoryPath.join(base, own)
            } else if let parent = parents[id] {
                resolved = path(of: parent, depth: depth + 1).flatMap { RepositoryPath.join($0, own) }
            } else {
                resolved = RepositoryPath.join(base, own)
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            resolved = RepositoryPath.join(base, own)
        default:
            resolved = nil
        }
        pathCache[id] = resolved
        return resolved
    }

    mutating func target(_ object: [String: OpenStepValue], id targetID: String, projectSettings: [ProjectModel.BuildSetting]) -> ProjectModel.Target {
        let name = object["name"]?.string ?? "?"
        var target = ProjectModel.Target(
            name: name, productType: object["productType"]?.string, productName: object["productName"]?.string,
            line: object["name"]?.line ?? 0)
        target.settings = settings(ofList: object["buildConfigurationList"]?.string)
        target.baseConfigurations = baseConfigurations(ofList: object["buildConfigurationList"]?.string)
        let chosen = BuildVariables.chosenConfiguration(target.settings.map(\.configuration) + projectSettings.map(\.configuration))
        BuildVariables.describe(
            &target, layers: [projectSettings, target.settings].map { $0.filter { $0.configuration == chosen } }, base: base)
        for phaseID in object["buildPhases"]?.strings ?? [] {
            guard let phase = self.object(phaseID), let role = Self.roles[phase["isa"]?.string ?? ""] else { continue }
            for buildFileID in phase["files"]?.strings ?? [] { add(buildFile: buildFileID, role: role, to: &target) }
        }
        for dependencyID in object["dependencies"]?.strings ?? [] {
            guard let dependency = self.object(dependencyID) else { continue }
            let other =
                self.object(dependency["target"]?.string)?["name"]?.string
                ?? self.object(dependency["targetProxy"]?.string)?["remoteInfo"]?.string
            if let other { target.dependencies.append(.init(kind: "target", name: other)) }
        }
        for productID in object["packageProductDependencies"]?.strings ?? [] {
            if let product = self.object(productID)?["productName"]?.string {
                target.dependencies.append(.init(kind: "package-product", name: product))
            }
        }
        addSynchronizedFolders(object, targetID: targetID, to: &target)
        return target
    }

    static let roles = [
        "PBXSourcesBuildPhase": "source", "PBXResourcesBuildPhase": "resource", "PBXFrameworksBuildPhase": "framework",
        "PBXHeadersBuildPhase": "header", "PBXCopyFilesBuildPhase": "copy", "PBXAppleScriptBuildPhase": "source",
        "PBXRezBuildPhase": "resource",
    ]

    private mutating func add(buildFile id: String, role: String, to target: inout ProjectModel.Target) {
        guard let buildFile = object(id) else { return }
        if let product = object(buildFile["productRef"]?.string)?["productName"]?.string {
            target.dependencies.append(.init(kind: "package-product", name: product))
            return
        }
        guard let referenceID = buildFile["fileRef"]?.string, let reference = object(referenceID) else { return }
        if let other = products[referenceID] {
            target.dependencies.append(.init(kind: role == "framework" ? "link" : "embed", name: other))
            return
        }
        switch reference["isa"]?.string {
        case "PBXVariantGroup", "XCVersionGroup":
            for child in reference["children"]?.strings ?? [] {
                if let path = path(of: child) { target.files.append(.init(path: path, role: role, isFolder: false)) }
            }
        case "PBXReferenceProxy":
            if let name = reference["path"]?.string {
                target.dependencies.append(.init(kind: role == "framework" ? "link" : "embed", name: name))
            }
        default:
            // A product another project of the workspace builds (`Kit.framework` in the built
            // products folder): a dependency on that project's target, not a file of this one.
            if reference["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", role == "framework" || role == "copy",
                let name = (reference["path"]?.string ?? reference["name"]?.string).flatMap(RepositoryPath.lastComponent)
            {
                target.dependencies.append(.init(kind: role == "framework" ? "link" : "embed", name: String(name)))
                return
            }
            guard let path = path(of: referenceID) else { return }
            let type = reference["lastKnownFileType"]?.string ?? reference["explicitFileType"]?.string ?? ""
            let isFolder = type == "folder" || type.hasPrefix("folder.") || type.hasPrefix("wrapper.")
            target.files.append(.init(path: path, role: role, isFolder: isFolder))
        }
    }

    /// Xcode 16 folders: every file under the folder belongs to the targets that list it, but for
    /// an exception set's `membershipExceptions`, which leave the target (or, for a target that
    /// does not list the folder, join it).
    private mutating func addSynchronizedFolders(_ object: [String: OpenStepValue], targetID: String, to target: inout ProjectModel.Target) {
        let listed = Set(object["fileSystemSynchronizedGroups"]?.strings ?? [])
        for groupID in listed {
            guard let folder = path(of: groupID) else { continue }
            target.files.append(.init(path: folder, role: "synchronized", isFolder: true))
        }
        for (groupID, sets) in exceptionSets.sorted(by: { $0.key < $1.key }) {
            for setID in sets {
                guard let set = self.object(setID), set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    set["target"]?.string == targetID, let folder = path(of: groupID)
                else { continue }
                for member in set["membershipExceptions"]?.strings ?? [] {
                    guard let path = RepositoryPath.join(folder, member) else { continue }
                    let joins = !listed.contains(groupID)
                    target.files.append(.init(path: path, role: joins ? "synchronized" : "excluded", isFolder: false))
                }
            }
        }
    }

    /// Configuration name → the repository path of its `.xcconfig` (baseConfigurationReference).
    mutating func baseConfigurations(ofList id: String?) -> [String: String] {
        guard let list = object(id) else { return [:] }
        var result: [String: String] = [:]
        for configurationID in list["buildConfigurations"]?.strings ?? [] {
            guard let configuration = object(configurationID), let name = configuration["name"]?.string else { continue }
            if let reference = configuration["baseConfigurationReference"]?.string, let path = path(of: reference) {
                result[name] = path
            } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
                let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
                let folder = path(of: anchor), let path = RepositoryPath.join(folder, relative)
            {
                // Xcode 16: a file of a synchronized folder, by the folder and a path in it.
                result[name] = path
            }
        }
        return result
    }

    func settings(ofList id: String?) -> [ProjectModel.BuildSetting] {
        guard let list = object(id) else { return [] }
        var settings: [ProjectModel.BuildSetting] = []
        for configurationID in list["buildConfigurations"]?.strings ?? [] {
            guard let configuration = object(configurationID), let values = configuration["buildSettings"]?.dictionary else { continue }
            let name = configuration["name"]?.string
            for (rawKey, value) in values.sorted(by: { $0.key < $1.key }) {
                let text = value.string ?? value.strings.joined(separator: " ")
                let bracket = rawKey.utf8.firstIndex(of: UInt8(ascii: "[")) ?? rawKey.endIndex
                settings.append(
                    .init(
                        configuration: name, key: String(rawKey[..<bracket]),
                        condition: bracket == rawKey.endIndex ? nil : String(rawKey[bracket...]), value: text,
                        line: value.line ?? value.array.first?.line ?? 0))
            }
        }
        return settings
    }
}
