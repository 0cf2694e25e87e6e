import GRDB
import ProjectParsing
import SourceParsing
import SwiftSourceParsing
import Diagnostics
import SBDBCore
import SBDBLinks
import SBDBStore

/// Xcode projects (`project.pbxproj`: targets, their files and settings), `.xcconfig` files
/// (settings) and `Package.swift` manifests (a package's targets), read by `ProjectParsing` and
/// `SourceParsing` into one `ProjectModel`.
enum ProjectFileIndexer: FileKindIndexer {
    /// Project files larger than this are not read (a 228 MB project took 2 GB); the largest
    /// real ones are a few megabytes.
    static let maxBytes = 32 * 1024 * 1024

    /// `project.pbxproj`, `.xcconfig` files and `Package.swift` manifests.
    static func claims(_ file: WalkedFile) -> Bool {
        file.kind.isProject || (file.kind == .swift && ProjectMembership.isManifest(file.relativePath))
    }

    static let contracts: [any TableContract.Type] = [
        PlistEntriesContract.self, TargetsContract.self, TargetFilesContract.self, TargetDependenciesContract.self,
        BuildSettingsContract.self, BaseConfigurationsContract.self,
    ]

    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        guard bytes.count <= maxBytes else {
            let problem = "not read: \(bytes.count) bytes, over the limit of \(maxBytes) bytes for a project, .xcconfig or package manifest"
            return .indexed(ProjectFacts(project: ProjectModel(problems: [problem]), entries: []), hash: hash)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch file.kind {
        case .pbxproj:
            return .indexed(
                ProjectFacts(project: XcodeProjectReader.read(text, path: file.relativePath), entries: PbxprojReader.entries(from: text)), hash: hash)
        case .xcconfig:
            let settings = XcconfigReader.read(text, path: file.relativePath)
            return .indexed(ProjectFacts(project: ProjectModel(settings: settings), entries: XcconfigReader.entries(settings)), hash: hash)
        default:
            return .indexed(ProjectFacts(project: PackageProject.model(PackageManifest.read(text), path: file.relativePath), entries: []), hash: hash)
        }
    }

    /// Writes a project's or package's targets with their files, dependencies and settings.
    static func write(_ db: Database, project: ProjectModel, fileID: Int64) throws {
        var insertTarget = try ContractWrite<TargetsContract>(db, fileID: fileID)
        var insertFile = try ContractWrite<TargetFilesContract>(db, fileID: fileID)
        var insertDependency = try ContractWrite<TargetDependenciesContract>(db, fileID: fileID)
        var insertSetting = try ContractWrite<BuildSettingsContract>(db, fileID: fileID)
        func write(_ settings: [ProjectModel.BuildSetting], target: Int64?) throws {
            for setting in settings { try insertSetting.insert(TargetItem(target: target, value: setting)) }
        }
        var insertBase = try ContractWrite<BaseConfigurationsContract>(db, fileID: fileID)
        func write(_ bases: [String: String], target: Int64?) throws {
            for (configuration, path) in bases.sorted(by: { $0.key < $1.key }) {
                try insertBase.insert(TargetItem(target: target, value: (configuration, path)))
            }
        }
        try write(project.settings, target: nil)
        try write(project.baseConfigurations, target: nil)
        for target in project.targets {
            try insertTarget.insert(target)
            let targetID = db.lastInsertedRowID
            for file in Set(target.files).sorted(by: { ($0.path, $0.role) < ($1.path, $1.role) }) {
                try insertFile.insert(TargetItem(target: targetID, value: file))
            }
            for dependency in target.dependencies {
                try insertDependency.insert(TargetItem(target: targetID, value: dependency))
            }
            try write(target.settings, target: targetID)
            try write(target.baseConfigurations, target: targetID)
        }
    }

    /// What a damaged project file could not give (its targets so far are kept).
    static func diagnostic(_ problem: String) -> Diagnostic {
        Diagnostic(severity: .warning, code: "malformed-project", message: problem, line: 1)
    }
}

/// A project's, `.xcconfig`'s or package's targets and settings.
struct ProjectFacts: IndexedFacts {
    let project: ProjectModel
    /// Its settings as `plist_entries` rows, which link resolution reads as it reads an Info.plist's.
    let entries: [PlistEntry]

    var diagnostics: [Diagnostic] { project.problems.map(ProjectFileIndexer.diagnostic) }

    func write(_ db: Database, fileID: Int64, path: String, statements: RowStatements?) throws {
        try InfoPlistIndexer.write(db, entries: entries, fileID: fileID)
        try ProjectFileIndexer.write(db, project: project, fileID: fileID)
    }
}
