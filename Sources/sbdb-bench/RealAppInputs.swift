import Foundation

/// The real-app inputs of the benchmark, made from a folder of whole apps (../shared/apps):
/// every IB file of every app together in one tree (`apps-ib`), and the largest app whole
/// (`app <name>`), every kind of file sbdb reads. Both are copies under the output folder, so
/// the changed-file runs never touch the apps themselves.
struct RealAppInputs {
    let apps: String
    let out: String
    let log: (String) -> Void

    /// The tree of every app's IB files, at their paths inside the apps folder.
    func ibTree() throws -> String {
        let root = "\(out)/repos/apps-ib"
        try copy(into: root) { InputBench.ibExtensions.contains(URL(fileURLWithPath: $0).pathExtension) }
        return root
    }

    /// The app with the most files sbdb reads, copied whole; its name and the copy's root.
    func largestApp() throws -> (name: String, root: String)? {
        let names = try FileManager.default.contentsOfDirectory(atPath: apps).filter {
            var isDirectory: ObjCBool = false
            return !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: "\(apps)/\($0)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        let sized = names.map { ($0, InputBench.Inventory(root: "\(apps)/\($0)").files) }
        guard let (name, _) = sized.max(by: { ($0.1, $1.0) < ($1.1, $0.0) }) else { return nil }
        let root = "\(out)/repos/app-\(name)"
        try copy(from: "\(apps)/\(name)", into: root) { _ in true }
        return (name, root)
    }

    /// Copies the regular files `keep` accepts (by path) from `source` (the apps folder by
    /// default) into `root`, once: an existing copy is kept, as the generated repositories are.
    private func copy(from source: String? = nil, into root: String, keep: (String) -> Bool) throws {
        let source = source ?? apps
        let manager = FileManager.default
        guard !manager.fileExists(atPath: root) else { return }
        log("copying \(source) to \(root)")
        let partial = root + ".partial"
        try? manager.removeItem(atPath: partial)
        guard let enumerator = manager.enumerator(atPath: source) else { throw BenchError.missingInput(source) }
        while let relative = enumerator.nextObject() as? String {
            let path = "\(source)/\(relative)"
            guard (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular, keep(path) else { continue }
            let destination = "\(partial)/\(relative)"
            try manager.createDirectory(
                atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: path, toPath: destination)
        }
        try manager.moveItem(atPath: partial, toPath: root)
    }

    static func defaultApps() -> String? {
        let candidate = URL(fileURLWithPath: "../shared/apps").standardizedFileURL.path
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
}
