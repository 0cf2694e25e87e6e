#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IBParsing
import Testing

/// Parses every real `.storyboard` and `.xib` of `../shared/corpus` in place and checks the
/// model against counts taken straight from the bytes.
@Suite("Shared corpus")
struct CorpusTests {
    /// Relative paths of the IB files under the corpus, sorted; empty when there is no corpus.
    static func interfaceBuilderFiles(in corpus: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            .sorted()
    }

    /// How many times `needle` occurs in `bytes`.
    static func count(_ needle: String, in bytes: [UInt8]) -> Int {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return 0 }
        var total = 0
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                total += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return total
    }

    static func isArchive(_ bytes: [UInt8]) -> Bool {
        count("<archive", in: Array(bytes.prefix(512))) > 0
    }

    @Test(
        "Every corpus file parses and matches its tag counts",
        // The corpus is shared test data kept next to the repository, not inside it.
        .enabled(if: FixtureLoader.corpusDirectory != nil, "../shared/corpus is absent: nothing to check"))
    func corpus() throws {
        let corpus = try #require(FixtureLoader.corpusDirectory)
        let files = try Self.interfaceBuilderFiles(in: corpus)
        #expect(!files.isEmpty, "no .storyboard or .xib under \(corpus.path)")

        var totals = (
            files: 0, documents: 0, archives: 0, scenes: 0, objects: 0, connections: 0, toConstraints: 0, segues: 0
        )
        for path in files {
            let bytes = Array(try Data(contentsOf: corpus.appending(path: path)))
            let result = IBParser.parse(bytes, path: path)
            totals.files += 1
            guard let document = result.document else {
                Issue.record("\(path) did not parse: \(String(describing: result.failure))")
                continue
            }
            if Self.isArchive(bytes) {
                totals.archives += 1
                #expect(document.format == .archive, "\(path)")
                continue
            }
            totals.documents += 1
            #expect(document.format == .document, "\(path)")
            #expect(document.platform != nil, "\(path): type \(document.type ?? "nil")")
            check(document, against: bytes, path: path)
            totals.scenes += document.scenes.count
            totals.objects += document.objects.count
            totals.connections += document.connections.count
            totals.toConstraints += document.connections.filter { $0.destination == nil && $0.destinationID != nil }.count
            totals.segues += document.segues.count
        }
        print(
            """
            corpus: \(totals.files) files (\(totals.documents) documents, \(totals.archives) archives), \
            \(totals.scenes) scenes, \(totals.objects) objects, \(totals.connections) connections \
            (\(totals.toConstraints) to constraints), \(totals.segues) segues
            """)
    }

    private func check(_ document: IBDocument, against bytes: [UInt8], path: String) {
        #expect(document.scenes.count == Self.count("<scene ", in: bytes), "\(path): scenes")
        let kinds = document.connections.map(\.kind)
        #expect(kinds.filter { $0 == .outlet }.count == Self.count("<outlet ", in: bytes), "\(path): outlets")
        #expect(
            kinds.filter { $0 == .outletCollection }.count == Self.count("<outletCollection ", in: bytes),
            "\(path): outlet collections")
        #expect(kinds.filter { $0 == .action }.count == Self.count("<action ", in: bytes), "\(path): actions")
        // Segues are `<segue` tags minus back-references and nested peek-and-pop children.
        let segueTags =
            Self.count("<segue ", in: bytes) - Self.count("<segue reference=", in: bytes)
            - Self.count("<segue key=", in: bytes)
        #expect(document.segues.count == segueTags, "\(path): segues")
        #expect(document.scenes.allSatisfy { $0.controller != nil }, "\(path): a scene without a controller")
        // Constraints are counted, not modelled as objects, so an outlet to a constraint has no
        // destination index; any other unresolved destination is a bug.
        let unresolved = document.connections.compactMap { connection -> String? in
            guard connection.destination == nil, let id = connection.destinationID else { return nil }
            return Self.element(declaring: id, in: bytes) == "constraint" ? nil : id
        }
        #expect(unresolved.isEmpty, "\(path): unresolved destinations \(unresolved)")
    }

    /// The name of the element whose start tag carries `id="<id>"`, found in the raw bytes.
    static func element(declaring id: String, in bytes: [UInt8]) -> String? {
        let pattern = Array(" id=\"\(id)\"".utf8)
        guard let match = bytes.indices.first(where: { bytes[$0...].starts(with: pattern) }),
            let open = bytes[..<match].lastIndex(of: UInt8(ascii: "<"))
        else { return nil }
        let name = bytes[(open + 1)...].prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ">") }
        return String(decoding: name, as: UTF8.self)
    }
}
