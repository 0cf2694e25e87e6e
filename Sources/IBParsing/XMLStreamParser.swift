#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// One attribute of a start tag.
public struct XMLAttribute: Sendable, Equatable {
    public let name: String
    public let value: String
}

/// Receives the events of `XMLStreamParser`, in document order.
protocol XMLStreamHandler: AnyObject {
    /// The attribute names the handler looks up, each with a code from 1 to 255: an element's
    /// attributes carry the codes of their names, so `Attributes[code:]` compares bytes.
    var attributeCodes: AttributeCodeTable { get }
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
    static let options: Int32 =
        Int32(XML_PARSE_NONET.rawValue)
        | Int32(XML_PARSE_NOERROR.rawValue)
        | Int32(XML_PARSE_NOWARNING.rawValue)
        | Int32(XML_PARSE_BIG_LINES.rawValue)
        | Int32(XML_PARSE_NOCDATA.rawValue)

    static func parse(_ bytes: UnsafeRawBufferPointer, path: String, handler: XMLStreamHandler) throws(XMLStreamError) {
        _ = libxmlInitialized
        var sax = makeHandler()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count < Int32.max,
            let ctxt = xmlCreateMemoryParserCtxt(base, Int32(bytes.count))
        else {
            throw XMLStreamError(line: 1, column: 1, message: "libxml2 could not create a parser for this input")
        }
        let names = ThreadNames.current(for: handler.attributeCodes)
        sbdb_useDict(ctxt, names.dict)
        let context = ParseContext(handler: handler, ctxt: ctxt, names: names.table)
        let userData = Unmanaged.passUnretained(context).toOpaque()
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
            names.trim()
        }
        let status: Int32 = withUnsafeMutablePointer(to: &sax) { handler in
            ctxt.pointee.sax = handler
            ctxt.pointee.userData = userData
            xmlCtxtUseOptions(ctxt, options)
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
    /// Read for the line of each start tag; constant, so reading it needs no exclusivity check.
    let ctxt: xmlParserCtxtPtr
    var firstError: XMLStreamError?
    /// Element and attribute names, each made a Swift string (and given its code) once per thread.
    let names: NameTable
    /// The names and codes of the current element's attributes, in memory reused from element
    /// to element (pointers, so filling them needs no exclusivity check on a class property).
    private var attributeNames: UnsafeMutableBufferPointer<String>
    private var attributeCodes: UnsafeMutableBufferPointer<UInt8>

    init(handler: XMLStreamHandler, ctxt: xmlParserCtxtPtr, names: NameTable) {
        self.handler = handler
        self.ctxt = ctxt
        self.names = names
        attributeNames = .allocate(capacity: 16)
        attributeCodes = .allocate(capacity: 16)
    }

    deinit {
        attributeNames.deallocate()
        attributeCodes.deallocate()
    }

    func start(_ localname: UnsafePointer<xmlChar>?, count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard let localname else { return }
        let name = names.name(localname).name
        let count = attributes == nil ? 0 : count
        if count > attributeNames.count {
            let capacity = max(count, attributeNames.count * 2)
            attributeNames.deallocate()
            attributeCodes.deallocate()
            attributeNames = .allocate(capacity: capacity)
            attributeCodes = .allocate(capacity: capacity)
        }
        let list = attributeNames
        let codes = attributeCodes
        for index in 0..<count {
            let entry = attributes![index * 5].map(names.name) ?? (name: "", code: 0)
            (list.baseAddress! + index).initialize(to: entry.name)
            codes[index] = entry.code
        }
        defer { list.baseAddress!.deinitialize(count: count) }
        handler.startElement(
            name,
            attributes: Attributes(
                base: attributes, names: UnsafeBufferPointer(rebasing: list[..<count]),
                codes: UnsafeBufferPointer(rebasing: codes[..<count])),
            line: Int(xmlSAX2GetLineNumber(ctxt)))
    }

    func end(_ localname: UnsafePointer<xmlChar>?) {
        handler.endElement(localname.map { names.name($0).name } ?? "")
    }
}

/// The libxml2 dictionary the parses of one thread share, and the Swift strings of the names
/// in it: libxml2 gives a name the same pointer in every file, so each thread makes each name
/// a Swift string once, not once per file (re-making ~100 names per file and freeing them was
/// a large share of a parse worker: docs/performance.md). A dictionary past `limit` entries (hostile input) is dropped.
private final class ThreadNames {
    static let limit = 20_000
    let dict: xmlDictPtr
    let table: NameTable
    let codes: AttributeCodeTable

    private init(codes: AttributeCodeTable) {
        dict = xmlDictCreate()
        table = NameTable(codes: codes)
        self.codes = codes
    }

    deinit { xmlDictFree(dict) }

