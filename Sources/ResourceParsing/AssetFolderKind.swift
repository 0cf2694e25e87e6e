/// What a folder inside an asset catalog is, from the extension of its name (the raw value:
/// the extension in lower case, empty for a plain folder).
public enum AssetFolderKind: String, Sendable, Equatable, CaseIterable {
    /// `.xcassets`: the catalog itself.
    case catalog = "xcassets"
    case image = "imageset"
    case color = "colorset"
    case symbol = "symbolset"
    case appIcon = "appiconset"
    case data = "dataset"
    case launchImage = "launchimage"
    case stickerPack = "stickerpack"
    case sticker = "sticker"
    case stickerSequence = "stickersequence"
    case iconSet = "iconset"
    case imageStack = "imagestack"
    case imageStackLayer = "imagestacklayer"
    case brandAssets = "brandassets"
    case textureSet = "textureset"
    case complicationSet = "complicationset"
    case arResourceGroup = "arresourcegroup"
    case arReferenceImage = "arreferenceimage"
    case arReferenceObject = "arreferenceobject"
    case cubeTextureSet = "cubetextureset"
    case spriteAtlas = "spriteatlas"
    case mipmapSet = "mipmapset"
    case solidImageStack = "solidimagestack"
    case solidImageStackLayer = "solidimagestacklayer"
    case gameCenterDashboardImage = "gcdashboardimage"
    case gameCenterLeaderboard = "gcleaderboard"
    case gameCenterLeaderboardSet = "gcleaderboardset"
    /// Any other folder: a plain group, which may provide a namespace (see ``AssetContents``).
    case folder = ""

    /// The kind of a folder named `folderName`, e.g. `star.imageset` → ``image``; the
    /// extension is compared without regard to case.
    public init(folderName: String) {
        guard let dot = folderName.lastIndex(of: "."), dot != folderName.startIndex else {
            self = .folder
            return
        }
        let suffix = String(folderName[folderName.index(after: dot)...]).lowercased()
        self = suffix.isEmpty ? .folder : AssetFolderKind(rawValue: suffix) ?? .folder
    }

    /// The asset's name: the folder name without the extension of its kind (`star.imageset` →
    /// `star`); a plain folder keeps its whole name, dots included (`v1.2` stays `v1.2`).
    public static func assetName(folderName: String) -> String {
        guard AssetFolderKind(folderName: folderName) != .folder, let dot = folderName.lastIndex(of: ".") else {
            return folderName
        }
        return String(folderName[..<dot])
    }
}
