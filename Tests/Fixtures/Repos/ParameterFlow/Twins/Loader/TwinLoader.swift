import UIKit

// Two xibs named Twin, as near as each other: an ambiguous link, which reaches both.
func twin() -> UINib { UINib(nibName: "Twin", bundle: nil) }
