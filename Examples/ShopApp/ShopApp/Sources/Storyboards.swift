import Foundation

/// Storyboard names used from code. Only Checkout is opened from code; every other
/// storyboard is reached through Info.plist or a link inside another IB file.
enum StoryboardName {
    static let checkout = "Checkout"
}