    /// This thread's names for a handler with `codes`.
    static func current(for codes: AttributeCodeTable) -> ThreadNames {
        if let raw = pthread_getspecific(key) {
            let names = Unmanaged<ThreadNames>.fromOpaque(raw).takeUnretainedValue()
            if names.codes === codes { return names }
            Unmanaged<ThreadNames>.fromOpaque(raw).release()
        }
        let names = ThreadNames(codes: codes)
        pthread_setspecific(key, Unmanaged.passRetained(names).toOpaque())
        return names
    }

    /// Drops this thread's names once they grew past `limit`; the next parse starts afresh.
    func trim() {
        guard xmlDictSize(dict) > Self.limit || table.isFull, let raw = pthread_getspecific(Self.key) else { return }
        pthread_setspecific(Self.key, nil)
        Unmanaged<ThreadNames>.fromOpaque(raw).release()
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<ThreadNames>.fromOpaque(raw).release() }
        }
        return key
    }()
}

/// Names libxml2 interned in its dictionary (element and attribute names under SAX2), by
/// pointer: open addressing over slots this table allocates, so a lookup is a multiply and a
/// compare or two, with neither Swift's hashing nor an exclusivity check on a class property.
private final class NameTable {
    private static let capacity = 1_024
    private static let limit = capacity * 3 / 4
    private let keys: UnsafeMutablePointer<UnsafeRawPointer?>
    private let values: UnsafeMutablePointer<(name: String, code: UInt8)>
    private var count = 0
    /// Whether names went to `overflow` (which `ThreadNames` takes as a reason to start afresh).
    var isFull: Bool { count >= Self.limit }
    /// Names past `limit`; a document with that many distinct names is rare.
    private var overflow: [UnsafeRawPointer: (name: String, code: UInt8)] = [:]
    /// The handler's codes of the attribute names it looks up.
    private let codes: AttributeCodeTable

    init(codes: AttributeCodeTable) {
        self.codes = codes
        keys = .allocate(capacity: Self.capacity)
        keys.initialize(repeating: nil, count: Self.capacity)
        values = .allocate(capacity: Self.capacity)
    }

    deinit {
        for slot in 0..<Self.capacity where keys[slot] != nil { (values + slot).deinitialize(count: 1) }
        keys.deallocate()
        values.deallocate()
    }

    /// The name as a Swift string, with its code (0 for a name the handler never looks up).
    func name(_ pointer: UnsafePointer<xmlChar>) -> (name: String, code: UInt8) {
        let key = UnsafeRawPointer(pointer)
        // Fibonacci hashing: the top 10 bits of the address times 2^64 / φ.
        var slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 54)
        while let occupant = keys[slot] {
            if occupant == key { return values[slot] }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        return insert(key, at: slot)
    }

    private func insert(_ key: UnsafeRawPointer, at slot: Int) -> (name: String, code: UInt8) {
        if let known = overflow[key] { return known }
        let name = string(key.assumingMemoryBound(to: xmlChar.self))
        let entry = (name: name, code: codes.code(of: name))
        if count < Self.limit {
            keys[slot] = key
            (values + slot).initialize(to: entry)
            count += 1
        } else {
            overflow[key] = entry
        }
        return entry
    }
}

/// A handler's attribute codes, looked up once per name a thread interns, by the name's
/// length and first and last bytes (a `Dictionary` key would be hashed with SipHash over all
/// its bytes).
final class AttributeCodeTable: Sendable {
    private let buckets: [[(name: String, code: UInt8)]]

    init(_ codes: [String: UInt8]) {
        var buckets: [[(name: String, code: UInt8)]] = Array(repeating: [], count: 256)
        for (name, code) in codes { buckets[Self.bucket(name)].append((name, code)) }
        self.buckets = buckets
    }

    func code(of name: String) -> UInt8 {
        for candidate in buckets[Self.bucket(name)] where candidate.name == name { return candidate.code }
        return 0
    }

    private static func bucket(_ name: String) -> Int {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return 0 }
        return (utf8.count &* 31 &+ Int(first) &* 7 &+ Int(last)) & 255
    }
}

/// The attributes of one start tag, read in place from libxml2's array: a value becomes a
/// Swift string only when asked for. IB elements have few attributes, so a linear scan of
/// their one-byte codes wins.
struct Attributes {
    let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// Attribute names, interned per thread like element names.
    let names: UnsafeBufferPointer<String>
    /// The handler's code of each name (`XMLStreamHandler.attributeCodes`), 0 for others.
    let codes: UnsafeBufferPointer<UInt8>

    /// The value of the attribute whose name has `code`: a scan of a few bytes.
    subscript(code code: UInt8) -> String? {
        guard let index = codes.firstIndex(of: code) else { return nil }
        return value(at: index)
    }

    func contains(code: UInt8) -> Bool { codes.contains(code) }

    func containsCode(in range: ClosedRange<UInt8>) -> Bool { codes.contains { range.contains($0) } }

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
    private func value(at index: Int) -> String {
        guard let base, let start = base[index * 5 + 3], let end = base[index * 5 + 4] else { return "" }
        return attributeValue(UnsafeBufferPointer(start: start, count: end - start))
    }
}
