@testable import ResourceParsing
import XCTest

/// `.strings` files: the forms Xcode, ibtool and genstrings write, hand-written ones, every
/// encoding, escapes, comments, and damaged files.
final class StringsFileReaderTests: XCTestCase {
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

    func testStoryboardStringsKeepTheirCommentsAndLines() {
        let table = Self.read(Self.storyboardStrings)
        XCTAssertEqual(table.problems, [])
        XCTAssertEqual(table.entries, [
            StringsEntry(key: "abc-12-def.text", value: "Hallo", comment: #"Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-def";"#, line: 3),
            StringsEntry(key: "xyz-34-uvw.normalTitle", value: "Los", comment: #"Class = "UIButton"; normalTitle = "Go"; ObjectID = "xyz-34-uvw";"#, line: 6),
        ])
    }

    func testGenstringsUTF16LittleEndianWithByteOrderMarkIsRead() {
        let text = "/* No comment provided by engineer. */\n\"Cancel\" = \"Abbrechen\";\n"
        let table = StringsFileReader.read([0xFF, 0xFE] + Self.utf16(text, bigEndian: false))
        XCTAssertEqual(table.problems, [])
        XCTAssertEqual(table.entries, [StringsEntry(key: "Cancel", value: "Abbrechen", comment: "No comment provided by engineer.", line: 2)])
    }

    func testEveryEncodingGivesTheSameEntries() {
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
            XCTAssertEqual(table.entries, expected, name)
            XCTAssertEqual(table.problems, [], name)
        }
    }

    func testEscapesAreResolved() {
        let table = Self.read(#"""
            "quote" = "say \"hi\" \\ back";
            "controls" = "a\nb\tc\rd";
            "unicode" = "\U00e9\u00E9 \UD83D\UDE00";
            "octal" = "\033[0m\101";
            "other" = "it\'s";
            """#)
        XCTAssertEqual(table.problems, [])
        XCTAssertEqual(table.entries.map(\.value), ["say \"hi\" \\ back", "a\nb\tc\rd", "éé 😀", "\u{1B}[0mA", "it's"])
    }

    func testUnquotedKeysAndValuesAndKeyOnlyEntriesAreRead() {
        let table = Self.read("menu.title = Title_2;\n$path:/a-b.c = /usr/bin;\n\"Only\";\nbare;\n")
        XCTAssertEqual(table.problems, [])
        XCTAssertEqual(table.entries, [
            StringsEntry(key: "menu.title", value: "Title_2", line: 1),
            StringsEntry(key: "$path:/a-b.c", value: "/usr/bin", line: 2),
            StringsEntry(key: "Only", value: "Only", line: 3),
            StringsEntry(key: "bare", value: "bare", line: 4),
        ])
    }

    func testCommentsBelongOnlyToTheEntryRightAfterThem() {
        let table = Self.read("""
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
        XCTAssertEqual(table.problems, [])
        XCTAssertEqual(table.entries, [
            StringsEntry(key: "a", value: "1", comment: "First line\nsecond line", line: 8),
            StringsEntry(key: "b", value: "2", line: 9),
            StringsEntry(key: "c", value: "3", comment: "two", line: 10),
        ])
    }

    func testDuplicateKeysAreAllKept() {
        let table = Self.read("\"k\" = \"first\";\n\"k\" = \"second\";\n")
        XCTAssertEqual(table.entries.map(\.value), ["first", "second"])
        XCTAssertEqual(table.problems, [])
    }

    func testLinesCountMultiLineValuesAndEveryLineEnding() {
        let table = Self.read("\"a\" = \"x\ny\";\r\n\"b\" = \"z\";\r\"c\" = \"w\";\n")
        XCTAssertEqual(table.entries.map(\.line), [1, 3, 4])
        XCTAssertEqual(table.entries.first?.value, "x\ny")
    }

    func testABracedDictionaryIsRead() {
        let table = Self.read("{\n  \"a\" = \"b\";\n}\n")
        XCTAssertEqual(table.entries, [StringsEntry(key: "a", value: "b", line: 2)])
        XCTAssertEqual(table.problems, [])
    }

    func testPropertyListsAreNotReadAndSaySo() {
        XCTAssertEqual(StringsFileReader.read(Array("bplist00\u{1}\u{2}".utf8)), StringsTable(problems: [
            ResourceProblem(message: "The file is a binary property list, which is not read as a .strings file."),
        ]))
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        let expected = StringsTable(problems: [ResourceProblem(message: "The file is an XML property list, which is not read as a .strings file.")])
        XCTAssertEqual(Self.read(xml), expected)
        XCTAssertEqual(StringsFileReader.read([0xFF, 0xFE] + Self.utf16(xml, bigEndian: false)), expected)
    }

    func testAnEmptyFileHasNoEntriesAndNoProblems() {
        XCTAssertEqual(StringsFileReader.read([]), StringsTable())
        XCTAssertEqual(Self.read("/* only a comment */\n"), StringsTable())
    }

    // Quoted strings may span lines, so an unclosed quote is only known at the end of the file.
    func testAnUnterminatedStringKeepsTheEntriesBeforeIt() {
        let table = Self.read("\"a\" = \"b\";\n\"c\" = \"never closed;\n\n")
        XCTAssertEqual(table.entries, [StringsEntry(key: "a", value: "b", line: 1)])
        XCTAssertEqual(table.problems, [ResourceProblem(message: "The string starting on line 2 is not closed with '\"'.", line: 2)])
    }

    // An unclosed quote pairs with the next entry's opening quote; reading starts again at the
    // next line, so the entries after it are still read.
    func testAnUnclosedQuoteInTheMiddleLosesNoLaterEntry() {
        let table = Self.read("\"a\" = \"broken;\n\n\"b\" = \"two\";\n\n\"c\" = \"three\";\n")
        XCTAssertEqual(table.entries, [
            StringsEntry(key: "a", value: "broken;\n\n", line: 1),
            StringsEntry(key: "b", value: "two", line: 3),
            StringsEntry(key: "c", value: "three", line: 5),
        ])
        XCTAssertEqual(table.problems, [ResourceProblem(message: "The entry 'a' on line 1 is not ended with ';'.", line: 1)])
    }

    func testAnUnterminatedCommentIsAProblem() {
        let table = Self.read("\"a\" = \"b\";\n/* open\n\"c\" = \"d\";\n")
        XCTAssertEqual(table.entries, [StringsEntry(key: "a", value: "b", line: 1)])
        XCTAssertEqual(table.problems, [ResourceProblem(message: "The comment starting on line 2 is not closed with '*/'.", line: 2)])
    }

    func testAMissingSemicolonKeepsTheEntryAndTheNextOne() {
        let table = Self.read("\"a\" = \"b\"\n\"c\" = \"d\";\n\"e\" = \"f\"")
        XCTAssertEqual(table.entries.map(\.key), ["a", "c", "e"])
        XCTAssertEqual(table.problems, [
            ResourceProblem(message: "The entry 'a' on line 1 is not ended with ';'.", line: 1),
            ResourceProblem(message: "The entry 'e' on line 3 is not ended with ';'.", line: 3),
        ])
    }

    func testAStrayCharacterIsSkippedToTheNextEntry() {
        let table = Self.read("\"a\" @ \"b\";\n\"c\" = \"d\";\n\"e\"\n\"f\" = \"g\";\n% junk\n\"h\" = é;\n\"i\" = \"j\";\n")
        XCTAssertEqual(table.entries.map(\.key), ["c", "f", "i"])
        XCTAssertEqual(table.problems, [
            ResourceProblem(message: "Found '@' on line 1 where '=' or ';' after the key 'a' was expected.", line: 1),
            ResourceProblem(message: "Found 'f' on line 4 where '=' or ';' after the key 'e' was expected.", line: 4),
            ResourceProblem(message: "Found '%' on line 5 where a key was expected.", line: 5),
            ResourceProblem(message: "Found 'é' on line 6 where a value for 'h' was expected.", line: 6),
        ])
    }

    func testAnArrayValueIsSkippedWithAProblem() {
        let table = Self.read("\"list\" = (\"a\", (\"b\"), {x = y;});\n\"c\" = \"d\";\n")
        XCTAssertEqual(table.entries, [StringsEntry(key: "c", value: "d", line: 2)])
        XCTAssertEqual(table.problems, [
            ResourceProblem(message: "The value of 'list' on line 1 is an array or a dictionary, which is not read.", line: 1),
        ])
    }

    func testALoneSurrogateEscapeBecomesAReplacementCharacter() {
        let table = Self.read(#""a" = "x\UD800y";"# + "\n" + #""b" = "\UDC00";"#)
        XCTAssertEqual(table.entries.map(\.value), ["x\u{FFFD}y", "\u{FFFD}"])
        XCTAssertEqual(table.problems, [
            ResourceProblem(message: "The escape '\\UD800' on line 1 is half a surrogate pair; it was replaced by U+FFFD.", line: 1),
            ResourceProblem(message: "The escape '\\UDC00' on line 2 is half a surrogate pair; it was replaced by U+FFFD.", line: 2),
        ])
    }

    func testInvalidBytesAreReplacedAndReported() {
        let table = StringsFileReader.read(Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8))
        XCTAssertEqual(table.entries, [StringsEntry(key: "a", value: "\u{FFFD}(", line: 1)])
        XCTAssertEqual(table.problems, [ResourceProblem(message: "The file is not valid UTF-8; the bytes that are not were replaced by U+FFFD.")])
    }

    func testAnOddLengthUTF16FileIsReadAndReported() {
        let table = StringsFileReader.read([0xFF, 0xFE] + Self.utf16("\"a\" = \"b\";", bigEndian: false) + [0x41])
        XCTAssertEqual(table.entries, [StringsEntry(key: "a", value: "b", line: 1)])
        XCTAssertEqual(table.problems, [ResourceProblem(message: "The UTF-16 file ends in the middle of a character (an odd number of bytes).")])
    }

    // Reading again after damage is bounded (to keep time linear); here the allowance is cut
    // to nothing so that the first restart stops reading.
    func testReadingStopsOnceTheRestartsHaveGoneBackTooFar() {
        var parser = StringsParser(bytes: Array("\"a\" = \"broken;\n\n\"b\" = \"two\";\n".utf8), rewindAllowance: 0)
        parser.parse()
        XCTAssertEqual(parser.entries.map(\.key), ["a"])
        XCTAssertEqual(parser.problems, [
            ResourceProblem(message: "The entry 'a' on line 1 is not ended with ';'.", line: 1),
            ResourceProblem(message: "The file is too damaged to read past line 3.", line: 3),
        ])
    }

    func testMutatedFilesNeverCrash() {
        var mutator = Mutator(seed: 1)
        let seed = Array((Self.storyboardStrings + #""e" = "\U00e9\UD83D\UDE00\033"; x = y; "k";"#).utf8)
        for variant in mutator.variants(of: seed, count: 3000, interesting: Array("\"=;/*\\{(U".utf8)) {
            let table = StringsFileReader.read(variant)
            XCTAssertTrue(table.entries.allSatisfy { $0.line >= 1 })
        }
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }
}
