import UIKit

/// Built by both targets: Phone (CONTAINER_APP) and the Share extension (SHARE_IN, from its .xcconfig).
enum Links {
    static func load() {
        #if SHARE_IN
        _ = UINib(nibName: "ShareSheet", bundle: nil)  // compiled by the Share extension
        #endif
        #if CONTAINER_APP && SHARE_IN
        _ = UINib(nibName: "BothPanel", bundle: nil)  // no target defines both
        #endif
        #if VERBOSE
        _ = UINib(nibName: "VerbosePanel", bundle: nil)  // Share's Debug configuration only: kept
        #endif
    }
}
