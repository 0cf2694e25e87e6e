#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A new database comes from an image the build made (`Sources/EmbedSQLTool/DatabaseImage.swift`):
/// every migration applied and recorded, the framework model loaded, the content tables'
/// indexes waiting in meta 'deferred_indexes'. Writing it takes a fraction of a millisecond;
/// running the migrations and loading the model took most of a first index's opening.
enum DatabaseImage {
    /// The image's bytes: base64, then zero runs and literal runs, as the tool squeezed them.
    static func bytes() -> [UInt8] {
        guard let squeezed = Data(base64Encoded: EmbeddedSQL.databaseImage) else { return [] }
        return expand([UInt8](squeezed))
    }

    /// Reverses the tool's `squeeze`: (varint zero count, varint literal count, literal bytes)*.
    static func expand(_ squeezed: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(squeezed.count * 4)
        var index = 0
        func varint() -> Int? {
            var value = 0
            var shift = 0
            while index < squeezed.count, shift < 63 {
                let byte = squeezed[index]
                index += 1
                value |= Int(byte & 0x7f) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < squeezed.count {
            guard let zeros = varint(), let literal = varint(), literal <= squeezed.count - index else { return [] }
            out.append(contentsOf: repeatElement(0, count: zeros))
            out.append(contentsOf: squeezed[index..<index + literal])
            index += literal
        }
        return out
    }

    /// Writes a new database at `path`, replacing whatever file is there.
    static func write(to path: String) throws {
        let image = bytes()
        guard !image.isEmpty else { throw StoreError.cannotOpen(path: path, reason: "this sbdb's database image is damaged; rebuild sbdb") }
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var written = 0
        try image.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = writeBytes(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno))) }
                written += count
            }
        }
    }
}

/// `write(2)`, which `DatabaseImage.write(to:)` hides inside the type.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
