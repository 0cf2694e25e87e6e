import UIKit

class ThemeableTable: UITableView {}

class CategoryTable: ThemeableTable {
    @IBOutlet weak var header: UIView!
}
