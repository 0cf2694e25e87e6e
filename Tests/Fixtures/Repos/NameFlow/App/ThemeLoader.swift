import UIKit

/// Builds the nib's name at run time: sbdb cannot know it, so dynamic-loads lists the call.
final class ThemeLoader {
    func banner(theme: String) -> UINib {
        UINib(nibName: "Banner" + theme, bundle: nil)
    }
}
