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

    /// Takes the lock, or throws `StoreError.writerBusy` naming the process that holds it;
    /// `command` (`sbdb index`, `sbdb watch`) is what that message will call this process.
    init(databasePath: String, command: String = "sbdb index") throws {
        let path = databasePath + ".lock"
        // `descriptor` is set only once the lock is held: a class whose stored properties are
        // all set runs `deinit` when its init throws, which would close (and truncate) the
        // descriptor number again, by then perhaps another thread's file.
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard opened >= 0 else {
            throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if flock(opened, LOCK_EX | LOCK_NB) != 0 {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            close(opened)
            throw StoreError.writerBusy(path: databasePath, holder: holder.map { $0.isEmpty ? "unknown process" : $0 } ?? "unknown process")
        }
        descriptor = opened
        let note = "\(command), pid \(getpid()), version \(SBDBVersion.current)\n"
        _ = ftruncate(descriptor, 0)
        _ = note.withCString { write(descriptor, $0, strlen($0)) }
    }

    deinit {
        _ = ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
