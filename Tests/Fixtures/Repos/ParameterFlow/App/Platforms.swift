import UIKit

// Both sides of a compile-time condition count: each is some build's load.
func mainNib() -> UINib {
    #if os(tvOS)
    return UINib(nibName: "TVMain", bundle: nil)
    #else
    return UINib(nibName: "PhoneMain", bundle: nil)
    #endif
}
