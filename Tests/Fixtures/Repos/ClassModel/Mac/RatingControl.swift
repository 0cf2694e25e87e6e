import Cocoa

/// The Swift port of RatingControl.h: one class in two languages, counted once.
@IBDesignable
class RatingControl: NSView {}
