#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where output goes: data on stdout, everything else on stderr; decorations only on a terminal.
enum Terminal {
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The terminal's width in columns, when stdout is a terminal.
    static var width: Int? {
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 100
    }

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes bytes to stdout as they are, whole (`write(2)` may take part of them).
    static func out(bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandError("Cannot write the output: \(String(cString: strerror(errno))).")
            }
            offset += written
        }
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Rewrites one status line in place on a terminal; does nothing in a pipe.
    static func status(_ text: String) {
        guard stderrIsTerminal else { return }
        let width = 100
        let line = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    static func clearStatus() {
        guard stderrIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
