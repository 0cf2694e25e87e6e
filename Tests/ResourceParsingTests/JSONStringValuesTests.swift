import ResourceParsing
import Testing

/// `JSONStringValues`: the strings of a bundled JSON data file whose key says they name an image
/// or colour.
@Suite struct JSONStringValuesTests {
    @Test func aValueNamesAnAssetWhenItsKeyOrItsArraysKeySaysSo() {
        let json = #"""
            {"themes": [{"name": "Dusk", "tintColor": "dusk-tint", "backgroundImages": ["dusk-1", "dusk-2", {"credit": "Ann"}]}],
             "IconName": "star", "aliases": ["gift"], "icon": "", "logo": 7, "badge": null}
            """#
        let read = JSONStringValues.read(Array(json.utf8))
        #expect(read.values == ["dusk-tint": 1, "dusk-1": 1, "dusk-2": 1, "star": 1])
        #expect(read.problems.isEmpty)
    }

    @Test func aStringLongerThanANameIsNoName() {
        let long = String(repeating: "a", count: JSONStringValues.longestName + 1)
        let exact = String(repeating: "b", count: JSONStringValues.longestName)
        #expect(JSONStringValues.read(Array(#"{"icons": ["\#(long)", "\#(exact)"]}"#.utf8)).values == [exact: 1])
    }

    @Test func aFileThatDoesNotParseGivesWhatCameBeforeTheError() {
        let read = JSONStringValues.read(Array(#"{"icon": "first", "image": "#.utf8))
        #expect(read.values == ["first": 1])
        #expect(!read.problems.isEmpty)
        #expect(JSONStringValues.isNameKey("SFSymbol") && JSONStringValues.isNameKey("background_colour"))
        #expect(!JSONStringValues.isNameKey("aliases") && !JSONStringValues.isNameKey("nm"))
    }
}
