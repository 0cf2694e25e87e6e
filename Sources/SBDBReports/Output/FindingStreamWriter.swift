import Foundation
import SBDBCore

/// The located formats (xcode, github, sarif, checkstyle, codeclimate, junit) written as rows
/// arrive, one row held at a time, byte for byte what their whole-result formatters print (which
/// run through this writer too). JUnit's head counts the failures, so they wait in a temporary
/// file until the last row; pretty JSON documents are cut around their list of items.
struct FindingStreamWriter {
    static let formats: Set<OutputFormat> = [.xcode, .github, .sarif, .checkstyle, .codeclimate, .junit]

    private let format: OutputFormat
    private let context: OutputContext
    private let reader: Finding.Reader
    /// Paths in sarif, checkstyle and codeclimate are relative to this.
    private let base: String?
    private let write: (UnsafeRawBufferPointer) throws -> Void
    private var output: ChunkedText
    private(set) var count = 0
    private var json: JSONFrame?
    private var currentFile: String?
    private var spool: Spool?

    init(format: OutputFormat, context: OutputContext, columns: [String], write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        precondition(Self.formats.contains(format), "\(format) is not a located format")
        self.format = format
        self.context = context
        self.write = write
        output = ChunkedText(write)
        reader = Finding.Reader(columns: columns, context: context)
        base = SARIFFormatter.base(root: context.root, workspace: context.baseDirectory)
        switch format {
        case .sarif:
            let rules = [SARIFFormatter().rule(context)]
            json = JSONFrame { [base] in SARIFFormatter.document(rules: rules, root: base, results: $0) }
        case .codeclimate:
            json = JSONFrame { .array($0) }
        default:
            break
        }
    }

    /// The whole text for `result`, as the writer streams it.
    static func render(_ format: OutputFormat, _ result: QueryResult, context: OutputContext) -> String {
        var out: [UInt8] = []
        var writer = FindingStreamWriter(format: format, context: context, columns: result.columns) { out += $0 }
        for row in result.rows { try? writer.row(row) }
        try? writer.finish()
        return String(decoding: out, as: UTF8.self)
    }

    mutating func row(_ values: [QueryValue]) throws {
        let finding = reader.finding(values)
        defer { count += 1 }
        switch format {
        case .xcode:
            try output.emit(XcodeFormatter.line(finding))
        case .github:
            try output.emit(GitHubFormatter.line(finding, context: context))
        case .sarif:
            let fingerprint = SARIFFormatter.fingerprint(rule: context.ruleID, keys: context.keyColumns, columns: reader.names, row: values)
            try item(SARIFFormatter().result(finding, ruleIndex: 0, root: base, columns: reader.names, row: values, fingerprint: fingerprint))
        case .codeclimate:
            try item(CodeClimateFormatter.issue(finding, row: values, columns: reader.names, context: context, base: base))
        case .checkstyle:
            if count == 0 { try output.emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n") }
            let file = finding.path.map { Finding.relative($0, to: base) } ?? ""
            if file != currentFile {
                if currentFile != nil { try output.emit("  </file>\n") }
                try output.emit("  <file name=\"\(XMLText.escape(file))\">\n")
                currentFile = file
            }
            try output.emit(CheckstyleFormatter.error(finding) + "\n")
        default:  // junit
            var place = finding.path ?? "sbdb"
            if let line = finding.line { place += ":\(line)" }
            let text = XMLText.escape("\(place): \(finding.message)")
            if spool == nil { spool = Spool() }
            try spool?.append("      <failure type=\"\(finding.level.rawValue)\" message=\"\(text)\">\(text)</failure>\n")
        }
    }

    mutating func finish() throws {
        switch format {
        case .sarif, .codeclimate:
            guard let json else { break }
            try output.emit(count == 0 ? json.empty : json.foot)
        case .checkstyle:
            if count == 0 { try output.emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n") }
            if currentFile != nil { try output.emit("  </file>\n") }
            try output.emit("</checkstyle>\n")
        case .junit:
            try output.emit(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="sbdb" tests="1" failures="\(count)">
                  <testsuite name="sbdb" tests="1" failures="\(count)">
                    <testcase classname="sbdb" name="\(XMLText.escape(context.ruleID))">

                """)
            try output.flush()
            try spool?.copy(to: write)
            try output.emit("    </testcase>\n  </testsuite>\n</testsuites>\n")
        default:
            break
        }
        try output.flush()
    }

    /// One item of a pretty JSON document's list.
    private mutating func item(_ value: JSONValue) throws {
        guard let json else { return }
        try output.emit((count == 0 ? json.head : ",\n") + json.indent + value.pretty(indent: json.indent))
    }

}

/// A pretty JSON document cut around its list of items: what comes before the first item (and
/// its indentation), what comes after the last, and the document with no items at all.
private struct JSONFrame {
    let head: String
    let indent: String
    let foot: String
    let empty: String

    init(_ document: ([JSONValue]) -> JSONValue) {
        let marker = "\u{1}sbdb-items\u{1}"
        let text = document([.string(marker)]).pretty()
        let rendered = JSONFormatter.string(marker)
        let range = text.range(of: rendered)!
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        head = String(text[..<lineStart])
        indent = String(text[lineStart..<range.lowerBound])
        foot = String(text[range.upperBound...])
        empty = document([]).pretty()
    }
}

/// Text kept in memory up to a megabyte, then in a temporary file deleted when done.
private final class Spool {
    private var buffer = ""
    private var file: FileHandle?

    func append(_ text: String) throws {
        buffer += text
        guard buffer.utf8.count >= 1 << 20 else { return }
        if file == nil {
            let path = NSTemporaryDirectory() + "sbdb-spool-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forUpdatingAtPath: path) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            unlink(path)  // gone when the handle closes
            file = handle
        }
        try file?.write(contentsOf: Data(buffer.utf8))
        buffer = ""
    }

    func copy(to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let file {
            try file.seek(toOffset: 0)
            while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty {
                try chunk.withUnsafeBytes { try write($0) }
            }
        }
        try buffer.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    deinit { try? file?.close() }
}
