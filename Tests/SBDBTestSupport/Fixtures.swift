import Foundation

/// Where test inputs live: `Tests/Fixtures` (outside every target) and `../shared/corpus`.
public enum Fixtures {
    public static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    public static let packageRoot = testsDirectory.deletingLastPathComponent()

    public static func url(_ relative: String) -> URL {
        testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(relative)
    }

    /// The shared corpus of real IB files, when this checkout has it beside it (`SBDB_CORPUS` overrides).
    public static var corpus: URL? { shared("corpus", override: "SBDB_CORPUS") }

    /// Says why corpus tests skip, for the test log.
    public static let corpusMissing = "../shared/corpus is absent (as in a user's clone); corpus tests are skipped"

    /// The shared real apps (`../shared/apps`), when this checkout has them beside it (`SBDB_APPS` overrides).
    public static var apps: URL? { shared("apps", override: "SBDB_APPS") }

    /// `../shared/<folder>` beside the checkout, or the folder an environment variable names.
    private static func shared(_ folder: String, override variable: String) -> URL? {
        let candidates = [
            ProcessInfo.processInfo.environment[variable].map { URL(fileURLWithPath: $0) },
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/\(folder)"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The inputs a fuzzer once broke on (`Fuzz/regressions/<target>-…`), by name with their bytes,
    /// for the tests that replay them without libFuzzer.
    public static func fuzzRegressions(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = packageRoot.appendingPathComponent("Fuzz/regressions")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(target + "-") }.sorted()
            .map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    /// Says why real-app tests skip, for the test log.
    public static let appsMissing = "../shared/apps is absent (as in a user's clone); the real-app suite is skipped"

    /// The reviewed findings on the real apps: `Tests/RealApps/<app>/<report>.tsv`.
    public static let realAppReviews = testsDirectory.appendingPathComponent("RealApps")

    /// The built `sbdb` executable next to the test bundle.
    public static var sbdbExecutable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("sbdb")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/sbdb")
    }
}

/// A folder under the system temporary directory, removed when the value goes away.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(copying source: URL? = nil) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sbdb-test-\(UUID().uuidString)")
        if let source {
            try FileManager.default.copyItem(at: source, to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    public func write(_ relative: String, _ text: String) throws {
        let target = file(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// Moves a file's modification time, so a rewrite within the same clock tick is still seen.
    public func bumpModificationTime(_ relative: String, seconds: TimeInterval = 5) throws {
        let target = file(relative).path
        let current = try FileManager.default.attributesOfItem(atPath: target)[.modificationDate] as! Date
        try FileManager.default.setAttributes([.modificationDate: current.addingTimeInterval(seconds)], ofItemAtPath: target)
    }
}

/// Small IB documents that tests write into throwaway repositories.
public enum IBTexts {
    /// An iOS xib holding one table view cell, with a File's Owner of no class.
    public static let tableCellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="c1"/>
            </objects>
        </document>
        """
}
