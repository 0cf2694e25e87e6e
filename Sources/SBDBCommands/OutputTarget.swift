import ArgumentParser
import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports

/// Where `sbdb query` writes and how: `--format`, else the extension of `--output FILE`, else
/// `reports.format` of `.sbdb.yml`, else an aligned table on a terminal and TSV in a pipe;
/// stdout unless `--output` names a file.
struct OutputTarget {
    let format: OutputFormat
    /// The file to write, absolute; nil for stdout.
    let file: String?

    init(format name: String?, output: String?, configured: String? = nil) throws {
        file = output.map(absolute)
        if let name {
            guard let format = OutputFormat(rawValue: name) else {
                throw ValidationError("Unknown format '\(name)'. Use one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            self.format = format
        } else if let output {
            guard let format = OutputFormat.forFileNamed(output) else {
                let known = OutputFormat.byExtension.map { ".\($0.fileExtension)" }.joined(separator: ", ")
                throw ValidationError("Cannot tell the format of '\(output)' from its name. Name the file with one of \(known), or pass --format.")
            }
            self.format = format
        } else if let configured = configured.flatMap(OutputFormat.init) {
            format = configured
        } else {
            format = Terminal.stdoutIsTerminal ? .table : .tsv
        }
    }

    /// Whether the format reads paths and lines, so the indexed root is worth looking up.
    var locatesRows: Bool { [.xcode, .github, .sarif, .checkstyle, .codeclimate, .junit].contains(format) }

    /// The context for a result: the terminal's width only for a table shown on a terminal, and
    /// GitHub paths relative to `$GITHUB_WORKSPACE` (in a workflow) or the current folder.
    /// The context of a report's rows (or of `--sql`'s, without one).
    func context(for report: Report?, root: String?) -> OutputContext {
        var context = context(report: report?.name, summary: report?.summary, root: root, keys: report?.keyColumns ?? [])
        context.messages = report?.messages ?? []
        return context
    }

    func context(report: String? = nil, summary: String? = nil, root: String? = nil, keys: [String] = []) -> OutputContext {
        let base =
            ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : absolute($0) } ?? FileManager.default.currentDirectoryPath
        // Both without symlinks, so a root indexed as /tmp/x still lies under a current folder
        // that the system reports as /private/tmp/x (macOS).
        return OutputContext(
            report: report, summary: summary, root: root.map(Self.real),
            baseDirectory: Self.real(base),
            width: format == .table && file == nil ? Terminal.width : nil, keyColumns: keys)
    }

    private static func real(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    func write(_ result: QueryResult, context: OutputContext) throws {
        try write(text: format.render(result, context: context))
    }

    /// Writes text already in this target's format.
    func write(text: String) throws {
        guard file != nil else { return Terminal.out(text) }
        var text = text
        try withByteSink { sink in try text.withUTF8 { try sink(UnsafeRawBufferPointer($0)) } }
    }

    /// Runs `body` with a writer of bytes to this target: stdout, or the file, so rows can stream
    /// into it without being held. A regular file (or a new one) is written through a temporary
    /// file renamed over it at the end; a symbolic link is followed, never replaced
    /// (`WriteDestination`); a device,
    /// FIFO or socket (`/dev/null`, `/dev/stdout`, a named pipe) is written through, never
    /// replaced by a regular file.
    func withByteSink<T>(_ body: ((UnsafeRawBufferPointer) throws -> Void) throws -> T) throws -> T {
        guard let file else { return try body(Terminal.out(bytes:)) }
        let folder = (file as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError("Cannot write '\(file)': the folder '\(folder)' does not exist. Create it first, or choose another --output.")
        }
        do {
            return try Self.stream(to: file, body)
        } catch let error as CommandError {
            throw error
        } catch let error as QueryError {
            throw error
        } catch {
            throw CommandError("Cannot write '\(file)': \(error.localizedDescription) Check that its folder exists and is writable.")
        }
    }

    static func stream<T>(to path: String, _ body: ((UnsafeRawBufferPointer) throws -> Void) throws -> T) throws -> T {
        let manager = FileManager.default
        let destination = WriteDestination(path)
        let target = destination.path
        let type = try? manager.attributesOfItem(atPath: target)[.type] as? FileAttributeType
        if type == .typeDirectory {
            throw CommandError("Cannot write '\(path)': it is a folder. Name a file with --output.")
        }
        if case .throughLink = destination {
            // A link to a file not made yet, or to a pipe (`/proc/self/fd/1`): opened, it is followed.
            let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: target])
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            defer { try? handle.close() }
            return try body { try handle.write(contentsOf: Data($0)) }
        }
        if let type, type != .typeRegular {
            guard let handle = FileHandle(forWritingAtPath: target) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: target])
            }
            defer { try? handle.close() }
            return try body { try handle.write(contentsOf: Data($0)) }
        }
        // Beside the target, so the rename stays on one file system and replaces it in one step.
        let url = URL(fileURLWithPath: target)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).sbdb-\(ProcessInfo.processInfo.processIdentifier)").path
        guard manager.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: target])
        }
        do {
            let result = try body { try handle.write(contentsOf: Data($0)) }
            try handle.close()
            guard rename(temporary, target) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target])
            }
            return result
        } catch {
            try? handle.close()
            try? manager.removeItem(atPath: temporary)
            throw error
        }
    }
}
