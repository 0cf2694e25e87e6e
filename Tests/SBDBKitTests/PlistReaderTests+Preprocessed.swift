import Foundation
@testable import SBDBIndexing
import Testing

extension PlistReaderTests {
    /// Info.plists that Xcode preprocesses (`INFOPLIST_PREPROCESS = YES`): `#ifdef`, `#else`,
    /// `#include` lines, which no plist parser reads (`PreprocessedPlist`).
    @Suite struct PreprocessedInfoPlist {
        static func entry(_ key: String, _ value: String) -> PlistEntry { PlistEntry(key: key, value: value) }

        /// Both values of one key: the parser alone would keep the #else one (the last).
        @Test func ifdefAroundAValueReadsBothBranches() throws {
            let plist = PlistReaderTests.xml(
                """
                <key>UIMainStoryboardFile</key>
                #ifdef DEBUG
                <string>DebugMain</string>
                #else
                <string>Main</string>
                #endif
                <key>CFBundleIdentifier</key><string>com.example.App</string>
                """)
            #expect(
                try InfoPlistReader.entries(from: plist) == [
                    Self.entry("CFBundleIdentifier", "com.example.App"),
                    Self.entry("UIMainStoryboardFile", "DebugMain"), Self.entry("UIMainStoryboardFile", "Main"),
                ])
            // Key and value twice in one dict cannot be told apart by the parser either.
            let keyTwice = PlistReaderTests.xml(
                """
                #ifdef DEBUG
                <key>UIMainStoryboardFile</key><string>DebugMain</string>
                #else
                <key>UIMainStoryboardFile</key><string>Main</string>
                #endif
                """)
            #expect(
                try InfoPlistReader.entries(from: keyTwice) == [
                    Self.entry("UIMainStoryboardFile", "DebugMain"), Self.entry("UIMainStoryboardFile", "Main"),
                ])
        }

        /// The dictionary has the first branch when all branches together do not parse.
        @Test func dictionaryFallsBackToTheFirstBranch() throws {
            let plist = PlistReaderTests.xml(
                """
                <key>UIMainStoryboardFile</key>
                #if DEBUG
                <string>DebugMain</string>
                #elif BETA
                <string>BetaMain</string>
                #else
                <string>Main</string>
                #endif
                """)
            #expect(try InfoPlistReader.dictionary(from: plist)["UIMainStoryboardFile"] as? String == "DebugMain")
            #expect(try InfoPlistReader.entries(from: plist).map(\.value) == ["BetaMain", "DebugMain", "Main"])
        }

        @Test func branchesWithDifferentKeysAreBothRead() throws {
            let plist = PlistReaderTests.xml(
                """
                    #ifdef TARGET_OS_IPHONE
                    <key>UIMainStoryboardFile</key><string>Main</string>
                    #  else
                    <key>NSMainStoryboardFile</key><string>MainMac</string>
                    #endif
                """)
            let root = try InfoPlistReader.dictionary(from: plist)
            #expect(root["UIMainStoryboardFile"] as? String == "Main" && root["NSMainStoryboardFile"] as? String == "MainMac")
            #expect(
                try InfoPlistReader.entries(from: plist) == [
                    Self.entry("NSMainStoryboardFile", "MainMac"), Self.entry("UIMainStoryboardFile", "Main"),
                ])
        }

        @Test func includeDefineAndNestedIfs() throws {
            let plist =
                Array("#include \"Config.h\"\r\n#define NAME Main\r\n".utf8)
                + PlistReaderTests.xml(
                    """
                    #if IOS
                    #ifndef WIDGET
                    <key>UILaunchStoryboardName</key><string>Launch</string>
                    #endif
                    #else
                    <key>NSMainNibFile</key><string>MainMenu</string>
                    #endif
                    <key>NSMainNibFile~ipad</key><string>MainPad</string>
                    """)
            #expect(
                try InfoPlistReader.entries(from: plist) == [
                    Self.entry("NSMainNibFile", "MainMenu"), Self.entry("NSMainNibFile~ipad", "MainPad"),
                    Self.entry("UILaunchStoryboardName", "Launch"),
                ])
            let oldStyle = Array("#import <Config.h>\n{\n#ifdef DEBUG\n  NSMainNibFile = Debug;\n#endif\n}\n".utf8)
            #expect(try InfoPlistReader.entries(from: oldStyle) == [Self.entry("NSMainNibFile", "Debug")])
        }

        /// Dropped lines become empty lines, so the parser's line numbers are the file's.
        @Test func linesKeepTheirNumbersAndTheErrorIsTheOriginal() throws {
            let text = "#ifdef A\n<plist>\r\n#else\nX\r#endif"
            let preprocessed = try #require(PreprocessedPlist(Array(text.utf8)))
            #expect(String(decoding: preprocessed.allBranches, as: UTF8.self) == "\n<plist>\r\n\nX\r")
            #expect(String(decoding: preprocessed.branch(0), as: UTF8.self) == "\n<plist>\r\n\n\r")
            #expect(String(decoding: preprocessed.branch(1), as: UTF8.self) == "\n\r\n\nX\r")
            #expect(PreprocessedPlist(Array("<plist>\n# Heading in a string\n#ifdefined\n".utf8)) == nil)

            // Broken with or without the directives: the error of the file as written.
            let broken = Array("#ifdef DEBUG\n<plist><dict><key>A</key></array></plist>\n#endif\n".utf8)
            guard case .failure(.malformed(let reason)) = PlistReaderTests.read(broken) else {
                Issue.record("a broken preprocessed plist must throw")
                return
            }
            #expect(reason.contains("#"), "\(reason)")
            // Nothing but directives is an empty file, not an empty dictionary.
            #expect(throws: PlistReadError.self) { try InfoPlistReader.entries(from: Array("#include \"A.h\"\n".utf8)) }
        }

        /// A binary plist is never rewritten, even when its bytes hold a directive line.
        @Test func binaryPlistIsUntouched() throws {
            let data = try [UInt8](
                PropertyListSerialization.data(
                    fromPropertyList: ["UIMainStoryboardFile": "\n#ifdef DEBUG\n"], format: .binary, options: 0))
            #expect(try InfoPlistReader.entries(from: data) == [Self.entry("UIMainStoryboardFile", "\n#ifdef DEBUG\n")])
            // Without its trailer it is broken and stays broken, though the bytes hold a directive line.
            #expect(PreprocessedPlist(data) != nil)
            let broken = PlistReaderTests.read(Array(data.dropLast(32)))
            guard case .failure(.malformed(let reason)) = broken else {
                Issue.record("a broken binary plist must throw, got \(broken)")
                return
            }
            #expect(!reason.isEmpty)
        }
    }
}
