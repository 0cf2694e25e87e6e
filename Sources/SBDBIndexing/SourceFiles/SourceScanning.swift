import SourceParsing
import SBDBCore

/// Chooses the scanner for a source file.
enum SourceScanning {
    static func scan(_ bytes: [UInt8], kind: FileKind, wrappers: [SwiftScanner.Wrapper]) -> SourceFacts {
        switch kind {
        case .objc:
            return ObjCScanner.scan(bytes)
        default:
            return SwiftScanner.scan(bytes, wrappers: wrappers)
        }
    }
}
