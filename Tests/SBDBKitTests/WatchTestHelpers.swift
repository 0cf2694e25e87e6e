import Foundation
@testable import SBDBCore
@testable import SBDBIndexing
@testable import SBDBStore
import SBDBTestSupport
@testable import SBDBWatch
import Testing

/// How a test runs the watcher: the `sbdb watch` binary, or a `Watcher` inside the test process.
enum WatchMode: String, Sendable, CustomStringConvertible {
    case binary, inProcess

    static var available: [WatchMode] { [.binary, .inProcess] }

    var description: String { rawValue }
}

/// A watcher over a temporary copy of `Repos/Watch`: a `Watcher` running on its own thread, with
/// what it reported, or the `sbdb watch` binary; and helpers to wait for the database to show a state.
final class WatchHarness: @unchecked Sendable {
    let tree: TemporaryDirectory
    let database: String
    let watcher: Watcher?
    private let process: BackgroundSBDB?
    private let lock = NSLock()
    private var collected: [WatchReport] = []
    private var failure: Error?
    private let done = DispatchSemaphore(value: 0)

    init(
        mode: WatchMode = .inProcess, options: WatchOptions = WatchHarness.defaultOptions, tree: TemporaryDirectory? = nil,
        beforeWrite: (@Sendable () -> Void)? = nil
    ) throws {
        self.tree = try tree ?? TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        database = self.tree.file(".sbdb/index.sqlite").path
        if mode == .binary {
            precondition(beforeWrite == nil, "beforeWrite needs the in-process watcher")
            watcher = nil
            let watch = try BackgroundSBDB(["watch", self.tree.path, "--debounce", String(Int(options.debounce * 1000))])
            process = watch
            guard eventually({ watch.stderr.contains("watching \(self.tree.path) with ") || !watch.isRunning }) else {
                throw WatchTestError("sbdb watch did not finish its first index within 20 s: \(watch.stderr)")
            }
            guard watch.isRunning else { throw WatchTestError("sbdb watch stopped: \(watch.stderr)") }
            return
        }
        process = nil
        let watcher = Watcher(store: try Store(path: database, command: "sbdb watch"), root: self.tree.path, options: options)
        self.watcher = watcher
        watcher.beforeWrite = beforeWrite
        // Not `Thread { … }`: its closure, and with it this harness, the watcher and its Store,
        // could be released last while the finished thread's thread-specific data is torn down,
        // which corrupted the heap (see `startThread`).
        startThread(named: "sbdb.test.watcher") { [self] in
            do {
                try watcher.run { report in self.lock.withLock { self.collected.append(report) } }
            } catch {
                lock.withLock { failure = error }
            }
            done.signal()
        }
        guard eventually({ self.isReady || self.error != nil }) else {
            throw WatchTestError("the watcher did not finish its first index within 20 s")
        }
        if let error { throw error }
    }

    static var defaultOptions: WatchOptions {
        var options = WatchOptions()
        options.debounce = 0.05
        options.pollInterval = 0.2
        return options
    }

    var reports: [WatchReport] { lock.withLock { collected } }
    var error: Error? { lock.withLock { failure } }

    var isReady: Bool {
        reports.contains { if case .ready = $0 { return true } else { return false } }
    }

    var batches: [IndexSummary] {
        reports.compactMap { if case .batch(let summary) = $0 { return summary } else { return nil } }
    }

    var warnings: [String] {
        reports.compactMap { if case .warning(let message) = $0 { return message } else { return nil } }
    }

    var backend: String? {
        reports.lazy.compactMap { if case .ready(_, let backend) = $0 { return backend } else { return nil } }.first
    }

    /// Stops the watcher and waits for `run` to return (or the binary to exit 0 after SIGTERM).
    func stop() throws {
        if let process {
            process.send(SIGTERM)
            let status = process.wait()
            guard status == 0 else { throw WatchTestError("sbdb watch ended with \(status.map(String.init) ?? "a timeout"): \(process.stderr)") }
            return
        }
        watcher?.stop()
        guard done.wait(timeout: .now() + 20) == .success else { throw WatchTestError("the watcher did not stop within 20 s") }
        if let error { throw error }
    }

    /// Waits until `sql` returns `expected` (rows as `|`-joined lines); records an issue with
    /// the last answer when it never does.
    func expectRows(_ sql: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var last: [String] = []
        let reached = eventually {
            last = try rows(database, sql)
            return last == expected
        }
        #expect(reached, "\(sql) gave \(last), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// Waits until the watcher's database equals a fresh `sbdb index` of the tree.
    func expectEqualToFreshIndex(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scratch = try TemporaryDirectory()
        var fresh: [String] = []
        var mine: [String] = []
        let reached = eventually {
            let path = scratch.file("fresh-\(UUID().uuidString).sqlite").path
            try index(tree.path, database: path)
            fresh = try DatabaseDump.lines(path)
            mine = try DatabaseDump.lines(database)
            return fresh == mine
        }
        let difference = fresh.difference(from: mine).map { "\($0)" }.prefix(10)
        #expect(reached, "the watched database differs from a fresh index: \(Array(difference))", sourceLocation: sourceLocation)
    }

    /// Writes the way Xcode saves: a temporary file beside the target, renamed over it.
    func save(_ relative: String, _ text: String) throws {
        let target = tree.file(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).sb-\(UUID().uuidString.prefix(8))")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, target.path) == 0 else { throw WatchTestError("rename failed: \(String(cString: strerror(errno)))") }
    }
}

struct WatchTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// IB and Swift text for the watch tests.
enum WatchTexts {
    static func storyboard(scene: String, reference: String? = nil) -> String {
        let placeholder =
            reference.map {
                """
                        <scene sceneID="scn-\(scene)-ref">
                            <objects>
                                <viewControllerPlaceholder storyboardName="\($0)" id="ref-\(scene)-plc" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                """
            } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="ctl-\(scene)">
                <scenes>
                    <scene sceneID="scn-\(scene)">
                        <objects>
                            <viewController id="ctl-\(scene)" customClass="\(scene)ViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw0-\(scene)"/>
                            </viewController>
                        </objects>
                    </scene>
            \(placeholder)
                </scenes>
            </document>
            """
    }

    static func xib(viewClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="vw0-\(viewClass)" customClass="\(viewClass)"/>
            </objects>
        </document>
        """
    }

    static func swift(className: String, loadsNib nib: String) -> String {
        """
        import UIKit

        final class \(className): UIView {
            static func make() -> UINib { UINib(nibName: "\(nib)", bundle: nil) }
        }
        """
    }
}
