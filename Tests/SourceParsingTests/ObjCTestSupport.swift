#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import SourceParsing
@testable import ObjCSourceParsing

/// Reads `Tests/Fixtures/ObjC` and renders Objective-C facts as one line each, so expectations
/// read like the code they come from.
enum ObjCTestSupport {
    /// The bytes of `Tests/Fixtures/ObjC/<name>`.
    static func fixture(_ name: String) throws -> [UInt8] {
        let tests = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Array(Data(contentsOf: tests.appending(path: "Fixtures/ObjC/\(name)")))
    }

    /// The bytes of `Examples/<path>` in the repository.
    static func example(_ path: String) throws -> [UInt8] {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Array(Data(contentsOf: root.appending(path: "Examples/\(path)")))
    }

    /// `kind api value [owner:self] [in:storyboard] @line in Type`.
    static func references(_ facts: SourceFacts) -> [String] {
        facts.references.map { reference in
            var text = "\(reference.kind.rawValue) \(reference.api) \(describe(reference.value))"
            if reference.ownerIsSelf { text += " owner:self" }
            if let storyboard = reference.storyboard { text += " in:\(describe(storyboard))" }
            return text + " @\(reference.line) in \(reference.enclosingType ?? "-")"
        }
    }

    static func references(_ source: String) -> [String] {
        references(ObjCScanner.scan(source))
    }

    /// `kind Owner.name selector @line`.
    /// The annotated IB members (outlets, actions, inspectables); runtime-only methods and
    /// properties are checked on their own.
    static func members(_ facts: SourceFacts) -> [String] {
        facts.members.filter(\.isAnnotated).map { "\($0.kind.rawValue) \($0.owner).\($0.name) \($0.selector ?? "-") @\($0.line)" }
    }

    /// `NAME=value @line`.
    static func constants(_ facts: SourceFacts) -> [String] {
        facts.constants.map { "\($0.name)=\($0.value) @\($0.line)" }
    }

    static func describe(_ value: CodeReference.Value) -> String {
        switch value {
        case .literal(let text): return "\"\(text)\""
        case .constant(let name, let context): return "const:\(name)" + (context.map { "(\($0))" } ?? "")
        case .className(let name, let varies): return "class:\(name)" + (varies ? "*" : "")
        case .dynamic: return "dynamic"
        }
    }
}
