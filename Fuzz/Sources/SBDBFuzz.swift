#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IBParsing
import ProjectParsing
import ResourceParsing
import SourceParsing
import ObjCSourceParsing
import SwiftSourceParsing

/// libFuzzer entry point for the IB parser, the Objective-C scanner (lexer and all), the
/// lexer that blanks Swift function bodies and the Xcode project readers. `SBDB_FUZZ_TARGET=objc`
/// picks the Objective-C scanner, `swift` the blanker, `project` the project, settings and
/// .xcconfig readers, `resources` the strings, string catalog, asset catalog, JSON data and font readers;
/// anything else the IB parser. Built only by
/// `Fuzz/run.sh` (`SBDB_FUZZ=1`, `-sanitize=fuzzer,address`); a broken invariant traps, so
/// libFuzzer keeps the input in `Fuzz/crashes/`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch fuzzTarget {
    case "objc":
        check(ObjCScanner.scan(bytes), lines: lineCount(bytes))
    case "swift":
        checkBlanking(bytes, SwiftScanner.blankingBodies(of: bytes))
        // The byte scans that read the source as written: no trap, no more uses on other objects
        // than uses, every selector a validation retitles is a name, and so is every member a
        // sheet is run on.
        let scan = MemberMentions.swiftScan(bytes)
        for (name, count) in scan.onOthers where count > scan.counts[name] ?? 0 { fatalError("more uses on others of \(name) than uses") }
        for selector in ValidationRetitles.swift(bytes) where selector.isEmpty { fatalError("an empty selector") }
        for member in SheetWindows.swift(bytes) where member.isEmpty { fatalError("an empty sheet member") }
    case "project":
        checkProject(String(decoding: bytes, as: UTF8.self))
    case "resources":
        checkResources(bytes)
    default:
        check(IBParser.parse(bytes, path: "fuzz.storyboard"), lines: lineCount(bytes))
    }
    return 0
}

/// SwiftPM links an executable with `main` aliased to `sbdb_fuzz_main` (so tests can import
/// it); that alias would hide libFuzzer's own `main`, so this one hands over to libFuzzer's driver.
@_cdecl("sbdb_fuzz_main")
public func sbdbFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}

// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*)(const uint8_t *, size_t))`:
// pointer arguments travel in the same registers under the Swift and C conventions.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

private let fuzzTarget: String = getenv("SBDB_FUZZ_TARGET").map { String(cString: $0) } ?? "ib"

/// Blanking only turns bytes into spaces, never a line break, so offsets and lines stay.
private func checkBlanking(_ original: [UInt8], _ blanked: [UInt8]?) {
    guard let blanked else { return }
    precondition(blanked.count < original.count, "blanking dropped nothing")
    // What is left is the original with bytes dropped, never a line break.
    var index = 0
    for byte in blanked {
        while index < original.count, original[index] != byte {
            precondition(original[index] != 0x0A && original[index] != 0x0D, "blanking dropped a line break")
            index += 1
        }
        precondition(index < original.count, "blanking added or reordered bytes")
        index += 1
    }
    precondition(!original[index...].contains { $0 == 0x0A || $0 == 0x0D }, "blanking dropped a line break")
}

/// Project paths stay relative to the repository, and a damaged project says why it has no targets.
private func checkProject(_ text: String) {
    let model = XcodeProjectReader.read(text, path: "App/App.xcodeproj/project.pbxproj")
    for target in model.targets {
        for file in target.files { precondition(!file.path.hasPrefix("/"), "a target file escaped to an absolute path") }
    }
    if model.targets.isEmpty, !text.contains("rootObject") { precondition(!model.problems.isEmpty, "no targets and no problem said") }
    _ = PbxprojReader.entries(from: text)
    for setting in XcconfigReader.read(text, path: "Config/App.xcconfig") where setting.key == XcconfigReader.includeKey {
        precondition(!setting.value.hasPrefix("/"), "an include escaped to an absolute path")
    }
}

/// Every resource reader on the same bytes: no trap, and every line it reports is in the input.
private func checkResources(_ bytes: [UInt8]) {
    let lines = lineCount(bytes)
    let strings = StringsFileReader.read(bytes)
    // UTF-16 text has half as many bytes per line; a line can never pass the byte count.
    for entry in strings.entries where entry.line < 1 || entry.line > bytes.count + 1 { fatalError("strings line \(entry.line)") }
    let catalog = StringCatalogReader.read(bytes)
    for entry in catalog.entries where entry.line < 1 || entry.line > lines { fatalError("catalog line \(entry.line) of \(lines)") }
    _ = AssetContentsReader.read(bytes)
    // A data file's values are strings it holds, never longer than a name.
    let data = JSONStringValues.read(bytes)
    for value in data.values.keys where value.isEmpty || value.utf8.count > JSONStringValues.longestName { fatalError("value \(value)") }
    let font = FontNameReader.read(bytes)
    if font.fonts.count > 256 { fatalError("\(font.fonts.count) fonts") }
}

private func lineCount(_ bytes: [UInt8]) -> Int {
    bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
}

/// The invariants the indexer relies on, as in IBMutationFuzzTests.
private func check(_ result: IBParseResult, lines: Int) {
    switch result {
    case .failed(let diagnostic):
        precondition(!diagnostic.message.isEmpty && (1...lines).contains(diagnostic.line ?? 0), "bad failure \(diagnostic)")
    case .parsed(let document):
        let objects = 0..<document.objects.count
        let scenes = 0..<document.scenes.count
        func valid(_ index: Int?, _ range: Range<Int>) -> Bool { index.map(range.contains) ?? true }
        precondition(document.scenes.allSatisfy { valid($0.controller, objects) && (1...lines).contains($0.line) })
        precondition(document.objects.allSatisfy { valid($0.parent, objects) && valid($0.scene, scenes) && (1...lines).contains($0.line) })
        precondition(document.connections.allSatisfy { valid($0.owner, objects) && valid($0.destination, objects) })
        precondition(document.segues.allSatisfy { valid($0.source, objects) && valid($0.destination, objects) && valid($0.scene, scenes) })
    }
}

private func check(_ facts: SourceFacts, lines: Int) {
    let all =
        facts.types.map(\.line) + facts.members.map(\.line) + facts.references.map(\.line)
        + facts.constants.map(\.line) + facts.diagnostics.map(\.line)
    precondition(all.allSatisfy { (1...lines).contains($0) }, "a line outside the file")
    precondition(facts.types.allSatisfy { !$0.name.isEmpty } && facts.members.allSatisfy { !$0.name.isEmpty && !$0.owner.isEmpty })
    precondition(facts.diagnostics.count <= 12)
}
