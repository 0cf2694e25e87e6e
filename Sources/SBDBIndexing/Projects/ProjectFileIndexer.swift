import GRDB
import ProjectParsing
import SourceParsing
import SwiftSourceParsing
import Diagnostics
import SBDBCore
import SBDBStore

/// Xcode projects (`project.pbxproj`: targets, their files and settings), `.xcconfig` files
/// (settings) and `Package.swift` manifests (a package's targets), read by `ProjectParsing` and
/// `SourceParsing` into one `ProjectModel`.
enum ProjectFileIndexer: FileKindIndexer {
    /// Project files larger than this are not read (a 228 MB project took 2 GB); the largest
    /// real ones are a few megabytes.
    static let maxBytes = 32 * 1024 * 1024

    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        guard bytes.count <= maxBytes else {
            let problem = "not read: \(bytes.count) bytes, over the limit of \(maxBytes) bytes for a project, .xcconfig or package manifest"
            return .project(ProjectModel(problems: [problem]), entries: [], hash: hash)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch file.kind {
        case .pbxproj:
            return .project(XcodeProjectReader.read(text, path: file.relativePath), entries: PbxprojReader.entries(from: text), hash: hash)
        case .xcconfig:
            let settings = XcconfigReader.read(text, path: file.relativePath)
            return .project(ProjectModel(settings: settings), entries: XcconfigReader.entries(settings), hash: hash)
        default:
            return .project(PackageProject.model(PackageManifest.read(text), path: file.relativePath), entries: [], hash: hash)
        }
    }

    static func write(_ project: ProjectModel, entries: [PlistEntry], fileID: Int64, path: String, _ db: Database) throws {
        try FileRows.insert(db, entries: entries, fileID: fileID)
        try FileRows.insert(db, project: project, fileID: fileID)
        for problem in project.problems {
            try FileRows.insertDiagnostic(db, fileID: fileID, path: path, diagnostic(problem))
        }
    }

    /// What a damaged project file could not give (its targets so far are kept).
    static func diagnostic(_ problem: String) -> Diagnostic {
        Diagnostic(severity: .warning, code: "malformed-project", message: problem, line: 1)
    }
}
