import UIKit

class EditorViewController: UIViewController {
    @IBAction func formatText(_ sender: Any) {}
    @IBAction func orphan(_ sender: Any) {}
}

class NotesViewController: UIViewController {
    // Reached through the responder chain too: the storyboard sends formatText: to First Responder.
    @IBAction func formatText(_ sender: Any) {}
}
