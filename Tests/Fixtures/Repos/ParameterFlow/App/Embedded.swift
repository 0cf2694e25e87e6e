import UIKit

// Objects of Container.xib: the first has no view and loads its own nib; the second has one.
final class EmbeddedViewController: UIViewController {}
final class InlineViewController: UIViewController {}

final class ContainerOwner: NSObject {
    func load() { UINib(nibName: "Container", bundle: nil).instantiate(withOwner: self) }
}
