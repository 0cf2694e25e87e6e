import Foundation

/// What a generator run wrote: the plan, and how many files and bytes of each kind.
public struct GeneratedRepository: Sendable {
    public let root: URL
    public let plan: RepoPlan
    /// Files and bytes by kind: `storyboard`, `xib`, `swift`, `objc`, `plist`.
    public let files: [String: Int]
    public let bytes: [String: Int]

    public var totalFiles: Int { files.values.reduce(0, +) }
    public var storyboardPaths: [String] { plan.storyboards.map(\.path) }
    public var xibPaths: [String] { plan.xibs.map(\.path) }
    public var swiftPaths: [String] { plan.swiftFiles.map(\.path) }
}

/// Writes a synthetic iOS repository of a given shape: storyboards and xibs modelled on real
/// Xcode output, Swift and Objective-C classes behind them, and Info.plists, linked by every
/// mechanism sbdb knows (see ``RepoPlan``). The same shape and seed give the same bytes.
public struct RepoGenerator: Sendable {
    public let shape: RepoShape
    public let seed: UInt64

    public init(shape: RepoShape, seed: UInt64 = 1) {
        self.shape = shape
        self.seed = seed
    }

    /// Writes the repository into `root` (created if needed; existing files of the same
    /// names are replaced), on all cores.
    @discardableResult
    public func write(to root: URL) throws -> GeneratedRepository {
        let plan = try RepoPlan(shape: shape, seed: seed)
        var planned: [(kind: String, path: String, render: @Sendable () -> String)] = []
        let seed = self.seed
        for storyboard in plan.storyboards {
            planned.append(
                (
                    "storyboard", storyboard.path,
                    {
                        var t = StoryboardTemplate(plan: storyboard, seed: seed)
                        return t.render()
                    }
                ))
        }
        for xib in plan.xibs {
            planned.append(
                (
                    "xib", xib.path,
                    {
                        var t = XibTemplate(plan: xib, seed: seed)
                        return t.render()
                    }
                ))
        }
        for (index, file) in plan.swiftFiles.enumerated() {
            planned.append(
                (
                    "swift", file.path,
                    {
                        var t = SwiftTemplate(plan: file, index: index, seed: seed)
                        return t.render()
                    }
                ))
        }
        for objc in plan.objectiveCClasses {
            planned.append(("objc", objc.path + ".h", { ObjectiveCTemplate(plan: objc).header }))
            planned.append(("objc", objc.path + ".m", { ObjectiveCTemplate(plan: objc).implementation }))
        }
        for plist in plan.plists {
            planned.append(("plist", plist.path, { PlistTemplate(plan: plist).render() }))
        }
        let jobs = planned
        let folders = Set(jobs.map { ($0.path as NSString).deletingLastPathComponent })
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let sizes = Slots(count: jobs.count)
        let failure = LockedError()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let data = Data(jobs[index].render().utf8)
            do {
                try data.write(to: root.appendingPathComponent(jobs[index].path))
                sizes.set(index, data.count)
            } catch {
                failure.record(error)
            }
        }
        if let error = failure.error { throw error }
        var files: [String: Int] = [:]
        var bytes: [String: Int] = [:]
        for (job, size) in zip(jobs, sizes.values) {
            files[job.kind, default: 0] += 1
            bytes[job.kind, default: 0] += size
        }
        return GeneratedRepository(root: root, plan: plan, files: files, bytes: bytes)
    }
}

/// Results written from many threads, one slot each.
private final class Slots: @unchecked Sendable {
    private var storage: [Int]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: 0, count: count) }
    func set(_ index: Int, _ value: Int) { lock.withLock { storage[index] = value } }
    var values: [Int] { lock.withLock { storage } }
}

/// The first error of a parallel loop.
private final class LockedError: @unchecked Sendable {
    private var stored: Error?
    private let lock = NSLock()
    func record(_ error: Error) { lock.withLock { if stored == nil { stored = error } } }
    var error: Error? { lock.withLock { stored } }
}
