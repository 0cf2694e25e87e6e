import UIKit

class EditorViewController: UIViewController {
    // Not connected by IB, but code makes the footer and the toolbar sends refreshNow: used in code.
    @IBOutlet var footer: UIView!
    // "orphan" in this comment and in "orphan" strings is no use.
    let note = "orphan"
    override func viewDidLoad() {
        super.viewDidLoad()
        footer = UIView()
    }
    @IBAction func formatText(_ sender: Any) {}
    @IBAction func orphan(_ sender: Any) {}
    // The unwind segue of Editor.storyboard's notes scene ends here: UIKit finds it at run time.
    @IBAction func backToEditor(_ segue: UIStoryboardSegue) {}
}

class NotesViewController: UIViewController {
    // Reached through the responder chain too: the storyboard sends formatText: to First Responder.
    @IBAction func formatText(_ sender: Any) {}
}
