import CSystemCalls
import Foundation
import SBDBCore

/// Writing a bundle: whole, aside, then in place of the old one in one step.
extension ReportBundle {

    /// Writes the bundle into `folder` (created when missing) and returns the files written.
    ///
    /// A bundle is always whole: it is written into a temporary sibling folder, which then takes
    /// the place of the old bundle, so a run stopped by a full disk or a crash leaves the old
    /// bundle as it was. A folder that holds files of its own (not a bundle's) is written into
    /// in place instead, file by file, so that nothing of the user's is ever moved away.
    @discardableResult
    public func write(to path: String) throws -> [String] {
        // A link to a folder is followed: the bundle takes the place of the folder it names,
        // and the link stays.
        let folder: String
        switch WriteDestination(path) {
        case .path(let own), .resolved(let own): folder = own
        case .throughLink:
            throw ReportBundleError.cannotWrite(
                path: path, reason: "it is a symbolic link to a folder that does not exist; create the folder or pass another --output")
        }
        let files = contents()
        let manager = FileManager.default
        let parent = (folder as NSString).deletingLastPathComponent
        do {
            try manager.createDirectory(atPath: parent.isEmpty ? "." : parent, withIntermediateDirectories: true)
        } catch {
            throw ReportBundleError.cannotWrite(path: folder, reason: error.localizedDescription)
        }
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: folder, isDirectory: &isFolder)
        if exists, !isFolder.boolValue {
            throw ReportBundleError.cannotWrite(path: folder, reason: "it is a file, not a folder")
        }
        let entries = exists ? (try? manager.contentsOfDirectory(atPath: folder)) ?? [] : []
        let name = (folder as NSString).lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let fresh = (parent as NSString).appendingPathComponent(".\(name).sbdb-new-\(pid)")
        let old = (parent as NSString).appendingPathComponent(".\(name).sbdb-old-\(pid)")
        Self.removeLeftovers(of: name, in: parent)
        // Every file is written in full before any takes its place, so a full disk leaves the
        // old bundle as it was.
        try? manager.removeItem(atPath: fresh)
        do {
            try manager.createDirectory(atPath: fresh, withIntermediateDirectories: false)
            try Self.writeFiles(files, into: fresh)
        } catch {
            try? manager.removeItem(atPath: fresh)
            throw error as? ReportBundleError ?? ReportBundleError.cannotWrite(path: fresh, reason: error.localizedDescription)
        }
        guard entries.allSatisfy(Self.isBundleFile) else {
            // The folder holds files of the user's: nothing of theirs moves; each of the
            // bundle's files is renamed into place, which needs no space.
            defer { try? manager.removeItem(atPath: fresh) }
            for (file, _) in files {
                let from = (fresh as NSString).appendingPathComponent(file)
                let to = (folder as NSString).appendingPathComponent(file)
                guard rename(from, to) == 0 else {
                    throw ReportBundleError.cannotWrite(path: to, reason: String(cString: strerror(errno)))
                }
            }
            return files.map(\.0)
        }
        // The new bundle and the old swap places in one step where the file system can, so a
        // reader (or a kill) sees one or the other, never neither.
        if exists, sbdb_exchange_paths(fresh, folder) == 0 {
            try? manager.removeItem(atPath: fresh)
            return files.map(\.0)
        }
        do {
            if exists {
                try? manager.removeItem(atPath: old)
                try manager.moveItem(atPath: folder, toPath: old)
                do {
                    try manager.moveItem(atPath: fresh, toPath: folder)
                } catch {
                    try? manager.moveItem(atPath: old, toPath: folder)  // the old bundle back
                    throw error
                }
                try? manager.removeItem(atPath: old)
            } else {
                try manager.moveItem(atPath: fresh, toPath: folder)
            }
        } catch {
            try? manager.removeItem(atPath: fresh)
            throw ReportBundleError.cannotWrite(path: folder, reason: error.localizedDescription)
        }
        return files.map(\.0)
    }

    /// Removes what runs that were killed while writing a bundle left beside it: the
    /// `.NAME.sbdb-new-PID` and `.NAME.sbdb-old-PID` folders of processes no longer running.
    fileprivate static func removeLeftovers(of name: String, in parent: String) {
        let folder = parent.isEmpty ? "." : parent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            for marker in [".\(name).sbdb-new-", ".\(name).sbdb-old-"] where entry.hasPrefix(marker) {
                guard let pid = Int32(entry.dropFirst(marker.count)), pid != ProcessInfo.processInfo.processIdentifier,
                    kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(entry))
            }
        }
    }

    /// The files of the bundle, by name.
    private func contents() -> [(String, Data)] {
        var files: [(String, Data)] = []
        for outcome in outcomes where outcome.result != nil {
            files.append((Self.fileName(of: outcome), reportJSON(outcome)))
        }
        files.append((Self.manifestName, manifestJSON()))
        files.append(("sbdb.sarif", Data(sarif().utf8)))
        files.append(("index.md", Data(markdown().utf8)))
        files.append(("index.html", Data(html().utf8)))
        if let graphSources {
            files.append(("include-graph.dot", Data(graphSources.dot.utf8)))
            files.append(("include-graph.mmd", Data(graphSources.mermaid.utf8)))
        }
        if case .svg(let svg) = graph { files.append(("include-graph.svg", Data(svg.utf8))) }
        return files
    }

    /// Names a bundle writes: its reports' JSON, the manifest, SARIF, the pages and the graph.
    static func isBundleFile(_ name: String) -> Bool {
        name.hasSuffix(".json") || ["sbdb.sarif", "index.md", "index.html"].contains(name) || name.hasPrefix("include-graph.")
    }

    private static func writeFiles(_ files: [(String, Data)], into folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportBundleError.cannotWrite(path: folder, reason: error.localizedDescription)
        }
        for (name, data) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ReportBundleError.cannotWrite(path: path, reason: error.localizedDescription)
            }
        }
    }
}
