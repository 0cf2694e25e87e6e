import Foundation
import SBDBTestSupport
import Testing

/// Two `sbdb index` processes on one database: one writes, the other is refused with a message
/// (or runs after it), and the database ends as one clean run leaves it.
@Suite struct ConcurrentWriterTests {
    @Test func twoWritersAreSerialisedOrRefused() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.corpus ?? Fixtures.url("Repos"))
        let scratch = try TemporaryDirectory()
        let database = scratch.file("index.sqlite").path
        let results = Results()
        for round in 0..<3 {
            if round > 0 {
                // Give the next pair something to do.
                let enumerator = FileManager.default.enumerator(atPath: tree.path)!
                for case let file as String in enumerator where file.hasSuffix(".xib") {
                    try tree.bumpModificationTime(file, seconds: Double(round))
                }
            }
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                results.add(Result { try runSBDB(["index", tree.path, "--db", database, "-q"]) })
            }
        }
        let runs = try results.all.map { try $0.get() }
        #expect(runs.allSatisfy { $0.status == 0 || $0.status == 1 })
        for refused in runs where refused.status == 1 {
            #expect(refused.stderr.contains("Another sbdb is already writing"), "\(refused.stderr)")
            #expect(refused.stderr.contains("pid "))
        }
        #expect(runs.filter { $0.status == 0 }.count >= 3)
        let clean = scratch.file("clean.sqlite").path
        #expect(try runSBDB(["index", tree.path, "--db", clean, "-q"]).status == 0)
        #expect(try DatabaseDump.lines(database) == DatabaseDump.lines(clean))
        print("two writers: \(runs.filter { $0.status == 1 }.count) of \(runs.count) runs refused while the other wrote")
    }
}

private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Result<ProcessOutput, Error>] = []
    var all: [Result<ProcessOutput, Error>] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
    func add(_ item: Result<ProcessOutput, Error>) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }
}
