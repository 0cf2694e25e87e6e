import Cocoa

// The macOS app's own BadgeView: same name, not designable, used by the macOS xib.
class BadgeView: NSView {}
