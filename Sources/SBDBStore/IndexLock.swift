import SBDBCore
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
/// `Store` takes it before it opens or migrates the database, so two sbdb processes never
/// migrate or write the same file at once.
final class IndexLock: Sendable {
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
            let holder = Self.holder(path)
            close(opened)
            throw StoreError.writerBusy(path: databasePath, holder: holder)
        }
        descriptor = opened
        // Overwrite in place, then trim: a process that fails to take the lock reads either the
        // last holder's note or this one, never an empty file (except once, at creation).
        let note = Array("\(command), pid \(getpid()), version \(SBDBVersion.current)\n".utf8)
        _ = note.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        _ = ftruncate(descriptor, off_t(note.count))
    }

    /// The holder's note; retried briefly, as a holder that has just taken the lock may not have written it yet.
    private static func holder(_ path: String) -> String {
        for _ in 0..<20 {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                let note = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !note.isEmpty { return note }
            }
            usleep(5_000)
        }
        return "unknown process"
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
