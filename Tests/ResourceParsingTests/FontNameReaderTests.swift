@testable import ResourceParsing
import Testing

/// Font names from TrueType, OpenType and collection files built in memory by `TestFont`, and
/// from truncated and hostile ones.
@Suite struct FontNameReaderTests {
    static let bold = TestFont.names(family: "Source Sans Pro", style: "Bold")
    static let boldNames = FontNames(
        postScriptName: "SourceSansPro-Bold", family: "Source Sans Pro", subfamily: "Bold", fullName: "Source Sans Pro Bold")
    /// Where the `name` table starts in a `TestFont.font`: header, two directory entries, `head`.
    static let nameTableOffset = 12 + 2 * 16 + 56

    @Test func windowsNamesAreRead() {
        #expect(FontNameReader.read(TestFont.font(Self.bold)) == FontFile(fonts: [Self.boldNames]))
    }

    @Test func openTypeAndAppleTrueTypeFontsAreRead() {
        for version in [TestFont.openType, TestFont.appleTrueType] {
            #expect(FontNameReader.read(TestFont.font(Self.bold, version: version)) == FontFile(fonts: [Self.boldNames]))
        }
    }

    @Test func typographicFamilyAndSubfamilyWinOverTheLegacyOnes() {
        let names =
            TestFont.names(family: "Source Sans Pro Semibold", style: "Italic")
            + [.windows(16, "Source Sans Pro"), .windows(17, "Semibold Italic")]
        let font = FontNameReader.read(TestFont.font(names)).fonts.first
        #expect(font?.family == "Source Sans Pro")
        #expect(font?.subfamily == "Semibold Italic")
    }

