@testable import ResourceParsing
import Testing

/// `.strings` files: the forms Xcode, ibtool and genstrings write, hand-written ones, every
/// encoding, escapes, comments, and damaged files.
@Suite struct StringsFileReaderTests {
    /// As ibtool writes a storyboard's strings: a comment before each entry.
    static let storyboardStrings = """

        /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-def"; */
        "abc-12-def.text" = "Hallo";

        /* Class = "UIButton"; normalTitle = "Go"; ObjectID = "xyz-34-uvw"; */
        "xyz-34-uvw.normalTitle" = "Los";

        """

    static func read(_ text: String) -> StringsTable {
        StringsFileReader.read(Array(text.utf8))
    }

    @Test func storyboardStringsKeepTheirCommentsAndLines() {
        let table = Self.read(Self.storyboardStrings)
        #expect(table.problems == [])
        #expect(
            table.entries == [
                StringsEntry(key: "abc-12-def.text", value: "Hallo", comment: #"Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-def";"#, line: 3),
                StringsEntry(
                    key: "xyz-34-uvw.normalTitle", value: "Los", comment: #"Class = "UIButton"; normalTitle = "Go"; ObjectID = "xyz-34-uvw";"#, line: 6),
            ])
    }

    @Test func genstringsUTF16LittleEndianWithByteOrderMarkIsRead() {
        let text = "/* No comment provided by engineer. */\n\"Cancel\" = \"Abbrechen\";\n"
        let table = StringsFileReader.read([0xFF, 0xFE] + Self.utf16(text, bigEndian: false))
        #expect(table.problems == [])
        #expect(table.entries == [StringsEntry(key: "Cancel", value: "Abbrechen", comment: "No comment provided by engineer.", line: 2)])
    }

    @Test func everyEncodingGivesTheSameEntries() {
        let text = "\"Café\" = \"Crème 😀\";\n\"b\" = \"c\";\n"
        let expected = [StringsEntry(key: "Café", value: "Crème 😀", line: 1), StringsEntry(key: "b", value: "c", line: 2)]
        let encodings: [(String, [UInt8])] = [
            ("UTF-8", Array(text.utf8)),
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("UTF-16BE with BOM", [0xFE, 0xFF] + Self.utf16(text, bigEndian: true)),
            ("UTF-16LE without BOM", Self.utf16(text, bigEndian: false)),
            ("UTF-16BE without BOM", Self.utf16(text, bigEndian: true)),
        ]
        for (name, bytes) in encodings {
            let table = StringsFileReader.read(bytes)
            #expect(table.entries == expected, "\(name)")
            #expect(table.problems == [], "\(name)")
        }
    }

    @Test func escapesAreResolved() {
        let table = Self.read(
            #"""
            "quote" = "say \"hi\" \\ back";
            "controls" = "a\nb\tc\rd";
            "unicode" = "\U00e9\u00E9 \UD83D\UDE00";
            "octal" = "\033[0m\101";
            "other" = "it\'s";
            """#)
        #expect(table.problems == [])
        #expect(table.entries.map(\.value) == ["say \"hi\" \\ back", "a\nb\tc\rd", "éé 😀", "\u{1B}[0mA", "it's"])
    }

    @Test func unquotedKeysAndValuesAndKeyOnlyEntriesAreRead() {
        let table = Self.read("menu.title = Title_2;\n$path:/a-b.c = /usr/bin;\n\"Only\";\nbare;\n")
        #expect(table.problems == [])
        #expect(
            table.entries == [
                StringsEntry(key: "menu.title", value: "Title_2", line: 1),
                StringsEntry(key: "$path:/a-b.c", value: "/usr/bin", line: 2),
                StringsEntry(key: "Only", value: "Only", line: 3),
                StringsEntry(key: "bare", value: "bare", line: 4),
            ])
    }

    @Test func commentsBelongOnlyToTheEntryRightAfterThem() {
        let table = Self.read(
            """
            /*
              Localizable.strings
              Created by someone.
            */

            // First line
            // second line
            "a" = "1"; // about a, not b
            "b" = "2";
            /* one */ /* two */ "c" = "3";
            """)
        #expect(table.problems == [])
        #expect(
            table.entries == [
                StringsEntry(key: "a", value: "1", comment: "First line\nsecond line", line: 8),
                StringsEntry(key: "b", value: "2", line: 9),
                StringsEntry(key: "c", value: "3", comment: "two", line: 10),
            ])
    }

    @Test func duplicateKeysAreAllKept() {
        let table = Self.read("\"k\" = \"first\";\n\"k\" = \"second\";\n")
        #expect(table.entries.map(\.value) == ["first", "second"])
        #expect(table.problems == [])
    }

    @Test func linesCountMultiLineValuesAndEveryLineEnding() {
        let table = Self.read("\"a\" = \"x\ny\";\r\n\"b\" = \"z\";\r\"c\" = \"w\";\n")
        #expect(table.entries.map(\.line) == [1, 3, 4])
        #expect(table.entries.first?.value == "x\ny")
    }

    @Test func aBracedDictionaryIsRead() {
        let table = Self.read("{\n  \"a\" = \"b\";\n}\n")
        #expect(table.entries == [StringsEntry(key: "a", value: "b", line: 2)])
        #expect(table.problems == [])
    }

    @Test func propertyListsAreNotReadAndSaySo() {
        #expect(
            StringsFileReader.read(Array("bplist00\u{1}\u{2}".utf8))
                == StringsTable(problems: [
                    ResourceProblem(message: "The file is a binary property list, which is not read as a .strings file.")
                ]))
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        let expected = StringsTable(problems: [ResourceProblem(message: "The file is an XML property list, which is not read as a .strings file.")])
        #expect(Self.read(xml) == expected)
        #expect(StringsFileReader.read([0xFF, 0xFE] + Self.utf16(xml, bigEndian: false)) == expected)
    }

    @Test func anEmptyFileHasNoEntriesAndNoProblems() {
        #expect(StringsFileReader.read([]) == StringsTable())
        #expect(Self.read("/* only a comment */\n") == StringsTable())
    }

    // Quoted strings may span lines, so an unclosed quote is only known at the end of the file.
    @Test func anUnterminatedStringKeepsTheEntriesBeforeIt() {
        let table = Self.read("\"a\" = \"b\";\n\"c\" = \"never closed;\n\n")
        #expect(table.entries == [StringsEntry(key: "a", value: "b", line: 1)])
        #expect(table.problems == [ResourceProblem(message: "The string starting on line 2 is not closed with '\"'.", line: 2)])
    }

    // An unclosed quote pairs with the next entry's opening quote; reading starts again at the
    // next line, so the entries after it are still read.
    @Test func anUnclosedQuoteInTheMiddleLosesNoLaterEntry() {
        let table = Self.read("\"a\" = \"broken;\n\n\"b\" = \"two\";\n\n\"c\" = \"three\";\n")
        #expect(
            table.entries == [
                StringsEntry(key: "a", value: "broken;\n\n", line: 1),
                StringsEntry(key: "b", value: "two", line: 3),
                StringsEntry(key: "c", value: "three", line: 5),
            ])
        #expect(table.problems == [ResourceProblem(message: "The entry 'a' on line 1 is not ended with ';'.", line: 1)])
    }

    @Test func anUnterminatedCommentIsAProblem() {
        let table = Self.read("\"a\" = \"b\";\n/* open\n\"c\" = \"d\";\n")
        #expect(table.entries == [StringsEntry(key: "a", value: "b", line: 1)])
        #expect(table.problems == [ResourceProblem(message: "The comment starting on line 2 is not closed with '*/'.", line: 2)])
    }

    @Test func aMissingSemicolonKeepsTheEntryAndTheNextOne() {
        let table = Self.read("\"a\" = \"b\"\n\"c\" = \"d\";\n\"e\" = \"f\"")
        #expect(table.entries.map(\.key) == ["a", "c", "e"])
        #expect(
            table.problems == [
                ResourceProblem(message: "The entry 'a' on line 1 is not ended with ';'.", line: 1),
                ResourceProblem(message: "The entry 'e' on line 3 is not ended with ';'.", line: 3),
            ])
    }

    @Test func aStrayCharacterIsSkippedToTheNextEntry() {
        let table = Self.read("\"a\" @ \"b\";\n\"c\" = \"d\";\n\"e\"\n\"f\" = \"g\";\n% junk\n\"h\" = é;\n\"i\" = \"j\";\n")
        #expect(table.entries.map(\.key) == ["c", "f", "i"])
        #expect(
            table.problems == [
                ResourceProblem(message: "Found '@' on line 1 where '=' or ';' after the key 'a' was expected.", line: 1),
                ResourceProblem(message: "Found 'f' on line 4 where '=' or ';' after the key 'e' was expected.", line: 4),
                ResourceProblem(message: "Found '%' on line 5 where a key was expected.", line: 5),
                ResourceProblem(message: "Found 'é' on line 6 where a value for 'h' was expected.", line: 6),
            ])
    }

    @Test func anArrayValueIsSkippedWithAProblem() {
        let table = Self.read("\"list\" = (\"a\", (\"b\"), {x = y;});\n\"c\" = \"d\";\n")
        #expect(table.entries == [StringsEntry(key: "c", value: "d", line: 2)])
        #expect(
            table.problems == [
                ResourceProblem(message: "The value of 'list' on line 1 is an array or a dictionary, which is not read.", line: 1)
            ])
    }

    @Test func aLoneSurrogateEscapeBecomesAReplacementCharacter() {
        let table = Self.read(#""a" = "x\UD800y";"# + "\n" + #""b" = "\UDC00";"#)
        #expect(table.entries.map(\.value) == ["x\u{FFFD}y", "\u{FFFD}"])
        #expect(
            table.problems == [
                ResourceProblem(message: "The escape '\\UD800' on line 1 is half a surrogate pair; it was replaced by U+FFFD.", line: 1),
                ResourceProblem(message: "The escape '\\UDC00' on line 2 is half a surrogate pair; it was replaced by U+FFFD.", line: 2),
            ])
    }

    @Test func invalidBytesAreReplacedAndReported() {
        let table = StringsFileReader.read(Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8))
        #expect(table.entries == [StringsEntry(key: "a", value: "\u{FFFD}(", line: 1)])
        #expect(table.problems == [ResourceProblem(message: "The file is not valid UTF-8; the bytes that are not were replaced by U+FFFD.")])
    }

    @Test func anOddLengthUTF16FileIsReadAndReported() {
        let table = StringsFileReader.read([0xFF, 0xFE] + Self.utf16("\"a\" = \"b\";", bigEndian: false) + [0x41])
        #expect(table.entries == [StringsEntry(key: "a", value: "b", line: 1)])
        #expect(table.problems == [ResourceProblem(message: "The UTF-16 file ends in the middle of a character (an odd number of bytes).")])
    }

    // Reading again after damage is bounded (to keep time linear); here the allowance is cut
    // to nothing so that the first restart stops reading.
    @Test func readingStopsOnceTheRestartsHaveGoneBackTooFar() {
        var parser = StringsParser(bytes: Array("\"a\" = \"broken;\n\n\"b\" = \"two\";\n".utf8), rewindAllowance: 0)
        parser.parse()
        #expect(parser.entries.map(\.key) == ["a"])
        #expect(
            parser.problems == [
                ResourceProblem(message: "The entry 'a' on line 1 is not ended with ';'.", line: 1),
                ResourceProblem(message: "The file is too damaged to read past line 3.", line: 3),
            ])
    }

    @Test func mutatedFilesNeverCrash() {
        var mutator = Mutator(seed: 1)
        let seed = Array((Self.storyboardStrings + #""e" = "\U00e9\UD83D\UDE00\033"; x = y; "k";"#).utf8)
        for variant in mutator.variants(of: seed, count: 3000, interesting: Array("\"=;/*\\{(U".utf8)) {
            let table = StringsFileReader.read(variant)
            #expect(table.entries.allSatisfy { $0.line >= 1 })
        }
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }
}
