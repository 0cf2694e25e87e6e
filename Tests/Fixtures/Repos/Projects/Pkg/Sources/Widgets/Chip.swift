import UIKit

/// The package's own Badge, from its resource bundle, though the app that links the package has one too.
public enum Chip {
    public static let badge = UINib(nibName: "Badge", bundle: .module)
}