    @Test func uSEnglishWindowsNamesComeFirstThenOtherLanguagesThenUnicodeThenMac() {
        let names: [TestFont.Name] = [
            .mac(6, Array("Mac-PS".utf8)), .unicode(6, "Unicode-PS"), .windows(6, "German-PS", language: 0x407),
            .windows(6, "English-PS"),
            .mac(1, Array("Mac Family".utf8)), .unicode(1, "Unicode Family"), .windows(1, "Deutsche Familie", language: 0x407),
            .mac(2, Array("Mac Style".utf8)), .unicode(2, "Unicode Style"),
            .mac(4, Array("Mac Full".utf8)),
        ]
        #expect(
            FontNameReader.read(TestFont.font(names)).fonts == [
                FontNames(postScriptName: "English-PS", family: "Deutsche Familie", subfamily: "Unicode Style", fullName: "Mac Full")
            ])
    }

    @Test func unicodeBMPFullRepertoireAndSymbolEncodingsAreRead() {
        let names: [TestFont.Name] = [.windows(6, "Symbol-PS", encoding: 0), .windows(1, "Full Ŝet", encoding: 10), .windows(1, "Symbol", encoding: 0)]
        #expect(FontNameReader.read(TestFont.font(names)).fonts == [FontNames(postScriptName: "Symbol-PS", family: "Full Ŝet")])
    }

    @Test func macRomanNamesAreDecodedWithTheMacRomanTable() {
        let names: [TestFont.Name] = [.mac(6, Array("Cafe-Regular".utf8)), .mac(1, [0x43, 0x61, 0x66, 0x8E, 0x20, 0xA5, 0xDB, 0xD2, 0xD3, 0xF0])]
        #expect(FontNameReader.read(TestFont.font(names)).fonts == [FontNames(postScriptName: "Cafe-Regular", family: "Café •€“”\u{F8FF}")])
    }

    @Test func emptyAndNULPaddedNamesFallBackOrAreTrimmed() {
        let padded = TestFont.Name(platform: 3, encoding: 1, language: 0x409, nameID: 6, bytes: TestFont.utf16BigEndian("Padded-PS") + [0, 0, 0, 0])
        let names: [TestFont.Name] = [padded, .windows(1, ""), .mac(1, Array("Mac Family".utf8))]
        #expect(FontNameReader.read(TestFont.font(names)).fonts == [FontNames(postScriptName: "Padded-PS", family: "Mac Family")])
    }

    @Test func aCollectionGivesEveryFont() {
        let regular = TestFont.names(family: "Source Sans Pro", style: "Regular")
        let file = FontNameReader.read(TestFont.collection([regular, Self.bold]))
        #expect(file.problems == [])
        #expect(file.fonts.map(\.postScriptName) == ["SourceSansPro-Regular", "SourceSansPro-Bold"])
    }

    @Test func wOFFFontsAreNotRead() {
        for signature in ["wOFF", "wOF2"] {
            #expect(
                FontNameReader.read(Array(signature.utf8) + [UInt8](repeating: 0, count: 40))
                    == FontFile(problems: [ResourceProblem(message: "WOFF fonts are not read.")]))
        }
    }

    @Test func filesThatAreNotFontsSaySo() {
        #expect(
            FontNameReader.read(Array("GIF89a".utf8)).problems.map(\.message) == [
                "The file is not a TrueType or OpenType font: it starts with 0x47494638."
            ])
        #expect(FontNameReader.read([0, 1]).problems.map(\.message) == ["The file is too short to be a font (2 bytes)."])
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:c986\nsize 269108\n"
        #expect(
            FontNameReader.read(Array(pointer.utf8)).problems.map(\.message) == [
                "The file is a Git LFS pointer, not the font itself; fetch it with 'git lfs pull'."
            ])
    }

    @Test func aFontWithoutANameTableOrPostScriptNameSaysSo() {
        let noTables = TestFont.u32(TestFont.trueType) + TestFont.u16(0) + [UInt8](repeating: 0, count: 6)
        #expect(FontNameReader.read(noTables) == FontFile(problems: [ResourceProblem(message: "The font has no 'name' table.")]))
        let noPostScript = FontNameReader.read(TestFont.font([.windows(1, "Family")]))
        #expect(
            noPostScript
                == FontFile(
                    fonts: [FontNames(family: "Family")],
                    problems: [ResourceProblem(message: "The font has no PostScript name (name ID 6).")]))
    }

    @Test func everyTruncationGivesAProblemAndNeverACrash() {
        let full = TestFont.font(Self.bold)
        let nameTableEnd = Self.nameTableOffset + TestFont.nameTable(Self.bold).count
        for length in 0..<nameTableEnd {
            let file = FontNameReader.read(Array(full.prefix(length)))
            #expect(!(file.problems.isEmpty), "cut at \(length)")
        }
        // Cut inside the strings: the names stored before the cut are still read.
        let cut = FontNameReader.read(Array(full.prefix(nameTableEnd - 4)))
        #expect(cut.fonts.first?.family == "Source Sans Pro")
        #expect(
            cut.problems.map(\.message) == [
                "The font: the 'name' table runs past the end of the file; its first part was read.",
                "The font: 1 name record points past the end of the 'name' table.",
                "The font has no PostScript name (name ID 6).",  // the last record, cut off
            ])
    }

    @Test func hostileOffsetsAndCountsAreCaught() {
        var farRecord = TestFont.font(Self.bold)
        let lengthOfFirstRecord = Self.nameTableOffset + 6 + 8
        farRecord.replaceSubrange(lengthOfFirstRecord..<lengthOfFirstRecord + 2, with: [0xFF, 0xFF])
        let file = FontNameReader.read(farRecord)
        #expect(file.fonts == [FontNames(postScriptName: "SourceSansPro-Bold", subfamily: "Bold", fullName: "Source Sans Pro Bold")])
        #expect(file.problems.map(\.message) == ["The font: 1 name record points past the end of the 'name' table."])

        var farTable = TestFont.font(Self.bold)
        let nameTableOffsetField = 12 + 16 + 8
        farTable.replaceSubrange(nameTableOffsetField..<nameTableOffsetField + 4, with: [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(
            FontNameReader.read(farTable).problems.map(\.message) == [
                "The font: the 'name' table's offset 2147483647 is past the end of the file (\(farTable.count) bytes)."
            ])

        let manyTables = TestFont.u32(TestFont.trueType) + TestFont.u16(0xFFFF) + [UInt8](repeating: 0, count: 6)
        #expect(
            FontNameReader.read(manyTables).problems.map(\.message) == [
                "The font's table directory lists 65535 tables but the file ends after 0."
            ])
    }

    @Test func hostileCollectionsAreCaught() {
        let huge = Array("ttcf".utf8) + TestFont.u16(1) + TestFont.u16(0) + TestFont.u32(0xFFFF_FFFF)
        #expect(
            FontNameReader.read(huge).problems.map(\.message) == [
                "The font collection says it holds 4294967295 fonts; only the first 256 were read.",
                "The font collection says it holds 4294967295 fonts but the file ends after the offsets of 0.",
            ])
        let wrongOffset = Array("ttcf".utf8) + TestFont.u16(1) + TestFont.u16(0) + TestFont.u32(1) + TestFont.u32(0)
        #expect(
            FontNameReader.read(wrongOffset).problems.map(\.message) == [
                "Font 1 of the collection does not start with a TrueType or OpenType header (offset 0)."
            ])
        #expect(FontNameReader.read(Array("ttcf".utf8)).problems.map(\.message) == ["The font collection's header is cut short."])
    }

    @Test func mutatedFontsNeverCrash() {
        var mutator = Mutator(seed: 4)
        let seeds = [TestFont.font(Self.bold), TestFont.collection([Self.bold, Self.bold])]
        for seed in seeds {
            for variant in mutator.variants(of: seed, count: 3000, interesting: [0x7F, 0x01, 0x03]) {
                _ = FontNameReader.read(variant)
            }
        }
    }
}
