import Foundation
@testable import SBDBIndexing
import SBDBTestSupport
import Testing

/// InfoPlistReader and PbxprojReader: inline plists, the fixtures in `Tests/Fixtures/Plists`,
/// hostile inputs and the shared corpus.
@Suite struct PlistReaderTests {
    static func xml(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    static func entry(_ key: String, _ value: String) -> PlistEntry { PlistEntry(key: key, value: value) }

    static func read(_ bytes: [UInt8]) -> Result<[PlistEntry], PlistReadError> {
        do { return .success(try InfoPlistReader.entries(from: bytes)) } catch { return .failure(error) }
    }

    // MARK: Info.plist

    @Test(arguments: [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone",
        "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone",
        "NSMainStoryboardFile", "NSMainNibFile", "NSMainNibFile~ipad", "NSMainNibFile~iphone", "CFBundleIdentifier",
    ])
    func topLevelKey(_ key: String) throws {
        let plist = Self.xml("<key>\(key)</key><string>Some Name</string><key>UIOther</key><string>x</string>")
        #expect(try InfoPlistReader.entries(from: plist) == [Self.entry(key, "Some Name")])
    }

    @Test func entriesAreSortedByKeyThenValue() throws {
        let plist = Self.xml(
            """
            <key>UIMainStoryboardFile~ipad</key><string>iPad</string>
            <key>UIMainStoryboardFile</key><string>iPhone</string>
            <key>NSMainNibFile</key><string>MainMenu</string>
            <key>CFBundleIdentifier</key><string>com.example.App</string>
            """)
        #expect(
            try InfoPlistReader.entries(from: plist) == [
                Self.entry("CFBundleIdentifier", "com.example.App"), Self.entry("NSMainNibFile", "MainMenu"),
                Self.entry("UIMainStoryboardFile", "iPhone"), Self.entry("UIMainStoryboardFile~ipad", "iPad"),
            ])
    }

