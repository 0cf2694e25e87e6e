import UIKit
import PodConsole

final class DebugMenu {
    // Storyboards and nibs of a pod that is not checked in, read from the pod's bundle.
    func console() -> UIStoryboard {
        let bundle = Bundle(for: PodLogger.self)
        return UIStoryboard(name: "PodConsole", bundle: bundle)
    }

    func cell() -> UINib {
        UINib(nibName: "PodCell", bundle: Bundle(for: PodCellClass.self))
    }
}
