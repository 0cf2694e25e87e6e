@testable import SBDBCore
@testable import SBDBIndexing
@testable import SBDBReports
@testable import SourceParsing
@testable import ObjCSourceParsing
@testable import SwiftSourceParsing
import Testing

/// The names code gives assets without writing them out: string literals and the patterns of
/// literals built at run time (`code_strings`), and the file kinds of resource files.
@Suite struct ResourceNamingTests {
    @Test func swiftLiteralsAreNamesAndInterpolatedOnesArePatterns() {
        let facts = SwiftScanner.scan(
            #"""
            let a = UIImage(named: "logo")
            let b = UIImage(named: "icon_\(size)")
            let c = "x\(y)"
            let d = """
                multi
                """
            let e = "with \"escape\""
            """#)
        #expect(facts.strings == ["logo": 1, "icon_*": 1])
    }

    @Test func objectiveCLiteralsAndFormatsAreNamesAndPatterns() {
        let facts = ObjCScanner.scan(
            #"""
            UIImage *a = [UIImage imageNamed:@"logo"];
            NSString *b = [NSString stringWithFormat:@"flag_%@", code];
            NSString *c = @"%@";
            """#)
        #expect(facts.strings == ["logo": 1, "flag_*": 1])
        #expect(facts.references.map { "\($0.kind.rawValue) \($0.api)" } == ["image [UIImage imageNamed:]"])
    }

    @Test func imageAndColourLoadsAreCodeReferences() {
        let facts = SwiftScanner.scan(
            """
            func f() {
                _ = UIImage(named: "logo")
                _ = NSColor(named: NSColor.Name("Brand"))
                _ = Image("hero")
                _ = Image(decorative: "divider")
                _ = Image(systemName: "star")
                _ = Image(.generated)
                _ = Color("Accent")
                _ = Color(.red)
                _ = UIImage(named: name)
            }
            """)
        #expect(
            facts.references.map { "\($0.kind.rawValue) \($0.api) \($0.value)" } == [
                #"image UIImage(named:) literal("logo")"#,
                #"color NSColor(named:) literal("Brand")"#,
                #"image Image(_:) literal("hero")"#,
                #"image Image(decorative:) literal("divider")"#,
                #"color Color(_:) literal("Accent")"#,
                "image UIImage(named:) dynamic",
            ])
    }

    @Test func resourceFilesHaveKindsByNameAndPlace() {
        #expect(FileKind(relativePath: "App/Assets.xcassets/logo.imageset/Contents.json") == .asset)
        #expect(FileKind(relativePath: "App/Contents.json") == nil)
        #expect(FileKind(relativePath: "App/Assets.xcassets/logo.imageset/logo.png") == nil)
        #expect(FileKind(relativePath: "App/Images/logo@2x.png") == .image)
        #expect(FileKind(relativePath: "App/Fonts/Brand.TTF") == .font)
        #expect(FileKind(relativePath: "App/de.lproj/Main.strings") == .strings)
        #expect(FileKind(relativePath: "App/mul.lproj/Main.xcstrings") == .strings)
        #expect(FileKind(relativePath: "Settings.bundle/Root.plist") == .propertyList)
        #expect(FileKind(relativePath: "App/Info.plist") == .plist)
        #expect(!FileKind.image.isRead && FileKind.font.isRead)
        // The catalog folder is matched as bytes: at the start, in the middle, only whole.
        #expect(FileKind(relativePath: "Assets.xcassets/Contents.json") == .asset)
        #expect(FileKind(relativePath: "Ü/Bilder.xcassets/a.imageset/Contents.json") == .asset)
        #expect(FileKind(relativePath: "App/Assets.xcassetsX/Contents.json") == nil)
        #expect(FileKind(relativePath: "App/Assets.xcasset/logo.png") == .image)
        #expect(FileKind(relativePath: "App/.xcassets/logo.png") == nil)
        #expect(FileKind.isInAssetCatalog("a.xcassets/") && !FileKind.isInAssetCatalog(".xcassets") && !FileKind.isInAssetCatalog(""))
    }

    /// The walk's byte search agrees with Foundation's `contains` (which it replaces for speed).
    @Test func byteSearchAgreesWithContains() {
        let texts = ["", "framework", "Kit.framework/Headers", "a/b.xcframework/ios/Kit.framework/Kit.h", "frame", "éframework", "xcassets/"]
        let needles = ["framework", ".framework/", ".xcframework/", ".xcassets/", "é", "a", ""]
        for text in texts {
            for needle in needles {
                #expect(ByteSearch.contains(text, Array(needle.utf8)) == (needle.isEmpty || text.contains(needle)), "\(text) \(needle)")
            }
        }
    }

    /// File names are read by their bytes; the kind is the one `lowercased()` and `hasSuffix`
    /// gave (kept here as the reference), on every extension sbdb knows in mixed case, with and
    /// without an Info prefix, and on random names of the same letters.
    @Test func fileKindsByBytesAgreeWithTheStringReference() {
        func reference(_ fileName: String) -> FileKind? {
            let lower = fileName.lowercased()
            let images: Set<Substring> = ["png", "jpg", "jpeg", "gif", "pdf", "tif", "tiff", "icns", "heic", "bmp"]
            if lower.hasSuffix(".storyboard") { return .storyboard }
            if lower.hasSuffix(".xib") { return .xib }
            if lower.hasSuffix(".swift") { return .swift }
            if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") { return .objc }
            if fileName == "project.pbxproj" { return .pbxproj }
            if lower.hasSuffix(".xcconfig") { return .xcconfig }
            if lower.hasSuffix(".strings") || lower.hasSuffix(".xcstrings") { return .strings }
            if fileName == "Contents.json" { return .asset }
            if let dot = lower.lastIndex(of: "."), images.contains(lower[lower.index(after: dot)...]) { return .image }
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") { return .font }
            if lower.hasSuffix("info.plist") { return .plist }
            if lower.hasSuffix(".plist") { return .propertyList }
            if lower.hasSuffix(".json") { return .json }
            return nil
        }
        let extensions = [
            "storyboard", "xib", "swift", "m", "mm", "h", "xcconfig", "strings", "xcstrings", "png", "jpg", "jpeg", "gif",
            "pdf", "tif", "tiff", "icns", "heic", "bmp", "ttf", "otf", "ttc", "plist", "json", "pbxproj", "storyboards",
            "", "hh", "x", "c",
        ]
        var names = ["project.pbxproj", "Project.pbxproj", "Contents.json", "contents.json", ".plist", "info.plist", "nfo.plist", "é.plist", "Ünïcode.XIB"]
        for ext in extensions {
            for stem in ["View", "App-Info", "INFO", "a.b", "", "Info.plist"] {
                names += ["\(stem).\(ext)", "\(stem).\(ext.uppercased())", "\(stem).\(ext.prefix(1).uppercased() + ext.dropFirst())"]
            }
        }
        var state: UInt64 = 0x5EED
        let letters = Array("aAbBcfghHiImMnNoOpPsStTwWxX.é-_ ".unicodeScalars)
        for _ in 0..<4_000 {
            var name = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for shift in stride(from: 0, to: Int(state >> 60) * 4, by: 4) {
                name.unicodeScalars.append(letters[Int((state >> UInt64(shift)) & 0xFFFF) % letters.count])
            }
            names.append(name)
        }
        for name in names {
            #expect(FileKind(fileName: name) == reference(name), "\(name)")
        }
    }
}

/// The Swift names generators give an asset (Xcode's asset symbols, R.swift, SwiftGen).
@Suite struct AssetSymbolTests {
    @Test func namesBecomeLowerCamelCaseIdentifiers() {
        #expect(AssetSymbols.identifier("acme-logo") == "acmeLogo")
        #expect(AssetSymbols.identifier("AcmeLogo") == "acmeLogo")
        #expect(AssetSymbols.identifier("URLIcon") == "urlIcon")
        #expect(AssetSymbols.identifier("tab_home 2") == "tabHome2")
        #expect(AssetSymbols.identifier("3d-touch") == "_3dTouch")
        // ASCII names take a byte path that must agree with the Character one.
        for name in [
            "acme-logo", "AcmeLogo", "URLIcon", "tab_home 2", "3d-touch", "ABC", "a", "--", "", "iOS14Badge",
            "x__y", "HTTPs", "Ab-CD-ef", "logo@2x", "9", "ZZ top", "icon_AppStore-1024",
        ] {
            #expect(AssetSymbols.asciiIdentifier(name) == AssetSymbols.characterIdentifier(name), "\(name)")
        }
        #expect(AssetSymbols.identifier("Größe-Äpfel") == AssetSymbols.characterIdentifier("Größe-Äpfel"))
        #expect(AssetSymbols.identifier("Größe-Äpfel") == "größeÄpfel")
        #expect(AssetSymbols.identifier("--") == nil)
    }

    @Test func xcodeDropsTheKindFromTheSymbol() {
        #expect(AssetSymbols.symbol("BrandColor", kind: "color") == "brand")
        #expect(AssetSymbols.symbol("Color", kind: "color") == "color")
        #expect(AssetSymbols.symbol("HeroImage", kind: "image") == "hero")
        #expect(AssetSymbols.symbol("HeroImage", kind: "color") == "heroImage")
        #expect(AssetSymbols.symbol("AppIcon", kind: "appicon") == nil)
    }
}

/// `-- default: off`: a report `sbdb report` runs only when asked.
@Suite struct OptInReportTests {
    @Test func theHeaderSaysWhetherAReportIsOnByDefault() throws {
        #expect(Report(name: "a", text: "-- summary: s\n-- default: off\nSELECT 1", origin: "built-in").isOptIn)
        #expect(!Report(name: "b", text: "-- summary: s\n-- default: on\nSELECT 1", origin: "built-in").isOptIn)
        #expect(!Report(name: "c", text: "-- summary: s\nSELECT 1", origin: "built-in").isOptIn)
        #expect(
            Report(name: "d", text: "-- default: maybe\nSELECT 1", origin: "x.sql").headerProblems.map(\.problem) == [
                "'-- default:' is on or off, not 'maybe'"
            ])
        #expect(try #require(ReportCatalog.report(named: "accessibility-gaps")).isOptIn)
        #expect(ReportCatalog.builtIn.filter(\.isOptIn).map(\.name) == ["accessibility-gaps"])
    }

    @Test func configurationEnablesReportsThatAreOffByDefault() throws {
        let configuration = try SBDBConfiguration.parse("reports:\n  enable: [accessibility-gaps]\n", path: ".sbdb.yml")
        #expect(configuration.reports.enable == ["accessibility-gaps"])
    }
}

/// Code that sets an outlet's accessibility: the outlet counts as `name#accessibility`.
@Suite struct AccessibilityReceiverTests {
    @Test func swiftAndObjectiveCReceiversOfAccessibilityMembersAreCounted() {
        let swift = SwiftScanner.scan(
            """
            final class Card: UIView {
                @IBOutlet var dismissButton: UIButton!
                func setUp() {
                    dismissButton.accessibilityLabel = "Close"
                    self.icon.isAccessibilityElement = false
                    let label = accessibilityLabel
                }
            }
            """)
        #expect(
            swift.mentions.filter { $0.key.hasSuffix("#accessibility") } == [
                "dismissButton#accessibility": 1, "icon#accessibility": 1, "self#accessibility": 1,
                // The outlet is declared `UIButton!`: its class's too (TypedReceivers).
                "UIButton#accessibility": 1,
            ])
        let objc = ObjCScanner.scan(
            """
            @implementation Card
            - (void)setUp {
                self.closeButton.accessibilityIdentifier = @"close";
                [field setAccessibilityLabel:@"Name"];
            }
            @end
            """)
        #expect(objc.mentions.filter { $0.key.hasSuffix("#accessibility") } == ["closeButton#accessibility": 1, "field#accessibility": 1])
    }
}
