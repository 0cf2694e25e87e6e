import Cocoa
import Sparkle

/// Imports Sparkle, so MainMenu.xib's SPUStandardUpdaterController is Sparkle's.
final class UpdaterHooks: NSObject {}