    /// Two scene roles, launch storyboards per URL scheme, an empty `UIMainStoryboardFile`.
    @Test func appFixture() throws {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.url("Plists/Storefront/Info.plist")))
        #expect(
            try InfoPlistReader.entries(from: bytes) == [
                Self.entry("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"),
                Self.entry("UIDefaultLaunchStoryboard", "standard"),
                Self.entry("UILaunchStoryboardFile", "Launch Screen"),
                Self.entry("UILaunchStoryboardFile", "LaunchFromLink"),
                Self.entry("UILaunchStoryboardName", "Launch Screen"),
                Self.entry("UISceneStoryboardFile", "ExternalDisplay"),
                Self.entry("UISceneStoryboardFile", "Main"),
            ])
    }

    @Test func sameStoryboardInTwoRolesIsOneEntry() throws {
        let scene = "<array><dict><key>UISceneStoryboardFile</key><string>Main</string></dict></array>"
        let plist = Self.xml(
            """
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key>\(scene)
            <key>CPTemplateApplicationSceneSessionRoleApplication</key>\(scene)
            </dict></dict>
            """)
        #expect(try InfoPlistReader.entries(from: plist) == [Self.entry("UISceneStoryboardFile", "Main")])
    }

    @Test func extensionStoryboard() throws {
        let plist = Self.xml(
            """
            <key>NSExtension</key><dict>
            <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
            <key>NSExtensionPointIdentifier</key><string>com.apple.widget-extension</string>
            </dict>
            """)
        #expect(try InfoPlistReader.entries(from: plist) == [Self.entry("NSExtensionMainStoryboard", "MainInterface")])
    }

    @Test(arguments: [("<true/>", true), ("<false/>", false), ("<string>YES</string>", true), ("<string>no</string>", false)])
    func watchKitApp(_ value: String, _ isWatchApp: Bool) throws {
        let plist = Self.xml("<key>WKCompanionAppBundleIdentifier</key><string>com.example.App</string><key>WKWatchKitApp</key>\(value)")
        #expect(try InfoPlistReader.entries(from: plist) == (isWatchApp ? [Self.entry("WKWatchKitApp", "Interface")] : []))
    }

    @Test(arguments: [("<true/>", true), ("<false/>", false)])
    func singleTargetWatchApp(_ value: String, _ isWatchApp: Bool) throws {
        let plist = Self.xml("<key>WKCompanionAppBundleIdentifier</key><string>com.example.App</string><key>WKApplication</key>\(value)")
        #expect(try InfoPlistReader.entries(from: plist) == (isWatchApp ? [Self.entry("WKApplication", "Interface")] : []))
    }

    @Test func emptyAndNonStringValuesAreSkippedAndVariablesKept() throws {
        let plist = Self.xml(
            """
            <key>UIMainStoryboardFile</key><string></string>
            <key>NSMainNibFile</key><integer>3</integer>
            <key>NSMainStoryboardFile</key><array><string>Main</string></array>
            <key>UILaunchStoryboardName</key><string>$(LAUNCH_NAME)</string>
            <key>CFBundleIdentifier</key><string>com.yourcompany.${PRODUCT_NAME:rfc1034identifier}</string>
            <key>NSExtension</key><string>not a dictionary</string>
            """)
        #expect(
            try InfoPlistReader.entries(from: plist) == [
                Self.entry("CFBundleIdentifier", "com.yourcompany.${PRODUCT_NAME:rfc1034identifier}"),
                Self.entry("UILaunchStoryboardName", "$(LAUNCH_NAME)"),
            ])
    }

    @Test func binaryPlist() throws {
        let plist: [String: Any] = [
            "CFBundleIdentifier": "com.example.Watch",
            "WKWatchKitApp": true,
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Main"]]
                ]
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        #expect(
            try InfoPlistReader.entries(from: [UInt8](data)) == [
                Self.entry("CFBundleIdentifier", "com.example.Watch"), Self.entry("UISceneStoryboardFile", "Main"),
                Self.entry("WKWatchKitApp", "Interface"),
            ])
    }

    @Test func oldStylePlist() throws {
        let entries = try InfoPlistReader.entries(
            from: Array(#"{ NSMainNibFile = MainMenu; NSExtension = { NSExtensionMainStoryboard = "Main Interface"; }; }"#.utf8))
        #expect(entries == [Self.entry("NSExtensionMainStoryboard", "Main Interface"), Self.entry("NSMainNibFile", "MainMenu")])
    }

    enum Failure: Sendable { case malformed, notADictionary }

    static let binaryArray = try! [UInt8](PropertyListSerialization.data(fromPropertyList: ["Main"], format: .binary, options: 0))
    static let randomBytes: [UInt8] = {
        var state: UInt32 = 2_463_534_242  // xorshift32, so the "random" bytes are the same on every run
        return (0..<256).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }()

    @Test(arguments: [
        ("truncated XML", Array(xml("<key>UIMainStoryboardFile</key><string>Main</string>").prefix(200)), Failure.malformed),
        ("random bytes", randomBytes, .malformed),
        ("empty", [], .malformed),
        ("only whitespace", Array(" \n\t\r\n".utf8), .malformed),
        ("bplist00 and junk", Array("bplist00".utf8) + [0xDE, 0xAD, 0xBE, 0xEF, 0x00, 0x01, 0xFF], .malformed),
        ("bplist00 alone", Array("bplist00".utf8), .malformed),
        ("unbalanced XML", Array("<plist><dict><key>A</key></array></plist>".utf8), .malformed),
        ("array at the root", Array("<plist version=\"1.0\"><array><string>Main</string></array></plist>".utf8), .notADictionary),
        ("string at the root", Array("<plist version=\"1.0\"><string>Main</string></plist>".utf8), .notADictionary),
        ("binary array at the root", binaryArray, .notADictionary),
    ])
    func badInputThrows(_ name: String, _ bytes: [UInt8], _ expected: Failure) {
        switch (Self.read(bytes), expected) {
        case (.failure(.malformed(let reason)), .malformed): #expect(!reason.isEmpty, "\(name)")
        case (.failure(.notADictionary), .notADictionary): break
        case (let result, _): Issue.record("\(name): expected \(expected), got \(result)")
        }
    }

    @Test func errorMessagesAreSentencesThatSayTheFix() {
        let malformed = PlistReadError.malformed("Encountered unexpected EOF").localizedDescription
        #expect(malformed == "The property list cannot be read: Encountered unexpected EOF. Check the file with `plutil -lint` and fix or regenerate it.")
        #expect(PlistReadError.notADictionary.localizedDescription.hasPrefix("The property list's root is not a dictionary"))
    }
}

extension PlistReaderTests {
    /// PbxprojReader on a realistic Xcode 15 project and on small edge cases.
    @Suite struct Pbxproj {
        static func setting(_ key: String, _ value: String, _ configuration: String?, _ line: Int) -> PlistEntry {
            PlistEntry(key: key, value: value, configuration: configuration, line: line)
        }

        static func targetSettings(_ configuration: String, from line: Int, catalyst: Bool) -> [PlistEntry] {
            let shift = catalyst ? 1 : 0
            return [
                setting("INFOPLIST_FILE", "Storefront/Info.plist", configuration, line),
                setting("CFBundleDisplayName", "Storefront", configuration, line + 1),
                setting("UIApplicationSupportsIndirectInputEvents", "YES", configuration, line + 3),
                setting("UILaunchStoryboardName", "Launch Screen", configuration, line + 4),
                setting("UIMainStoryboardFile", "Main", configuration, line + 5),
            ] + (catalyst ? [setting("UIMainStoryboardFile", "Main-Catalyst", "\(configuration) [sdk=macosx*]", line + 6)] : []) + [
                setting(
                    "UISupportedInterfaceOrientations_iPad",
                    "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
                    configuration, line + 6 + shift),
                setting(
                    "UISupportedInterfaceOrientations_iPhone",
                    "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight", configuration, line + 7 + shift),
                setting("PRODUCT_BUNDLE_IDENTIFIER", "com.example.Storefront", configuration, line + 13 + shift),
            ]
        }

        static func fixtureText() throws -> String {
            try String(contentsOf: Fixtures.url("Plists/Storefront.xcodeproj/project.pbxproj"), encoding: .utf8)
        }

        @Test func realisticProject() throws {
            // The storyboards the project refers to: the localised file, the plain one, the variant group.
            let files = [
                Self.setting("PBXFileReference", "Main.storyboard", nil, 23),
                Self.setting("PBXFileReference", "Launch Screen.storyboard", nil, 25),
                // The language of the project's base texts.
                Self.setting("developmentRegion", "en", nil, 107),
                Self.setting("PBXFileReference", "Main.storyboard", nil, 155),
            ]
            let expected = files + Self.targetSettings("Debug", from: 226, catalyst: false) + Self.targetSettings("Release", from: 256, catalyst: true)
            #expect(PbxprojReader.entries(from: try Self.fixtureText()) == expected)
        }

        /// An independent oracle: Foundation parses the whole project and the settings are picked by hand.
        @Test func agreesWithAFullParse() throws {
            let text = try Self.fixtureText()
            let project = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
            let objects = try #require(project["objects"] as? [String: [String: Any]])
            var expected: [String] = []
            for object in objects.values where object["isa"] as? String == "XCBuildConfiguration" {
                let name = try #require(object["name"] as? String)
                for case let (key, value as String) in try #require(object["buildSettings"] as? [String: Any]) where !value.isEmpty {
                    let base = key.prefix { $0 != "[" }
                    let condition = key.dropFirst(base.count)
                    let configuration = condition.isEmpty ? name : "\(name) \(condition)"
                    if base.hasPrefix("INFOPLIST_KEY_") { expected.append("\(base.dropFirst(14))=\(value)@\(configuration)") }
                    if ["PRODUCT_BUNDLE_IDENTIFIER", "INFOPLIST_FILE"].contains(base) { expected.append("\(base)=\(value)@\(configuration)") }
                }
            }
            for object in objects.values where object["isa"] as? String == "PBXProject" {
                if let region = object["developmentRegion"] as? String { expected.append("developmentRegion=\(region)@") }
            }
            for object in objects.values where ["PBXFileReference", "PBXVariantGroup"].contains(object["isa"] as? String) {
                let path = (object["path"] as? String) ?? (object["name"] as? String) ?? ""
                let file = path.split(separator: "/").last.map(String.init) ?? ""
                if [".storyboard", ".xib", ".nib"].contains(where: { file.lowercased().hasSuffix($0) }) {
                    expected.append("PBXFileReference=\(file)@")
                }
            }
            let found = PbxprojReader.entries(from: text).map { "\($0.key)=\($0.value)@\($0.configuration ?? "")" }
            #expect(found.sorted() == expected.sorted())
        }

        @Test func quotedValuesAndConditionalKeys() {
            let text = #"""
                A1 /* Debug */ = {
                	isa = XCBuildConfiguration;
                	buildSettings = {
                		INFOPLIST_FILE = "My App/Info \"beta\" \\ copy.plist";
                		"INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphone*]" = Portrait;
                		"INFOPLIST_KEY_UILaunchStoryboardName[sdk=iphoneos*][arch=arm64]" = "Launch Screen";
                		"PRODUCT_BUNDLE_IDENTIFIER[sdk=macosx*]" = "$(BASE_ID).mac";
                		INFOPLIST_KEY_NSMainNibFile = "Tab\tStays";
                		INFOPLIST_KEY_UISupportedInterfaceOrientations = (
                			UIInterfaceOrientationPortrait,
                		);
                	};
                	name = Debug;
                };
                """#
            #expect(
                PbxprojReader.entries(from: text) == [
                    Self.setting("INFOPLIST_FILE", #"My App/Info "beta" \ copy.plist"#, "Debug", 4),
                    Self.setting("UIMainStoryboardFile", "Portrait", "Debug [sdk=iphone*]", 5),
                    Self.setting("UILaunchStoryboardName", "Launch Screen", "Debug [sdk=iphoneos*][arch=arm64]", 6),
                    Self.setting("PRODUCT_BUNDLE_IDENTIFIER", "$(BASE_ID).mac", "Debug [sdk=macosx*]", 7),
                    Self.setting("NSMainNibFile", #"Tab\tStays"#, "Debug", 8),
                ])
        }

        @Test func commentsAreSkipped() {
            let text = """
                // !$*UTF8*$!
                A1 /* Release */ = { /* a comment with { braces } and "quotes */
                	isa = XCBuildConfiguration; // trailing
                	buildSettings = {
                		/* INFOPLIST_KEY_NSMainNibFile = Old; */
                		INFOPLIST_KEY_UIMainStoryboardFile /* iPhone */ = Main; /* was "Legacy" */
                		/* spans
                		   lines */ INFOPLIST_KEY_NSMainStoryboardFile = Mac;
                	};
                	name = Release; /* } */
                };
                """
            #expect(
                PbxprojReader.entries(from: text) == [
                    Self.setting("UIMainStoryboardFile", "Main", "Release", 6), Self.setting("NSMainStoryboardFile", "Mac", "Release", 8),
                ])
        }

        @Test func settingsOutsideBuildConfigurationsAndBlocksWithoutInfoPlistKeys() {
            let text = """
                {
                	objects = {
                		P1 = {isa = PBXProject; attributes = {PRODUCT_BUNDLE_IDENTIFIER = not.a.setting; }; name = P; };
                		C1 /* Debug */ = {
                			isa = XCBuildConfiguration;
                			buildSettings = {
                				GENERATE_INFOPLIST_FILE = YES;
                				SDKROOT = iphoneos;
                			};
                			name = Debug;
                		};
                		C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_NSMainNibFile = MainMenu; }; name = "Release Mac"; };
                	};
                	INFOPLIST_FILE = Stray/Info.plist;
                }
                """
            #expect(PbxprojReader.entries(from: text) == [Self.setting("NSMainNibFile", "MainMenu", "Release Mac", 12)])
        }

        @Test func projectsItRefersToAreReadFromFileReferences() {
            let text = """
                {
                	objects = {
                		R1 /* Sub.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = "Libs/Sub.xcodeproj"; sourceTree = "<group>"; };
                		R2 = {isa = PBXFileReference; path = Old.pbproj; sourceTree = "<group>"; };
                		R3 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                		G1 = {isa = PBXGroup; path = Other.xcodeproj; };
                	};
                }
                """
            #expect(
                PbxprojReader.entries(from: text) == [
                    Self.setting("PBXProjectReference", "Sub.xcodeproj", nil, 3),
                    Self.setting("PBXProjectReference", "Old.pbproj", nil, 4),
                ])
        }

        @Test func interfaceFilesAndSynchronizedFoldersAreWhatAProjectBuilds() {
            let text = """
                {
                	objects = {
                		F1 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = "Cells/Order Cell.xib"; sourceTree = "<group>"; };
                		F2 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                		F3 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                		V1 = {
                			isa = PBXVariantGroup;
                			children = (F2, );
                			name = Main.storyboard;
                			sourceTree = "<group>";
                		};
                		S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Mac; sourceTree = "<group>"; };
                		G1 = {isa = PBXGroup; path = Views.xib; };
                	};
                }
                """
            #expect(
                PbxprojReader.entries(from: text) == [
                    Self.setting("PBXFileReference", "Order Cell.xib", nil, 3),
                    Self.setting("PBXFileReference", "Main.storyboard", nil, 4),
                    Self.setting("PBXFileReference", "Main.storyboard", nil, 9),
                    Self.setting("PBXFileSystemSynchronizedRootGroup", "Mac", nil, 12),
                ])
        }

        @Test func isaAfterTheSettingsAndMissingName() {
            let text = "A = {\n buildSettings = {\n  INFOPLIST_KEY_UIMainStoryboardFile = Main;\n };\n isa = XCBuildConfiguration;\n};\n"
            #expect(PbxprojReader.entries(from: text) == [Self.setting("UIMainStoryboardFile", "Main", nil, 3)])
        }

        @Test func crlfLineEndingsAndTruncation() {
            let text = "A = {\r\n\tisa = XCBuildConfiguration;\r\n\tbuildSettings = {\r\n\t\tINFOPLIST_KEY_UILaunchStoryboardName = \"Launch\r\n"
            #expect(PbxprojReader.entries(from: text).isEmpty)  // the value's quote never closes, so there is no `;`
            let cut =
                "A = {\r\n\tisa = XCBuildConfiguration;\r\n\tname = Debug;\r\n\tbuildSettings = {\r\n\t\tINFOPLIST_KEY_UILaunchStoryboardName = Launch;\r\n\t\tSDK"
            #expect(PbxprojReader.entries(from: cut) == [Self.setting("UILaunchStoryboardName", "Launch", "Debug", 5)])
        }

        @Test(arguments: ["", "}}}};", "\"", "/*", "{ = ; = { ( \"a\" = ;", "INFOPLIST_KEY_ = x;"])
        func garbageYieldsNothing(_ text: String) {
            #expect(PbxprojReader.entries(from: text).isEmpty)
        }
    }
}

extension PlistReaderTests {
    /// Every Info.plist of the shared corpus, read in place.
    @Suite(.enabled(if: Fixtures.corpus != nil, Comment(rawValue: Fixtures.corpusMissing)))
    struct Corpus {
        static func infoPlists(_ root: URL) -> [URL] {
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            return enumerator.compactMap { $0 as? URL }.filter {
                $0.lastPathComponent == "Info.plist" || $0.lastPathComponent.hasSuffix("-Info.plist")
            }
        }

        @Test func everyInfoPlistReadsOrThrowsPlistReadError() throws {
            let files = Self.infoPlists(try #require(Fixtures.corpus))
            var read = 0
            var failures: [String] = []
            for file in files {
                // The signature says it: a bad file can only throw PlistReadError; this checks it never crashes.
                switch PlistReaderTests.read(try [UInt8](Data(contentsOf: file))) {
                case .success: read += 1
                case .failure(let error): failures.append("\(file.path): \(error.localizedDescription)")
                }
            }
            #expect(files.count > 100)
            #expect(read + failures.count == files.count)
            #expect(read > files.count * 9 / 10, "\(failures)")
        }

        @Test(arguments: [
            (
                "LoopKit__Loop/Loop Status Extension/Info.plist",
                [
                    entry("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"), entry("NSExtensionMainStoryboard", "MainInterface"),
                ]
            ),
            (
                "ole__leaves/Leaves-Info.plist",
                [
                    entry("CFBundleIdentifier", "com.yourcompany.${PRODUCT_NAME:rfc1034identifier}"),
                    entry("NSMainNibFile", "MainWindow"), entry("NSMainNibFile~ipad", "MainWindow-iPad"),
                ]
            ),
            (
                "mac-cain13__R.swift/Examples/RswiftAppWithStaticFrameworks/App/Info.plist",
                [
                    entry("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"), entry("UILaunchStoryboardName", "LaunchScreen"),
                    entry("UIMainStoryboardFile", "Main"), entry("UISceneStoryboardFile", "Main"),
                ]
            ),
            (
                "LoopKit__Loop/WatchApp/Info.plist",
                [
                    entry("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)"), entry("WKWatchKitApp", "Interface"),
                ]
            ),
            // A committed build product: a binary plist.
            (
                "benradler__TwoView/build/Debug-iphonesimulator/twoViews.app/Info.plist",
                [
                    // CFBundleIconFile names an image the system loads (the unused-assets report reads it).
                    entry("CFBundleIconFile", "Icon.png"), entry("CFBundleIdentifier", "com.yourcompany.twoViews"),
                    entry("NSMainNibFile", "MainWindow"),
                ]
            ),
        ])
        func knownFile(_ path: String, _ expected: [PlistEntry]) throws {
            let file = try #require(Fixtures.corpus).appendingPathComponent(path)
            #expect(try InfoPlistReader.entries(from: [UInt8](Data(contentsOf: file))) == expected)
        }
    }
}
