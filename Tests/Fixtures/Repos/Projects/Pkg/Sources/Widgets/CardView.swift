import UIKit

public enum CardView {
    public static let nib = UINib(nibName: "Card", bundle: .module)
}
