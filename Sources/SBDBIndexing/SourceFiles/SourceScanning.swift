import SourceParsing
import ObjCSourceParsing
import SwiftSourceParsing
import SBDBCore

/// Chooses the scanner for a source file.
enum SourceScanning {
    static func scan(_ bytes: [UInt8], kind: FileKind, wrappers: [SBDBConfiguration.Wrapper]) -> SourceFacts {
        switch kind {
        case .objc:
            return ObjCScanner.scan(bytes)
        default:
            return SwiftScanner.scan(bytes, wrappers: wrappers.map(SwiftScanner.Wrapper.init))
        }
    }
}

extension SwiftScanner.Wrapper {
    /// A wrapper that `.sbdb.yml` declares, for the Swift scanner.
    init(_ configured: SBDBConfiguration.Wrapper) {
        let kind: CodeReference.Kind =
            switch configured.kind {
            case .nib: .nib
            case .storyboard: .storyboard
            case .scene: .scene
            }
        self.init(function: configured.function, label: configured.label, kind: kind)
    }
}
