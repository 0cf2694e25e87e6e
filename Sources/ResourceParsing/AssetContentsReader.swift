/// Reads the `Contents.json` of an asset catalog folder (`.xcassets`, a group folder, or a
/// set such as `.imageset`) into ``AssetContents``.
public enum AssetContentsReader {
    private enum Key {
        static let properties = "properties", providesNamespace = "provides-namespace"
        static let templateRenderingIntent = "template-rendering-intent", info = "info", author = "author"
        static let images = "images", colors = "colors", symbols = "symbols", data = "data"
    }

    public static func read(_ bytes: [UInt8]) -> AssetContents {
        let (root, problems) = JSONParser.parse(bytes)
        var contents = AssetContents(problems: problems)
        guard let root else { return contents }
        guard root.isObject else {
            contents.problems.append(ResourceProblem(message: "Contents.json is not a JSON object.", line: 1))
            return contents
        }
        let properties = root[Key.properties]
        contents.providesNamespace = properties?[Key.providesNamespace]?.bool
        contents.templateRenderingIntent = properties?[Key.templateRenderingIntent]?.string
        contents.author = root[Key.info]?[Key.author]?.string
        contents.imageCount = root[Key.images]?.array?.count
        contents.hasColors = root[Key.colors] != nil
        contents.hasSymbols = root[Key.symbols] != nil
        contents.hasData = root[Key.data] != nil
        return contents
    }
}
