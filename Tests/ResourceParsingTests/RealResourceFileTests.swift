import Foundation
@testable import ResourceParsing
import SBDBTestSupport
import Testing

/// The readers on the real apps in `../shared/apps`, read in place; skipped when absent.
@Suite(.enabled(if: Fixtures.apps != nil, Comment(rawValue: Fixtures.appsMissing)))
struct RealResourceFileTests {
    @Test func everyRealFontHasAPostScriptName() throws {
        let fonts = try SharedApps.files(withExtensions: ["ttf", "otf", "ttc"])
        #expect(fonts.count >= 50, "the apps hold about 51 fonts")
        var read = 0
        for url in fonts {
            let file = FontNameReader.read(try SharedApps.bytes(of: url))
            // A font kept in Git LFS is checked out as a small text pointer; the reader says so.
            if file.problems.map(\.message) == ["The file is a Git LFS pointer, not the font itself; fetch it with 'git lfs pull'."] {
                continue
            }
            read += 1
            #expect(file.problems == [], "\(SharedApps.relative(url))")
            #expect(!(file.fonts.isEmpty), "\(SharedApps.relative(url))")
            for font in file.fonts {
                #expect(font.postScriptName != nil, "\(SharedApps.relative(url))")
                #expect(font.family != nil, "\(SharedApps.relative(url))")
            }
        }
        #expect(read >= fonts.count - 1, "at most one font is an LFS pointer")
    }

    @Test func everyRealStringCatalogIsReadWithoutProblems() throws {
        let catalogs = try SharedApps.files(withExtensions: ["xcstrings"])
        #expect(!(catalogs.isEmpty))
        for url in catalogs {
            let catalog = StringCatalogReader.read(try SharedApps.bytes(of: url))
            #expect(catalog.problems == [], "\(SharedApps.relative(url))")
            #expect(catalog.sourceLanguage != nil, "\(SharedApps.relative(url))")
        }
    }

    /// Every real asset catalog `Contents.json` reads without problems, and each set holds
    /// what its folder's kind says.
    @Test func everyRealAssetContentsFileIsReadWithoutProblems() throws {
        let files = try SharedApps.files(withExtensions: ["json"]).filter {
            $0.lastPathComponent == "Contents.json" && $0.path.contains(".xcassets/")
        }
        #expect(files.count > 1000)
        var kinds: [AssetFolderKind: Int] = [:]
        for url in files {
            let contents = AssetContentsReader.read(try SharedApps.bytes(of: url))
            let kind = AssetFolderKind(folderName: url.deletingLastPathComponent().lastPathComponent)
            kinds[kind, default: 0] += 1
            let path = SharedApps.relative(url)
            #expect(contents.problems == [], "\(path)")
            switch kind {
            case .image, .appIcon: #expect(contents.imageCount != nil, "\(path)")
            case .color: #expect(contents.hasColors, "\(path)")
            case .symbol: #expect(contents.hasSymbols, "\(path)")
            default: break
            }
        }
        #expect(kinds[.image] ?? 0 > 1000)
        #expect(kinds[.catalog] ?? 0 > 50)
    }

    /// The real `.strings` files that are legitimately damaged, with what the reader says.
    static let knownDamage: [String: [String]] = {
        // Sparkle's Turkish strings (three copies) lack the closing quote of one value.
        let sparkle = ["7: The entry '%1$@ can't be updated, because it was opened from a read-only or a temporary location.' on line 7 is not ended with ';'."]
        let sparkleFolder = "Automattic__simplenote-macos/External/Sparkle"
        return [
            "\(sparkleFolder)/Frameworks/Sparkle.framework/Versions/A/Resources/tr.lproj/Sparkle.strings": sparkle,
            "\(sparkleFolder)/Frameworks/Sparkle.framework/Versions/A/Resources/Updater.app/Contents/Resources/tr.lproj/Sparkle.strings": sparkle,
            "\(sparkleFolder)/XPCServices/org.sparkle-project.InstallerLauncher.xpc/Contents/MacOS/Updater.app/Contents/Resources/tr.lproj/Sparkle.strings":
                sparkle,
            // Not a strings table at all: a comma-separated list of words not to localize.
            "quicksilver__Quicksilver/Quicksilver/Localized/IGNORED.strings": ["1: Found ',' on line 1 where '=' or ';' after the key '-100' was expected."],
        ]
    }()

    /// Every real `.strings` file (about 2,200, in UTF-8 and UTF-16) reads without problems,
    /// except XML property lists saved as `.strings` (Quicksilver has about 200), which are
    /// not read, and the few damaged files above.
    @Test func everyRealStringsFileIsReadWithoutProblems() throws {
        let files = try SharedApps.files(withExtensions: ["strings"])
        #expect(files.count > 1000)
        let propertyList = "The file is an XML property list, which is not read as a .strings file."
        var damaged: [String: [String]] = [:]
        var propertyLists = 0, entries = 0
        for url in files {
            let table = StringsFileReader.read(try SharedApps.bytes(of: url))
            entries += table.entries.count
            if table.problems.map(\.message) == [propertyList] {
                propertyLists += 1
            } else if !table.problems.isEmpty {
                damaged[SharedApps.relative(url)] = table.problems.map { "\($0.line ?? 0): \($0.message)" }
            }
        }
        #expect(damaged == Self.knownDamage)
        #expect(propertyLists > 0)
        #expect(entries > 10000)
    }

    /// The damaged Sparkle file still gives every entry: reading starts again at the next line.
    @Test func theRealFileWithAnUnclosedQuoteStillGivesEveryEntry() throws {
        let path = try SharedApps.directory().appendingPathComponent(Self.knownDamage.keys.sorted()[0])
        let table = StringsFileReader.read(try SharedApps.bytes(of: path))
        #expect(table.entries.count == 35)
        #expect(table.entries.last?.key == "You're up-to-date!")
    }
}
