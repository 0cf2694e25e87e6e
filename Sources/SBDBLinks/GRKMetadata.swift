import Foundation

/// GRKStoryboardProxy's metadata, `[scene@]Storyboard[#bundle]`, parsed exactly as
/// `GRKStoryboardProxyViewController.m` does: the first `@` ends the scene, the last `#`
/// starts the bundle, each part is trimmed and empty parts are absent.
struct GRKMetadata: Equatable {
    var scene: String?
    var storyboard: String?
    var bundle: String?

    init(_ metadata: String) {
        var rest = Substring(metadata)
        if let at = rest.firstIndex(of: "@") {
            scene = String(rest[..<at]).trimmedOrNil
            rest = rest[rest.index(after: at)...]
        }
        if let hash = rest.lastIndex(of: "#") {
            bundle = String(rest[rest.index(after: hash)...]).trimmedOrNil
            rest = rest[..<hash]
        }
        storyboard = String(rest).trimmedOrNil
    }

    init(scene: String?, storyboard: String?, bundle: String?) {
        self.scene = scene
        self.storyboard = storyboard
        self.bundle = bundle
    }
}

extension String {
    var trimmedOrNil: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
