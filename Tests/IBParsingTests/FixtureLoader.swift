// FoundationEssentials, not Foundation: on Linux, full Foundation brings its own ICU headers,
// and libxml2's headers (seen through IBParsing's CLibXML2) include the system ICU; a module
// importing both fails a clean build with "'UErrorCode' has different definitions".
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Diagnostics
import IBParsing
import Testing

/// Finds the hand-written fixtures in `Tests/Fixtures/IB` and the shared corpus, and parses them.
enum FixtureLoader {
    /// Candidate `Tests/` folders: the one `#filePath` names, then the same with symlinks resolved.
    ///
    /// The tests may be built from a scratch package whose `Tests/IBParsingTests` is a symlink
    /// into the repository; `#filePath` then names the link, and only the resolved path leads
    /// back to the repository and its sibling `shared/corpus`.
    private static let testsDirectories: [URL] = {
        let here = URL(filePath: #filePath)
        let literal = here.deletingLastPathComponent().deletingLastPathComponent()
        let resolved = here.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        return literal.path == resolved.path ? [literal] : [literal, resolved]
    }()

    /// `Tests/Fixtures/IB`.
    static let fixturesDirectory: URL = {
        let candidates = testsDirectories.map { $0.appending(path: "Fixtures/IB") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }()

    /// `../shared/corpus` next to the repository root, if it exists.
    static let corpusDirectory: URL? = {
        testsDirectories
            .map { $0.deletingLastPathComponent().deletingLastPathComponent().appending(path: "shared/corpus") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    static func url(_ relativePath: String) -> URL {
        fixturesDirectory.appending(path: relativePath)
    }

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(relativePath)))
    }

    static func parse(_ relativePath: String) throws -> IBParseResult {
        IBParser.parse(try bytes(relativePath), path: relativePath)
    }

    /// The parsed document of a fixture that must parse; records an issue at the caller otherwise.
    static func document(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> IBDocument {
        let result = try parse(relativePath)
        return try #require(result.document, "\(relativePath) did not parse: \(result)", sourceLocation: sourceLocation)
    }

    /// The failure diagnostic of a fixture that must not parse.
    static func failure(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let result = try parse(relativePath)
        return try #require(result.failure, "\(relativePath) parsed unexpectedly", sourceLocation: sourceLocation)
    }
}

extension IBParseResult {
    var document: IBDocument? {
        if case .parsed(let document) = self { return document }
        return nil
    }

    var failure: Diagnostic? {
        if case .failed(let diagnostic) = self { return diagnostic }
        return nil
    }
}

/// Compact, stable renderings of the model, so one `#expect` compares a whole list exactly.
extension IBDocument {
    func object(_ ibID: String) -> IBObject? {
        objects.first { $0.ibID == ibID }
    }

    func index(of ibID: String) -> Int? {
        objects.firstIndex { $0.ibID == ibID }
    }

    /// The IB id of the object at `index`, `"?"` for an index that resolves to nothing.
    func id(_ index: Int?) -> String {
        guard let index else { return "?" }
        return objects[index].ibID ?? "#\(index)"
    }

    /// One line per object: scene index (or `-`), indentation by depth, element, id, `^parent`.
    var outline: [String] {
        objects.map { object in
            let scene = object.scene.map(String.init) ?? "-"
            let indent = String(repeating: "  ", count: object.depth)
            let parent = object.parent.map { " ^" + id($0) } ?? ""
            return "\(scene) \(indent)\(object.element) \(object.ibID ?? "nil")\(parent)"
        }
    }

    /// `kind owner.property|selector -> element destinationID`; `?` marks an unresolved destination.
    var connectionRows: [String] {
        connections.map { connection in
            let name = connection.property ?? connection.selector ?? connection.bindingName ?? "-"
            let target = connection.destination.map { objects[$0].element } ?? "?"
            return "\(connection.kind.rawValue) \(id(connection.owner)).\(name) -> \(target) \(connection.destinationID ?? "nil")"
        }
    }

    /// `kind[/relationship] 'identifier' <customClass> s<scene> source -> element destinationID`.
    var segueRows: [String] {
        segues.map { segue in
            let kind = segue.kind + (segue.relationship.map { "/" + $0 } ?? "")
            let identifier = segue.identifier.map { "'\($0)'" } ?? "-"
            let custom = segue.customClass.map { "<\($0)>" } ?? "-"
            let scene = segue.scene.map { "s\($0)" } ?? "s-"
            let target = segue.destination.map { objects[$0].element } ?? "?"
            return "\(kind) \(identifier) \(custom) \(scene) \(id(segue.source)) -> \(target) \(segue.destinationID ?? "nil")"
        }
    }

    /// `owner keyPath type=value`.
    var runtimeAttributeRows: [String] {
        runtimeAttributes.map { attribute in
            "\(id(attribute.owner)) \(attribute.keyPath) \(attribute.type ?? "nil")=\(attribute.value ?? "nil")"
        }
    }
}
