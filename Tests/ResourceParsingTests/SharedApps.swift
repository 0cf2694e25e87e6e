import Foundation
import SBDBTestSupport

/// The real apps under the repository's sibling `shared/apps`, read in place by the corpus tests.
enum SharedApps {
    /// The real apps (`Fixtures.apps`: `SBDB_APPS`, else `../shared/apps`); the suites that read
    /// them are enabled only when they are there.
    static func directory() throws -> URL {
        guard let apps = Fixtures.apps else { throw AppsMissing() }
        return apps
    }

    struct AppsMissing: Error, CustomStringConvertible {
        var description: String { Fixtures.appsMissing }
    }

    /// Every file under the apps whose name ends with one of `extensions`, sorted by path.
    static func files(withExtensions extensions: Set<String>) throws -> [URL] {
        let root = try directory()
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker where extensions.contains(url.pathExtension.lowercased()) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func bytes(of url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// A path relative to the apps folder, for messages.
    static func relative(_ url: URL) -> String {
        guard let root = try? directory().path else { return url.path }
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count + 1)) : url.path
    }
}

/// Deterministic byte mutations for the "never crashes" tests (a linear congruential generator,
/// so a failure repeats).
struct Mutator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }

    /// `count` variants of `bytes`, each with a few bytes changed, removed or inserted, or cut short.
    mutating func variants(of bytes: [UInt8], count: Int, interesting: [UInt8] = []) -> [[UInt8]] {
        (0..<count).map { _ in
            var copy = bytes
            for _ in 0...next(below: 4) where !copy.isEmpty {
                let position = next(below: copy.count)
                let pool = interesting + [0x00, 0xFF, 0x80, 0x22, 0x5C, 0x0A]
                switch next(below: 4) {
                case 0: copy[position] = UInt8(truncatingIfNeeded: next(below: 256))
                case 1: copy.remove(at: position)
                case 2: copy.insert(pool[next(below: pool.count)], at: position)
                default: copy.removeLast(next(below: copy.count))
                }
            }
            return copy
        }
    }
}
