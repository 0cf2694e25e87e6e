import Diagnostics
import SBDBCore
import SBDBStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GRDB

/// What reading one changed-looking file found, computed off the writer thread.
enum FileOutcome: Sendable {
    /// Same bytes as stored: only size and mtime are updated.
    case sameContent
    /// What the file's kind read from it (`FileKindIndexer.read`), with its rows still to write.
    case indexed(any IndexedFacts, hash: String)
    /// A file its kind could not read: its last good rows stay, with this diagnostic.
    case failed(Diagnostic, hash: String)
    /// Deleted between the walk and the read.
    case vanished
    case unreadable(String)

    /// Reads `file` and, when its content is new, changed or `force`d, hands it to its kind's
    /// indexer (`FileKindIndexer`); on a parse worker.
    static func inspect(
        _ file: WalkedFile, stored: StoredFile?, root: String, force: Bool, options: ReadOptions = ReadOptions()
    ) -> FileOutcome {
        // An image is known by its name: a changed size or time is all there is to note.
        if !file.kind.isRead { return stored == nil || force ? .indexed(ResourceFacts.image, hash: "") : .sameContent }
        let bytes: [UInt8]
        switch readFile(root + "/" + file.relativePath) {
        case .success(let content): bytes = content
        case .failure(let code):
            // Gone, or no longer a regular file (a folder, a symbolic link, a pipe): the next
            // walk sees what took its place.
            if [ENOENT, ENOTDIR, EISDIR, ELOOP].contains(code.value) { return .vanished }
            return .unreadable(String(cString: strerror(code.value)))
        }
        let hash = bytes.withUnsafeBytes { ContentHash.hex($0) }
        if let stored, !force, stored.contentHash == hash { return .sameContent }
        guard let readGuard = options.readGuard else { return file.indexer.read(bytes, file: file, hash: hash, options: options) }
        if let skipped = readGuard.skipped(file.relativePath, hash: hash) { return .failed(skipped, hash: hash) }
        return readGuard.reading(file.relativePath, hash: hash) { file.indexer.read(bytes, file: file, hash: hash, options: options) }
    }

    /// Whether writing this outcome changes a file's rows (and so the links between files).
    var changesContent: Bool {
        if case .sameContent = self { return false }
        return true
    }

    /// Whether the file was gone by the time it was read.
    var isVanished: Bool {
        if case .vanished = self { return true }
        return false
    }

    func count(into summary: inout IndexSummary, isNew: Bool, path: String) {
        switch self {
        case .indexed(let facts, _):
            summary.diagnostics += facts.summaryDiagnostics.map { FileDiagnostic(path: path, diagnostic: $0) }
        case .failed(let diagnostic, _):
            summary.diagnostics.append(FileDiagnostic(path: path, diagnostic: diagnostic))
        case .unreadable(let reason):
            summary.diagnostics.append(FileDiagnostic(path: path, diagnostic: Self.unreadableDiagnostic(reason)))
        case .sameContent, .vanished:
            break
        }
        switch self {
        case .sameContent:
            summary.unchanged += 1
        case .vanished:
            summary.seen -= 1
        case .indexed:
            summary.parsed += 1
            if isNew { summary.added += 1 } else { summary.changed += 1 }
        case .failed, .unreadable:
            summary.failed += 1
            if isNew { summary.added += 1 } else { summary.changed += 1 }
        }
    }

    /// A file new to the database (`stored` nil) has no rows to delete: a full index skips the
    /// DELETE of every content table per file and inserts its file row plainly.
    func write(
        _ db: Database, file: WalkedFile, stored: StoredFile?, now: String, statements: RowStatements? = nil,
        contentTables: [String] = FileKinds.contentTables
    ) throws {
        // The file's row, written, with its old diagnostics gone; returns its id.
        func fileRow(hash: String, status: String) throws -> Int64 {
            guard stored != nil else { return try FileRows.insertNew(db, file: file, hash: hash, status: status, now: now) }
            let id = try FileRows.upsert(db, file: file, hash: hash, status: status, now: now)
            try FileRows.deleteDiagnostics(db, fileID: id)
            return id
        }
        switch self {
        case .sameContent:
            if let stored { try FileRows.touch(db, id: stored.id, file: file) }
        case .indexed(let facts, let hash):
            let id = try fileRow(hash: hash, status: facts.status)
            if stored != nil { try FileRows.deleteContent(db, fileID: id, tables: contentTables) }
            try facts.write(db, fileID: id, path: file.relativePath, statements: statements)
            for diagnostic in facts.diagnostics {
                try FileRows.insertDiagnostic(db, fileID: id, path: file.relativePath, diagnostic)
            }
        case .failed(let diagnostic, let hash):
            // The rows of the last good version stay until a good version replaces them.
            let id = try fileRow(hash: hash, status: "failed")
            try FileRows.insertDiagnostic(db, fileID: id, path: file.relativePath, diagnostic)
        case .unreadable(let reason):
            let id = try fileRow(hash: stored?.contentHash ?? "", status: "failed")
            try FileRows.insertDiagnostic(db, fileID: id, path: file.relativePath, Self.unreadableDiagnostic(reason))
        case .vanished:
            if let stored { try FileRows.delete(db, fileID: stored.id, contentTables: contentTables) }
        }
    }

    static func unreadableDiagnostic(_ reason: String) -> Diagnostic {
        Diagnostic(severity: .error, code: "unreadable", message: "cannot read the file: \(reason); check its permissions")
    }

    struct POSIXErrorCode: Error {
        let value: Int32
        init(_ value: Int32) { self.value = value }
    }

    /// Reads a whole file with POSIX calls, reporting `errno` on failure.
    ///
    /// The walk saw a regular file, but it may have been replaced since: `O_NOFOLLOW` refuses a
    /// symbolic link (which could lead out of the root) with `ELOOP`, `O_NONBLOCK` keeps a named
    /// pipe from blocking the run forever, and anything but a regular file reads as `EISDIR`.
    static func readFile(_ path: String) -> Result<[UInt8], POSIXErrorCode> {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(POSIXErrorCode(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(POSIXErrorCode(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(POSIXErrorCode(EISDIR)) }
        // Straight into the array, sized by fstat: no zeroed scratch buffer, no second copy.
        // One spare byte lets the first loop see the end of a file that did not grow.
        var failure: Int32 = 0
        let capacity = Int(info.st_size) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        // The file grew after fstat: read the rest in chunks.
        var growing = bytes.count == capacity
        var chunk = [UInt8](repeating: 0, count: growing ? 1 << 16 : 0)
        while failure == 0 && growing {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno != EINTR { failure = errno }
                continue
            }
            growing = count > 0
            bytes.append(contentsOf: chunk[0..<count])
        }
        if failure != 0 { return .failure(POSIXErrorCode(failure)) }
        return .success(bytes)
    }
}
