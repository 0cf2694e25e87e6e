@testable import ResourceParsing
import XCTest

/// Asset catalog `Contents.json` files and the kinds of asset folders.
final class AssetContentsReaderTests: XCTestCase {
    static func read(_ text: String) -> AssetContents {
        AssetContentsReader.read(Array(text.utf8))
    }

    func testTheCatalogItselfGivesItsAuthor() {
        XCTAssertEqual(Self.read(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#), AssetContents(author: "xcode"))
    }

    func testAGroupFolderSaysWhetherItProvidesANamespace() {
        let contents = Self.read(#"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
        XCTAssertEqual(contents, AssetContents(providesNamespace: true, author: "xcode"))
        XCTAssertEqual(Self.read(#"{ "properties" : { "provides-namespace" : false } }"#).providesNamespace, false)
    }

    func testAnImageSetCountsItsImagesAndKeepsItsRenderingIntent() {
        let contents = Self.read("""
            {
              "images" : [
                { "filename" : "star.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "idiom" : "universal", "scale" : "3x" }
              ],
              "info" : { "author" : "xcode", "version" : 1 },
              "properties" : { "template-rendering-intent" : "template", "preserves-vector-representation" : true }
            }
            """)
        XCTAssertEqual(contents, AssetContents(imageCount: 3, templateRenderingIntent: "template", author: "xcode"))
    }

    func testColorSymbolAndDataSetsAreRecognised() {
        XCTAssertEqual(Self.read(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb"}}]}"#), AssetContents(hasColors: true))
        XCTAssertEqual(Self.read(#"{"symbols":[{"filename":"s.svg","idiom":"universal"}]}"#), AssetContents(hasSymbols: true))
        XCTAssertEqual(Self.read(#"{"data":[{"filename":"d.json","idiom":"universal"}]}"#), AssetContents(hasData: true))
        XCTAssertEqual(Self.read(#"{"images":[]}"#), AssetContents(imageCount: 0))
    }

    func testDamagedJSONKeepsWhatCameBeforeTheDamage() {
        let contents = Self.read("{\n\"info\" : { \"author\" : \"xcode\" },\n\"images\" : [ { \"idiom\" : }")
        XCTAssertEqual(contents.author, "xcode")
        XCTAssertEqual(contents.imageCount, 1)
        XCTAssertEqual(contents.problems, [ResourceProblem(message: "Unexpected '}' on line 3 where a JSON value was expected.", line: 3)])
        XCTAssertEqual(Self.read("[]").problems, [ResourceProblem(message: "Contents.json is not a JSON object.", line: 1)])
    }

    func testValuesOfTheWrongTypeAreIgnored() {
        let contents = Self.read(#"{"properties":{"provides-namespace":"yes","template-rendering-intent":1},"images":{},"info":"x"}"#)
        XCTAssertEqual(contents, AssetContents())
    }

    func testEveryFolderExtensionMapsToItsKind() {
        XCTAssertEqual(AssetFolderKind(folderName: "Assets.xcassets"), .catalog)
        XCTAssertEqual(AssetFolderKind(folderName: "star.imageset"), .image)
        XCTAssertEqual(AssetFolderKind(folderName: "Brand.colorset"), .color)
        XCTAssertEqual(AssetFolderKind(folderName: "custom.bolt.symbolset"), .symbol)
        XCTAssertEqual(AssetFolderKind(folderName: "AppIcon.appiconset"), .appIcon)
        XCTAssertEqual(AssetFolderKind(folderName: "config.dataset"), .data)
        XCTAssertEqual(AssetFolderKind(folderName: "LaunchImage.launchimage"), .launchImage)
        XCTAssertEqual(AssetFolderKind(folderName: "Top Shelf.imagestack"), .imageStack)
        XCTAssertEqual(AssetFolderKind(folderName: "App Icon & Top Shelf Image.brandassets"), .brandAssets)
        for kind in AssetFolderKind.allCases where kind != .folder {
            XCTAssertEqual(AssetFolderKind(folderName: "name.\(kind.rawValue)"), kind)
            XCTAssertEqual(AssetFolderKind(folderName: "NAME.\(kind.rawValue.uppercased())"), kind)
        }
        XCTAssertEqual(AssetFolderKind.allCases.count, 28)
    }

    func testAnyOtherFolderIsAPlainFolder() {
        for name in ["Icons", "Icons.v2", "name.png", ".imageset", "trailing.", ""] {
            XCTAssertEqual(AssetFolderKind(folderName: name), .folder, name)
        }
    }

    func testTheAssetNameIsTheFolderNameWithoutItsKindsExtension() {
        XCTAssertEqual(AssetFolderKind.assetName(folderName: "custom.bolt.symbolset"), "custom.bolt")
        XCTAssertEqual(AssetFolderKind.assetName(folderName: "AppIcon.appiconset"), "AppIcon")
        XCTAssertEqual(AssetFolderKind.assetName(folderName: "Assets.xcassets"), "Assets")
        XCTAssertEqual(AssetFolderKind.assetName(folderName: "Icons.v2"), "Icons.v2")
        XCTAssertEqual(AssetFolderKind.assetName(folderName: "Icons"), "Icons")
    }

    func testMutatedContentsNeverCrash() {
        var mutator = Mutator(seed: 3)
        let seed = Array(#"{"images":[{"filename":"a.png","scale":"2x"}],"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#.utf8)
        for variant in mutator.variants(of: seed, count: 2000, interesting: Array("{}[]\":,".utf8)) {
            _ = AssetContentsReader.read(variant)
        }
    }
}
