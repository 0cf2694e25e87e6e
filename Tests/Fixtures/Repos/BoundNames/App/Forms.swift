import UIKit

class InfoRowCell: UITableViewCell {}
final class NoteRowCell: InfoRowCell {}
final class PlainRowCell: InfoRowCell {}

extension UITableViewCell {
    static var identifier: String { String(describing: self) }
}

struct Form {
    // returned class list: each class of the literal list the function returns.
    func cellTypes() -> [InfoRowCell.Type] {
        return [InfoRowCell.self, NoteRowCell.self]
    }
}

final class FormController: UITableViewController {
    let form = Form()
    // stored collection: an element of a stored literal dictionary is one of its values.
    private let panelNibs: [String: String] = ["help": "HelpPanel"]

    override func viewDidLoad() {
        super.viewDidLoad()
        for type in form.cellTypes() {
            tableView.register(UINib(nibName: type.identifier, bundle: nil), forCellReuseIdentifier: type.identifier)
        }
        // guarded load: made only when the nib exists, so a class without one is no broken link.
        for type in [InfoRowCell.self, PlainRowCell.self] {
            if Bundle.main.path(forResource: type.identifier, ofType: "nib") != nil {
                tableView.register(UINib(nibName: type.identifier, bundle: nil), forCellReuseIdentifier: type.identifier)
            } else {
                tableView.register(type, forCellReuseIdentifier: type.identifier)
            }
        }
    }

    func panel(kind: String) -> UIView? {
        guard let nibName = panelNibs[kind] else { return nil }
        return UINib(nibName: nibName, bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
    }
}

// A class property read by name: the nearest provider on the class chain gives it.
class GridCell: UICollectionViewCell {
    class var nibName: String { String(describing: self) }
}
final class MovieCell: GridCell {}

final class GridController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib(nibName: MovieCell.nibName, bundle: nil), forCellWithReuseIdentifier: "movie")
    }
}
