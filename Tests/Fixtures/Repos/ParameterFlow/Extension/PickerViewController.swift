import UIKit

final class PickerViewController: UIViewController {}
