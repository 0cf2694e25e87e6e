import UIKit

/// Built by one iOS app target, whose Debug configuration defines DEBUG.
final class Loader {
    let names = ["PhonePanel"]

    func load() {
        #if os(macOS)
        _ = NSNib(nibNamed: "MacPanel", bundle: nil)  // only an iOS target builds this file
        #else
        _ = UINib(nibName: "PhonePanel", bundle: nil)
        #endif
        #if DEBUG
        _ = UINib(nibName: "DebugPanel", bundle: nil)  // compiled in Debug
        #endif
        #if BETA
        _ = UINib(nibName: "BetaPanel", bundle: nil)  // no build setting defines BETA
        #elseif false
        _ = UINib(nibName: "Never", bundle: nil)  // no file: a broken link, were it compiled
        #endif
        #if targetEnvironment(simulator)
        _ = UINib(nibName: "SimulatorPanel", bundle: nil)  // sbdb cannot tell: kept
        #endif
        #if BETA && os(iOS)
        _ = UINib(nibName: names.randomElement()!, bundle: nil)  // no dynamic load in code no target compiles
        #endif
        #if CONTAINER_APP
        _ = UINib(nibName: "ContainerPanel", bundle: nil)  // Phone defines it in every configuration
        #endif
        #if SHARE_IN
        _ = UINib(nibName: "SharePanel", bundle: nil)  // only the Share extension defines it
        #endif
    }
}
