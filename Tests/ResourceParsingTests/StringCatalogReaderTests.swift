@testable import ResourceParsing
import Testing

/// `.xcstrings` string catalogs, and the JSON parser under them: every shape of localization,
/// lines, escapes, and damaged or hostile JSON.
@Suite struct StringCatalogReaderTests {
    /// A catalog as Xcode writes it, with one key of each shape.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "comment" : "Button title",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbrechen"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Annuler"
                  }
                }
              }
            },
            "%lld items" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "new", "value" : "%lld item" } },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "%lld items" } }
                    }
                  }
                },
                "cs" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@arg1@" },
                  "substitutions" : { "arg1" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : {} } }
                }
              }
            },
            "Create a document" : {
              "localizations" : {
                "en" : { "stringSet" : { "state" : "new", "values" : [ "Create a document", "New document" ] } }
              }
            },
            "Old title" : {
              "extractionState" : "stale"
            },
            "ID-42" : {
              "extractionState" : "manual",
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """#

    @Test func everyShapeOfLocalizationGivesItsEntries() {
        let catalog = StringCatalogReader.read(Array(Self.catalog.utf8))
        #expect(catalog.problems == [])
        #expect(catalog.sourceLanguage == "en")
        #expect(
            catalog.entries == [
                StringCatalogEntry(key: "Cancel", language: "de", value: "Abbrechen", state: "translated", comment: "Button title", line: 4),
                StringCatalogEntry(key: "Cancel", language: "fr", value: "Annuler", state: "needs_review", comment: "Button title", line: 4),
                StringCatalogEntry(key: "%lld items", language: "en", value: nil, state: "variations", line: 21),
                StringCatalogEntry(key: "%lld items", language: "cs", value: "%#@arg1@", state: "translated", line: 21),
                StringCatalogEntry(key: "Create a document", language: "en", value: nil, state: "stringSet", line: 37),
                StringCatalogEntry(key: "Old title", language: nil, value: nil, state: nil, extractionState: "stale", line: 42),
                StringCatalogEntry(key: "ID-42", language: nil, value: nil, state: nil, extractionState: "manual", shouldTranslate: false, line: 45),
            ])
    }

    @Test func aKeyWithAnEmptyLocalizationsObjectIsStillKnown() {
        let catalog = Self.read(#"{"sourceLanguage":"en","strings":{"":{},"k":{"localizations":{}}}}"#)
        #expect(
            catalog.entries == [
                StringCatalogEntry(key: "", language: nil, value: nil, state: nil, line: 1),
                StringCatalogEntry(key: "k", language: nil, value: nil, state: nil, line: 1),
            ])
        #expect(catalog.problems == [])
    }

    @Test func escapesAndSurrogatePairsAreDecoded() {
        let catalog = Self.read(#"{"strings":{"say \"hi\"\n\u00e9\/\ud83d\ude00":{}}}"#)
        #expect(catalog.entries.map(\.key) == ["say \"hi\"\né/😀"])
        #expect(catalog.problems == [])
    }

    @Test func aLoneSurrogateBecomesAReplacementCharacter() {
        let catalog = Self.read("{\"strings\":{\n\"a\\ud800b\":{},\n\"\\udc00\":{}}}")
        #expect(catalog.entries.map(\.key) == ["a\u{FFFD}b", "\u{FFFD}"])
        #expect(
            catalog.problems == [
                ResourceProblem(message: "The escape '\\uD800' on line 2 is half a surrogate pair; it was replaced by U+FFFD.", line: 2),
                ResourceProblem(message: "The escape '\\uDC00' on line 3 is half a surrogate pair; it was replaced by U+FFFD.", line: 3),
            ])
    }

    @Test func aTruncatedCatalogKeepsTheKeysBeforeTheCut() {
        let cut = String(Self.catalog.prefix(while: { $0 != "O" }))  // ends with the quote before "Old title"
        let catalog = Self.read(cut)
        #expect(catalog.entries.map(\.key) == ["Cancel", "Cancel", "%lld items", "%lld items", "Create a document"])
        #expect(catalog.problems == [ResourceProblem(message: "The string starting on line 42 is not closed before the end of the file.", line: 42)])
    }

    @Test func nestingDeeperThanTheCapIsSkippedAndTheRestIsRead() {
        let deep = String(repeating: "[", count: 100) + "\"x]\"" + String(repeating: "]", count: 100)
        let catalog = Self.read("{\"strings\":{\n\"a\":{\"comment\":\(deep)},\n\"b\":{}}}")
        #expect(catalog.entries.map(\.key) == ["a", "b"])
        #expect(
            catalog.problems == [
                ResourceProblem(message: "JSON nested deeper than 64 levels on line 2; the deeper values were skipped.", line: 2)
            ])
    }

    @Test func unclosedDeepNestingEndsWithAProblem() {
        let catalog = Self.read(String(repeating: "{\"a\":[", count: 50_000))
        #expect(catalog.entries == [])
        #expect(
            catalog.problems.map(\.message) == [
                "The file ends inside a JSON value nested too deeply.",
                "JSON nested deeper than 64 levels on line 1; the deeper values were skipped.",
            ])
    }

    @Test func damagedJSONSaysWhereAndWhat() {
        let cases: [(String, ResourceProblem)] = [
            ("", ResourceProblem(message: "The file holds no JSON value.", line: 1)),
            ("{\"strings\": {\"a\": {}}} x", ResourceProblem(message: "Unexpected text after the JSON value on line 1.", line: 1)),
            ("{\"strings\":\n{\"a\" {}}}", ResourceProblem(message: "The JSON key 'a' on line 2 is not followed by ':'.", line: 2)),
            ("{\"strings\": {\"a\": {}\n\"b\": {}}}", ResourceProblem(message: "Unexpected '\"' on line 2 where ',' or '}' was expected.", line: 2)),
            ("{\"version\": 01}", ResourceProblem(message: "'01' on line 1 is not a valid JSON number.", line: 1)),
            ("{\"version\": tru}", ResourceProblem(message: "Unexpected 't' on line 1 where a JSON value was expected.", line: 1)),
            ("{\"strings\": [1, 2", ResourceProblem(message: "The file ends inside a JSON array.", line: 1)),
            ("{\"strings\": {\"a\n\": {}}}", ResourceProblem(message: "The string starting on line 1 is not closed before the end of its line.", line: 1)),
            ("{'strings': 1}", ResourceProblem(message: "Unexpected ''' on line 1 where a JSON object key was expected.", line: 1)),
        ]
        for (text, problem) in cases {
            #expect(Self.read(text).problems == [problem], "\(text)")
        }
        #expect(Self.read("[1]").problems == [ResourceProblem(message: "The string catalog is not a JSON object.", line: 1)])
        #expect(Self.read("{}").problems == [ResourceProblem(message: "The string catalog has no 'strings' object.", line: 1)])
    }

    @Test func aBadEscapeKeepsTheLetterAndSaysSo() {
        let catalog = Self.read(#"{"strings":{"a\qb":{}}}"#)
        #expect(catalog.entries.map(\.key) == ["aqb"])
        #expect(catalog.problems == [ResourceProblem(message: "'\\' then 'q' on line 1 is not a JSON escape.", line: 1)])
    }

    @Test func uTF16AndByteOrderMarksAreRead() {
        let text = #"{"sourceLanguage":"de","strings":{"Ä":{}}}"#
        let utf16 = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for bytes in [[0xEF, 0xBB, 0xBF] + Array(text.utf8), [0xFF, 0xFE] + utf16] {
            let catalog = StringCatalogReader.read(bytes)
            #expect(catalog.sourceLanguage == "de")
            #expect(catalog.entries.map(\.key) == ["Ä"])
            #expect(catalog.problems == [])
        }
    }

    @Test func numbersAndLiteralsParse() {
        let (root, problems) = JSONParser.parse(Array(#"{"a": [-0.5e+3, 0, 12, true, false, null, {}, []]}"#.utf8))
        #expect(problems == [])
        #expect(root?["a"] == .array([.number("-0.5e+3"), .number("0"), .number("12"), .bool(true), .bool(false), .null, .object([]), .array([])]))
    }

    @Test func mutatedCatalogsNeverCrash() {
        var mutator = Mutator(seed: 2)
        let seed = Array((Self.catalog + #"{"k\ud83d\ude00\u00e9":[1.5e3,null]}"#).utf8)
        for variant in mutator.variants(of: seed, count: 2000, interesting: Array("{}[]\":,\\u".utf8)) {
            let catalog = StringCatalogReader.read(variant)
            #expect(catalog.entries.allSatisfy { $0.line >= 1 })
        }
    }

    static func read(_ text: String) -> StringCatalog {
        StringCatalogReader.read(Array(text.utf8))
    }
}
