import Diagnostics

/// The outcome of reading one Interface Builder file.
public enum IBParseResult: Sendable, Equatable {
    /// The file was read; `document.diagnostics` may still hold warnings.
    case parsed(IBDocument)
    /// The file could not be read; the diagnostic says where and why.
    case failed(Diagnostic)
}

/// Reads `.storyboard` and `.xib` files into `IBDocument`s. Knows nothing of SQLite.
public enum IBParser {
    public static func parse(_ bytes: [UInt8], path: String) -> IBParseResult {
        bytes.withUnsafeBytes { parse($0, path: path) }
    }

    public static func parse(_ bytes: UnsafeRawBufferPointer, path: String) -> IBParseResult {
        if let sniffed = sniff(bytes) { return .failed(sniffed) }
        let handler = IBDocumentHandler()
        do {
            try XMLStreamParser.parse(bytes, path: path, handler: handler)
        } catch {
            if let line = conflictMarkerLine(bytes) {
                return .failed(
                    Diagnostic(
                        severity: .error, code: "merge-conflict",
                        message: "unresolved merge conflict markers; resolve the conflict and save the file again",
                        line: line, column: 1))
            }
            return .failed(
                Diagnostic(
                    severity: .error, code: "malformed-xml",
                    message: "not well-formed XML: \(error.message)", line: error.line, column: error.column))
        }
        guard let root = handler.builder.rootElement, root == "document" || root == "archive" else {
            return .failed(
                Diagnostic(
                    severity: .error, code: "not-interface-builder",
                    message: "not an Interface Builder document: the root element is <\(handler.builder.rootElement ?? "")>, expected <document> or <archive>",
                    line: 1, column: 1))
        }
        return .parsed(handler.builder.finish())
    }

    /// Recognises the common impostors before libxml2 reports them as gibberish.
    private static func sniff(_ bytes: UnsafeRawBufferPointer) -> Diagnostic? {
        if bytes.isEmpty {
            return Diagnostic(severity: .error, code: "empty-file", message: "the file is empty", line: 1, column: 1)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            return Diagnostic(
                severity: .error, code: "binary-plist",
                message: "a binary property list, not an Interface Builder XML document", line: 1, column: 1)
        }
        return nil
    }

    /// The line of the first `<<<<<<< ` marker at the start of a line, if any.
    static func conflictMarkerLine(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let marker = Array("<<<<<<<".utf8)
        var line = 1
        var atLineStart = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if atLineStart, byte == marker[0], index + marker.count <= bytes.count,
                marker.indices.allSatisfy({ bytes[index + $0] == marker[$0] })
            {
                return line
            }
            atLineStart = byte == 0x0A
            if atLineStart { line += 1 }
            index += 1
        }
        return nil
    }
}
