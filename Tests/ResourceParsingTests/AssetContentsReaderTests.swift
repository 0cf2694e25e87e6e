@testable import ResourceParsing
import Testing

/// Asset catalog `Contents.json` files and the kinds of asset folders.
@Suite struct AssetContentsReaderTests {
    static func read(_ text: String) -> AssetContents {
        AssetContentsReader.read(Array(text.utf8))
    }

    @Test func theCatalogItselfGivesItsAuthor() {
        #expect(Self.read(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#) == AssetContents(author: "xcode"))
    }

    @Test func aGroupFolderSaysWhetherItProvidesANamespace() {
        let contents = Self.read(#"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
        #expect(contents == AssetContents(providesNamespace: true, author: "xcode"))
        #expect(Self.read(#"{ "properties" : { "provides-namespace" : false } }"#).providesNamespace == false)
    }

    @Test func anImageSetCountsItsImagesAndKeepsItsRenderingIntent() {
        let contents = Self.read(
            """
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
        #expect(contents == AssetContents(imageCount: 3, templateRenderingIntent: "template", author: "xcode"))
    }

    @Test func colorSymbolAndDataSetsAreRecognised() {
        #expect(Self.read(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb"}}]}"#) == AssetContents(hasColors: true))
        #expect(Self.read(#"{"symbols":[{"filename":"s.svg","idiom":"universal"}]}"#) == AssetContents(hasSymbols: true))
        #expect(Self.read(#"{"data":[{"filename":"d.json","idiom":"universal"}]}"#) == AssetContents(hasData: true))
        #expect(Self.read(#"{"images":[]}"#) == AssetContents(imageCount: 0))
    }

    @Test func damagedJSONKeepsWhatCameBeforeTheDamage() {
        let contents = Self.read("{\n\"info\" : { \"author\" : \"xcode\" },\n\"images\" : [ { \"idiom\" : }")
        #expect(contents.author == "xcode")
        #expect(contents.imageCount == 1)
        #expect(contents.problems == [ResourceProblem(message: "Unexpected '}' on line 3 where a JSON value was expected.", line: 3)])
        #expect(Self.read("[]").problems == [ResourceProblem(message: "Contents.json is not a JSON object.", line: 1)])
    }

    @Test func valuesOfTheWrongTypeAreIgnored() {
        let contents = Self.read(#"{"properties":{"provides-namespace":"yes","template-rendering-intent":1},"images":{},"info":"x"}"#)
        #expect(contents == AssetContents())
    }

    @Test func everyFolderExtensionMapsToItsKind() {
        #expect(AssetFolderKind(folderName: "Assets.xcassets") == .catalog)
        #expect(AssetFolderKind(folderName: "star.imageset") == .image)
        #expect(AssetFolderKind(folderName: "Brand.colorset") == .color)
        #expect(AssetFolderKind(folderName: "custom.bolt.symbolset") == .symbol)
        #expect(AssetFolderKind(folderName: "AppIcon.appiconset") == .appIcon)
        #expect(AssetFolderKind(folderName: "config.dataset") == .data)
        #expect(AssetFolderKind(folderName: "LaunchImage.launchimage") == .launchImage)
        #expect(AssetFolderKind(folderName: "Top Shelf.imagestack") == .imageStack)
        #expect(AssetFolderKind(folderName: "App Icon & Top Shelf Image.brandassets") == .brandAssets)
        for kind in AssetFolderKind.allCases where kind != .folder {
            #expect(AssetFolderKind(folderName: "name.\(kind.rawValue)") == kind)
            #expect(AssetFolderKind(folderName: "NAME.\(kind.rawValue.uppercased())") == kind)
        }
        #expect(AssetFolderKind.allCases.count == 28)
    }

    @Test func anyOtherFolderIsAPlainFolder() {
        for name in ["Icons", "Icons.v2", "name.png", ".imageset", "trailing.", ""] {
            #expect(AssetFolderKind(folderName: name) == .folder, "\(name)")
        }
    }

    @Test func theAssetNameIsTheFolderNameWithoutItsKindsExtension() {
        #expect(AssetFolderKind.assetName(folderName: "custom.bolt.symbolset") == "custom.bolt")
        #expect(AssetFolderKind.assetName(folderName: "AppIcon.appiconset") == "AppIcon")
        #expect(AssetFolderKind.assetName(folderName: "Assets.xcassets") == "Assets")
        #expect(AssetFolderKind.assetName(folderName: "Icons.v2") == "Icons.v2")
        #expect(AssetFolderKind.assetName(folderName: "Icons") == "Icons")
    }

    @Test func mutatedContentsNeverCrash() {
        var mutator = Mutator(seed: 3)
        let seed = Array(#"{"images":[{"filename":"a.png","scale":"2x"}],"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#.utf8)
        for variant in mutator.variants(of: seed, count: 2000, interesting: Array("{}[]\":,".utf8)) {
            _ = AssetContentsReader.read(variant)
        }
    }
}
