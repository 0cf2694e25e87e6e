#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IBParsing
import Testing

/// Entity tricks: external entities must never be read, entity bombs must never expand.
@Suite("Hostile input")
struct HostileInputTests {
    /// Lines of `/etc/passwd` long enough not to occur by chance; empty where the file is absent.
    static let secretLines: [String] = {
        guard let data = try? Data(contentsOf: URL(filePath: "/etc/passwd")) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.count >= 12 }
    }()

    /// Everything the parser returned, as text, so a leak anywhere in the model shows.
    static func rendering(_ result: IBParseResult) -> String {
        String(reflecting: result)
    }

    static func expectNoLeak(_ result: IBParseResult, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = rendering(result)
        for line in secretLines {
            #expect(!text.contains(line), "content of /etc/passwd leaked into the result", sourceLocation: sourceLocation)
        }
        #expect(!text.contains("root:x:0:0"), sourceLocation: sourceLocation)
        if let diagnostic = result.failure {
            #expect(diagnostic.code == "malformed-xml", sourceLocation: sourceLocation)
        }
    }

    @Test("An external entity in an attribute value is never read")
    func externalEntityFixture() throws {
        let result = try FixtureLoader.parse("Hostile/ExternalEntity.storyboard")
        Self.expectNoLeak(result)
        if let document = result.document {
            #expect(document.object("Xxe-VC-001")?.title?.contains(":") != true)
        }
    }

    static let externalEntityVariants: [String] = [
        // In element content (a runtime attribute's value child).
        """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/passwd">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="v">
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="k"><string key="value">&x;</string>
        </userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view></objects></document>
        """,
        // An external parameter entity, referenced inside the internal subset.
        """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>
        """,
        // An external DTD.
        """
        <?xml version="1.0"?>
        <!DOCTYPE document SYSTEM "file:///etc/passwd">
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="v" userLabel="&x;"/></objects></document>
        """,
        // A network entity: must not be fetched either (XML_PARSE_NONET, and no entity is ever loaded).
        """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY x SYSTEM "http://127.0.0.1:9/secret">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="v" userLabel="&x;"/></objects></document>
        """,
    ]

    @Test("External entity variants are never read", arguments: externalEntityVariants.indices)
    func externalEntityVariant(_ index: Int) {
        let result = IBParser.parse(Array(Self.externalEntityVariants[index].utf8), path: "xxe-\(index).xib")
        Self.expectNoLeak(result)
        if let document = result.document {
            #expect(document.runtimeAttributes.allSatisfy { $0.value == nil })
        }
    }

    /// Parses `bytes`, checks it took under a second and that no expansion reached the model.
    static func expectDefused(_ bytes: [UInt8], path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let clock = ContinuousClock()
        var result: IBParseResult?
        let elapsed = clock.measure { result = IBParser.parse(bytes, path: path) }
        #expect(elapsed < .seconds(1), "entity expansion must not run: took \(elapsed)", sourceLocation: sourceLocation)
        guard let result else { return }
        switch result {
        case .failed(let diagnostic):
            #expect(diagnostic.code == "malformed-xml", sourceLocation: sourceLocation)
        case .parsed(let document):
            #expect(!rendering(.parsed(document)).contains("lollollol"), sourceLocation: sourceLocation)
            #expect(!rendering(.parsed(document)).contains("aaaaaaaaaaaaaaaa"), sourceLocation: sourceLocation)
        }
    }

    @Test("A billion laughs entity bomb is defused")
    func billionLaughsFixture() throws {
        Self.expectDefused(try FixtureLoader.bytes("Hostile/BillionLaughs.storyboard"), path: "BillionLaughs.storyboard")
    }

    @Test("The billion laughs fixture fails as malformed XML at the reference")
    func billionLaughsDiagnostic() throws {
        let diagnostic = try FixtureLoader.failure("Hostile/BillionLaughs.storyboard")
        #expect(diagnostic.code == "malformed-xml")
        #expect(diagnostic.line == 18)
        #expect(diagnostic.message.contains("lol9"))
    }

    @Test("A quadratic blow-up (one large entity referenced many times) is defused")
    func quadraticBlowup() {
        let entity = String(repeating: "a", count: 10_000)
        let references = String(repeating: "&a;", count: 10_000)
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY a "\(entity)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="v" userLabel="\(references)"/></objects></document>
            """
        Self.expectDefused(Array(text.utf8), path: "quadratic.xib")
    }
}
