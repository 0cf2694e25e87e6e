#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An exclusive advisory lock (`flock`) on `<database>.lock`: one writer per database.
/// The kernel releases it when the process dies, so a killed indexer never leaves it stale.
final class IndexLock {
    private let descriptor: Int32

    /// Takes the lock, or throws `StoreError.writerBusy` naming the process that holds it.
    init(databasePath: String) throws {
        let path = databasePath + ".lock"
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            close(descriptor)
            throw StoreError.writerBusy(path: databasePath, holder: holder.map { $0.isEmpty ? "unknown process" : $0 } ?? "unknown process")
        }
        let note = "pid \(getpid()), sbdb \(SBDBVersion.current)\n"
        _ = ftruncate(descriptor, 0)
        _ = note.withCString { write(descriptor, $0, strlen($0)) }
    }

    deinit {
        _ = ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
