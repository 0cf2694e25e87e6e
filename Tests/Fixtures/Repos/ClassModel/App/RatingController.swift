import UIKit
import RatingKit
import FancyButton
import MSGMessagesKit

/// Holds a package's class in an outlet: code compiles against PKRatingField, so it exists.
class RatingController: UIViewController {
    @IBOutlet weak var rating: PKRatingField!
    @IBOutlet weak var fancy: FancyButton!
}
