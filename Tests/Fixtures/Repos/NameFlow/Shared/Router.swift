#if os(iOS)
import UIKit

// Shared code, as near to the iOS storyboard as to the macOS one: UIStoryboard runs on iOS only.
func iosSettings() -> UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }
#else
import AppKit

func macSettings() -> NSStoryboard { NSStoryboard(name: "Settings", bundle: nil) }
#endif
