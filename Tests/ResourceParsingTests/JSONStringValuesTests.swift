@testable import ResourceParsing
import Testing

/// `JSONStringValues`: the strings of a bundled JSON data file whose key says they name an image
/// or colour, read in one pass; the tree `JSONParser` builds is the reference.
@Suite struct JSONStringValuesTests {
    @Test func aValueNamesAnAssetWhenItsKeyOrItsArraysKeySaysSo() {
        let json = #"""
            {"themes": [{"name": "Dusk", "tintColor": "dusk-tint", "backgroundImages": ["dusk-1", "dusk-2", {"credit": "Ann"}]}],
             "IconName": "star", "aliases": ["gift"], "icon": "", "logo": 7, "badge": null, "icons": [[], {}, "moon"]}
            """#
        let read = JSONStringValues.read(Array(json.utf8))
        #expect(read.values == ["dusk-tint": 1, "dusk-1": 1, "dusk-2": 1, "star": 1, "moon": 1])
        #expect(read.problems.isEmpty)
    }

    @Test func escapesAreDecodedAndLongStringsAreNoNames() {
        let long = String(repeating: "a", count: JSONStringValues.longestName + 1)
        let exact = String(repeating: "b", count: JSONStringValues.longestName)
        let json = #"{"icons": ["\#(long)", "\#(exact)", "caf\u00e9", "a\/b", "tab\tx", "\ud83d\ude00", "q\"q"]}"#
        #expect(
            JSONStringValues.read(Array(json.utf8)).values == [exact: 1, "café": 1, "a/b": 1, "tab\tx": 1, "😀": 1, "q\"q": 1])
    }

    @Test func aFileThatDoesNotParseGivesWhatCameBeforeTheError() {
        for broken in [#"{"icon": "first", "image": "#, #"{"icon": "first",}"#, #"{"icon": "first"} x"#, #"{"icon": "first" "#] {
            let read = JSONStringValues.read(Array(broken.utf8))
            #expect(read.values == ["first": 1], "\(broken)")
            #expect(read.problems.count == 1, "\(broken)")
        }
        #expect(JSONStringValues.read([]).problems.count == 1)
        #expect(JSONStringValues.isNameKey("SFSymbol") && JSONStringValues.isNameKey("background_colour"))
        #expect(!JSONStringValues.isNameKey("aliases") && !JSONStringValues.isNameKey("nm"))
    }

    /// On random documents, the one pass gives what a walk of the parsed tree gives.
    @Test func theOnePassAgreesWithTheParsedTree() {
        func reference(_ bytes: [UInt8]) -> [String: Int] {
            var values: [String: Int] = [:]
            var pending: [(JSONValue, Bool)] = JSONParser.parse(bytes).root.map { [($0, false)] } ?? []
            while let (value, names) = pending.popLast() {
                switch value {
                case .string(let text):
                    if names, !text.isEmpty, text.utf8.count <= JSONStringValues.longestName { values[text, default: 0] += 1 }
                case .object(let members): pending += members.map { ($0.value, JSONStringValues.isNameKey($0.key)) }
                case .array(let items): pending += items.map { ($0, names) }
                default: break
                }
            }
            return values
        }
        var state: UInt64 = 0x15_0D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let keys = ["icon", "name", "tintColor", "aliases", "Image", "x", "symbols"]
        let strings = ["a", "b-1", "café", "esc\\\"aped", "", "icon"]
        func value(_ depth: Int) -> String {
            switch depth > 3 ? next(3) : next(6) {
            case 0: return "\"\(strings[next(strings.count)])\""
            case 1: return ["12", "-3.5e2", "true", "false", "null"][next(5)]
            case 2: return "\"\(strings[next(strings.count)])\""
            case 3: return "[" + (0..<next(4)).map { _ in value(depth + 1) }.joined(separator: ", ") + "]"
            default:
                return "{" + (0..<next(4)).map { _ in "\"\(keys[next(keys.count)])\": \(value(depth + 1))" }.joined(separator: ",\n") + "}"
            }
        }
        for _ in 0..<500 {
            let document = Array(value(0).utf8)
            #expect(JSONStringValues.read(document).values == reference(document), "\(String(decoding: document, as: UTF8.self))")
        }
    }
}
