import CLibXML2

/// One attribute of a start tag.
public struct XMLAttribute: Sendable, Equatable {
    public let name: String
    public let value: String
}

/// Receives the events of `XMLStreamParser`, in document order.
protocol XMLStreamHandler: AnyObject {
    func startElement(_ name: String, attributes: [XMLAttribute], line: Int)
    func endElement(_ name: String)
    /// Text content; delivered only while `wantsText` is true.
    func text(_ text: String)
    var wantsText: Bool { get }
}

/// Why a document could not be read as well-formed XML.
public struct XMLStreamError: Error, Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let message: String
}

/// A streaming (SAX2) libxml2 parser. It never builds a tree, never loads a DTD, never
/// touches the network, and never expands entities: no entity declaration is recorded, so a
/// reference to one can only fail, which makes "billion laughs" and XXE inert by design.
enum XMLStreamParser {
    static let options: Int32 = Int32(XML_PARSE_NONET.rawValue)
        | Int32(XML_PARSE_NOERROR.rawValue)
        | Int32(XML_PARSE_NOWARNING.rawValue)
        | Int32(XML_PARSE_BIG_LINES.rawValue)
        | Int32(XML_PARSE_NOCDATA.rawValue)

    static func parse(_ bytes: UnsafeRawBufferPointer, path: String, handler: XMLStreamHandler) throws(XMLStreamError) {
        _ = libxmlInitialized
        let context = ParseContext(handler: handler)
        var sax = makeHandler()
        let userData = Unmanaged.passUnretained(context).toOpaque()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count < Int32.max,
              let ctxt = xmlCreateMemoryParserCtxt(base, Int32(bytes.count)) else {
            throw XMLStreamError(line: 1, column: 1, message: "libxml2 could not create a parser for this input")
        }
        // As xmlSAXUserParseMemory does: lend the context our handler for the parse, then
        // give its own back before it is freed.
        let ownHandler = ctxt.pointee.sax
        defer {
            ctxt.pointee.sax = ownHandler
            xmlFreeParserCtxt(ctxt)
        }
        let status: Int32 = withUnsafeMutablePointer(to: &sax) { handler in
            ctxt.pointee.sax = handler
            ctxt.pointee.userData = userData
            xmlCtxtUseOptions(ctxt, options)
            context.ctxt = ctxt
            defer { context.ctxt = nil }
            return xmlParseDocument(ctxt)
        }
        withExtendedLifetime(context) {}
        if status != 0 || ctxt.pointee.wellFormed == 0 {
            // The first error names the cause; later ones are often consequences of it.
            throw context.firstError ?? lastError(ctxt)
        }
    }

    private static func lastError(_ ctxt: xmlParserCtxtPtr) -> XMLStreamError {
        guard let error = xmlCtxtGetLastError(ctxt) else {
            return XMLStreamError(line: Int(xmlSAX2GetLineNumber(ctxt)), column: 0, message: "malformed XML")
        }
        let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
        return XMLStreamError(
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            message: message.trimmedWhitespace)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { userData, localname, _, _, _, _, count, _, attributes in
            let context = Unmanaged<ParseContext>.fromOpaque(userData!).takeUnretainedValue()
            context.start(localname, count: Int(count), attributes: attributes)
        }
        sax.endElementNs = { userData, localname, _, _ in
            let context = Unmanaged<ParseContext>.fromOpaque(userData!).takeUnretainedValue()
            context.handler.endElement(string(localname))
        }
        sax.characters = { userData, chars, length in
            let context = Unmanaged<ParseContext>.fromOpaque(userData!).takeUnretainedValue()
            guard context.handler.wantsText, let chars else { return }
            context.handler.text(String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF8.self))
        }
        sbdb_silenceSAXErrors(&sax)
        sax.serror = { userData, error in
            guard let userData, let error else { return }
            let context = Unmanaged<ParseContext>.fromOpaque(userData).takeUnretainedValue()
            guard context.firstError == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            context.firstError = XMLStreamError(
                line: Int(error.pointee.line), column: Int(error.pointee.int2),
                message: error.pointee.message.map { String(cString: $0) }?.trimmedWhitespace ?? "malformed XML")
        }
        return sax
    }
}

private let libxmlInitialized: Void = { xmlInitParser() }()

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
}

/// Per-parse state reachable from the C callbacks.
private final class ParseContext {
    let handler: XMLStreamHandler
    var ctxt: xmlParserCtxtPtr?
    var firstError: XMLStreamError?

    init(handler: XMLStreamHandler) { self.handler = handler }

    func start(_ localname: UnsafePointer<xmlChar>?, count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        var list: [XMLAttribute] = []
        if count > 0, let attributes {
            list.reserveCapacity(count)
            for index in 0..<count {
                // Five pointers per attribute: localname, prefix, URI, value start, value end.
                let name = string(attributes[index * 5])
                let value: String
                if let start = attributes[index * 5 + 3], let end = attributes[index * 5 + 4] {
                    value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                } else {
                    value = ""
                }
                list.append(XMLAttribute(name: name, value: value))
            }
        }
        let line = ctxt.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0
        handler.startElement(string(localname), attributes: list, line: line)
    }
}
