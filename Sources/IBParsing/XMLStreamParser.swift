import CLibXML2

/// One attribute of a start tag.
public struct XMLAttribute: Sendable, Equatable {
    public let name: String
    public let value: String
}

/// Receives the events of `XMLStreamParser`, in document order.
protocol XMLStreamHandler: AnyObject {
    /// `attributes` is valid only during the call.
    func startElement(_ name: String, attributes: Attributes, line: Int)
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
            // An internal subset (`<!DOCTYPE d [<!ENTITY …>]>`) makes libxml2 build a document to
            // hold its declarations even without a tree builder; the context does not free it.
            if let document = ctxt.pointee.myDoc {
                xmlFreeDoc(document)
                ctxt.pointee.myDoc = nil
            }
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
            context.end(localname)
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

/// Without XML_PARSE_NOENT (which sbdb never sets), libxml2 hands each `&amp;` or `&#38;`
/// of an attribute value to SAX2 as the five bytes `&#38;`, for its tree builder to decode
/// later; every `&` left in a value starts such a run, so it is decoded here.
private func attributeValue(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
    let ampersand = UInt8(ascii: "&")
    guard bytes.contains(ampersand) else { return String(decoding: bytes, as: UTF8.self) }
    let escaped = Array("&#38;".utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
        decoded.append(bytes[index])
        let isEscaped = bytes[index] == ampersand && bytes[index...].starts(with: escaped)
        index += isEscaped ? escaped.count : 1
    }
    return String(decoding: decoded, as: UTF8.self)
}

/// Per-parse state reachable from the C callbacks.
private final class ParseContext {
    let handler: XMLStreamHandler
    var ctxt: xmlParserCtxtPtr?
    var firstError: XMLStreamError?
    /// Element and attribute names, each made a Swift string once per file.
    let names = NameTable()

    init(handler: XMLStreamHandler) { self.handler = handler }

    /// The names of the current element's attributes, reused from element to element.
    private var attributeNames: [String] = []

    func start(_ localname: UnsafePointer<xmlChar>?, count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard let localname else { return }
        let name = names.name(localname)
        // Moved out of the property and back: one exclusivity check per element, not one per append.
        var list: [String] = []
        swap(&list, &attributeNames)
        defer { swap(&list, &attributeNames) }
        list.removeAll(keepingCapacity: true)
        if let attributes {
            for index in 0..<count {
                if let attribute = attributes[index * 5] { list.append(names.name(attribute)) } else { list.append("") }
            }
        }
        let line = ctxt.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0
        list.withUnsafeBufferPointer { names in
            handler.startElement(name, attributes: Attributes(base: attributes, names: names), line: line)
        }
    }

    func end(_ localname: UnsafePointer<xmlChar>?) {
        handler.endElement(localname.map(names.name) ?? "")
    }
}

/// Names libxml2 interned in its dictionary (element and attribute names under SAX2), by
/// pointer: open addressing over slots this table allocates, so a lookup is a multiply and a
/// compare or two, with neither Swift's hashing nor an exclusivity check on a class property.
private final class NameTable {
    private static let capacity = 1_024
    private static let limit = capacity * 3 / 4
    private let keys: UnsafeMutablePointer<UnsafeRawPointer?>
    private let values: UnsafeMutablePointer<String>
    private var count = 0
    /// Names past `limit`; a document with that many distinct names is rare.
    private var overflow: [UnsafeRawPointer: String] = [:]

    init() {
        keys = .allocate(capacity: Self.capacity)
        keys.initialize(repeating: nil, count: Self.capacity)
        values = .allocate(capacity: Self.capacity)
    }

    deinit {
        for slot in 0..<Self.capacity where keys[slot] != nil { (values + slot).deinitialize(count: 1) }
        keys.deallocate()
        values.deallocate()
    }

    func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        let key = UnsafeRawPointer(pointer)
        // Fibonacci hashing: the top 10 bits of the address times 2^64 / φ.
        var slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 54)
        while let occupant = keys[slot] {
            if occupant == key { return values[slot] }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        return insert(key, at: slot)
    }

    private func insert(_ key: UnsafeRawPointer, at slot: Int) -> String {
        if let known = overflow[key] { return known }
        let name = string(key.assumingMemoryBound(to: xmlChar.self))
        if count < Self.limit {
            keys[slot] = key
            (values + slot).initialize(to: name)
            count += 1
        } else {
            overflow[key] = name
        }
        return name
    }
}

/// The attributes of one start tag, read in place from libxml2's array: a value becomes a
/// Swift string only when asked for. IB elements have few attributes, so a linear search wins.
struct Attributes {
    let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// Attribute names, interned per parse like element names.
    let names: UnsafeBufferPointer<String>

    subscript(name: String) -> String? {
        guard let index = index(of: name) else { return nil }
        return value(at: index)
    }

    func contains(_ name: String) -> Bool { index(of: name) != nil }

    /// Every attribute, decoded.
    var list: [XMLAttribute] {
        names.indices.map { XMLAttribute(name: names[$0], value: value(at: $0)) }
    }

    /// `name=value` pairs in document order, for values IB spreads over attributes (colours, rects).
    func flattened(excluding excluded: String) -> String? {
        let parts = list.filter { $0.name != excluded }.map { "\($0.name)=\($0.value)" }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    // Five pointers per attribute: localname, prefix, URI, value start, value end.
    private func index(of name: String) -> Int? {
        // Most names differ in length, which native strings know without a scan; `==` runs
        // only on names of the same length (16 lookups per object made this worth it).
        let length = name.utf8.count
        return names.firstIndex { $0.utf8.count == length && $0 == name }
    }

    private func value(at index: Int) -> String {
        guard let base, let start = base[index * 5 + 3], let end = base[index * 5 + 4] else { return "" }
        return attributeValue(UnsafeBufferPointer(start: start, count: end - start))
    }
}
