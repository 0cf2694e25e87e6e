import Testing

// Rule (accessibility-gaps, `reaching`): code labels an outlet's object when it runs in the class
// that holds the outlet or in a class that reaches that object: a subclass or superclass (the
// outlet is inherited), or a class that holds an object of the outlet's class in an outlet.
extension RuleFixtureTests {
    /// The storyboard's controller is the base class; a subclass sets the placeholder.
    @Test func aSubclassLabelsAnInheritedOutlet() throws {
        var files = Self.form(
            """
            import UIKit
            class FormViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var goButton: UIButton!
            }
            """)
        files["App/SignUpViewController.swift"] = """
            import UIKit
            final class SignUpViewController: FormViewController {
                override func viewDidLoad() { nameField.placeholder = NSLocalizedString("Name", comment: "") }
            }
            """
        #expect(try gaps(files) == ["bt1"])
    }

    /// A controller holds the form in an outlet and sets the form's field's placeholder.
    @Test func aClassHoldingTheObjectLabelsItsOutlet() throws {
        var files = Self.form(
            """
            import UIKit
            final class FormViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var goButton: UIButton!
            }
            """)
        files["App/HostViewController.swift"] = """
            import UIKit
            final class HostViewController: UIViewController {
                @IBOutlet weak var form: FormViewController!
                override func viewDidLoad() { form.nameField.placeholder = "Name" }
            }
            """
        #expect(try gaps(files) == ["bt1"])
    }

    /// A class unrelated to the outlet's (another superclass, an outlet of another type) that sets
    /// a placeholder through a property of the same name labels nothing.
    @Test func anUnrelatedClassWithTheSamePropertyLabelsNothing() throws {
        var files = Self.form(
            """
            import UIKit
            class FormViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var goButton: UIButton!
            }
            """)
        files["App/Other.swift"] = """
            import UIKit
            class OtherBase: UIViewController { @IBOutlet var nameField: UITextField! }
            final class OtherViewController: OtherBase {
                @IBOutlet weak var panel: PanelView!
                override func viewDidLoad() { nameField.placeholder = "Name"; panel.nameField.placeholder = "Name" }
            }
            final class PanelView: UIView { @IBOutlet var nameField: UITextField! }
            """
        #expect(try gaps(files) == ["tf1", "bt1"])
    }
}
