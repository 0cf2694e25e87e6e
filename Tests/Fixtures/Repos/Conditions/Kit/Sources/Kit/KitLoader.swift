import UIKit

/// A package target: its flags are its manifest's, and SwiftPM's own.
public enum KitLoader {
    public static func load() {
        #if KIT_FAST
        _ = UINib(nibName: "KitFast", bundle: .module)  // the manifest defines it
        #endif
        #if KIT_SLOW
        _ = UINib(nibName: "KitSlow", bundle: .module)  // the manifest does not
        #endif
        #if KIT_TRACE
        _ = UINib(nibName: "KitTrace", bundle: .module)  // Debug only: kept
        #endif
        #if !SWIFT_PACKAGE
        _ = UINib(nibName: "KitOutside", bundle: .module)  // SwiftPM defines SWIFT_PACKAGE
        #endif
    }
}
