import UIKit

extension EditorViewController {
    @IBAction func refreshNow(_ sender: Any) {}

    func makeToolbarItem() -> UIBarButtonItem {
        UIBarButtonItem(title: "Refresh", style: .plain, target: self, action: #selector(refreshNow))
    }
}
