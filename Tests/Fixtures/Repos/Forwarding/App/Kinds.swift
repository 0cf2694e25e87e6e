import UIKit

final class BannerCell: UITableViewCell {}
final class FooterCell: UITableViewCell {}
final class PlainCell: UITableViewCell {}

/// A property of an enum that returns a class for each case, asked in a loop over its cases.
enum RowKind: CaseIterable {
    case banner, footer, plain
    var cellType: UITableViewCell.Type {
        switch self {
        case .banner: return BannerCell.self
        case .footer: return FooterCell.self
        case .plain: return PlainCell.self
        }
    }
}

final class KindsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for kind in RowKind.allCases {
            tableView.register(UINib(nibName: String(describing: kind.cellType), bundle: nil), forCellReuseIdentifier: "k")
        }
    }

    // The same through a local: `let type = kind.cellType`, then `String(describing: type)`.
    func registerThroughALocal() {
        for kind in RowKind.allCases {
            let type = kind.cellType
            tableView.register(UINib(nibName: String(describing: type), bundle: nil), forCellReuseIdentifier: "l")
        }
    }
}
