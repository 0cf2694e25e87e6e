import Foundation

/// Built into the macOS and the iOS app: each loads its own Row.
final class RowLoader: NSObject {
    func load() {
        Bundle.main.loadNibNamed("Row", owner: self, options: nil)
    }
}
