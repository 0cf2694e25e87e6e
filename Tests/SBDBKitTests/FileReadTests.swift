import Foundation
@testable import SBDBIndexing
import SBDBTestSupport
import Testing

/// `FileOutcome.readFile` reads into an array sized by `fstat`, and still reads every byte of a
/// file that is longer than `fstat` said.
@Suite struct FileReadTests {
    static func read(_ path: String) throws -> [UInt8] {
        switch FileOutcome.readFile(path) {
        case .success(let bytes): return bytes
        case .failure(let error): throw error
        }
    }

    @Test(arguments: [0, 1, 4_095, 65_536, 200_003])
    func readsEveryByte(size: Int) throws {
        let scratch = try TemporaryDirectory()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let path = scratch.file("data.bin").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try Self.read(path) == bytes)
    }

    #if os(Linux)
    /// procfs files say they are empty and are not: the same path as a file that grew after `fstat`.
    @Test func readsPastTheSizeFstatGave() throws {
        var info = stat()
        #expect(stat("/proc/self/status", &info) == 0 && info.st_size == 0)
        let text = String(decoding: try Self.read("/proc/self/status"), as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
        #expect(text.hasSuffix("\n"))
    }
    #endif

    @Test func aFolderIsNotRead() throws {
        let scratch = try TemporaryDirectory()
        #expect(throws: FileOutcome.POSIXErrorCode.self) { try Self.read(scratch.path) }
    }
}
