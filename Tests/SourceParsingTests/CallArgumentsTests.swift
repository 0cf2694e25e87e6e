import Testing
@testable import SourceParsing
@testable import SwiftSourceParsing

/// The literals callers pass to parameters, read on the source as written (`CallArguments`).
@Suite struct CallArgumentsTests {
    private func arguments(_ source: String) -> [String] {
        SwiftScanner.scan(source).arguments.map { "\($0.name)=\($0.value)" }.sorted()
    }

    @Test func literalArgumentsAreKeptByLabelOrPosition() {
        let source = """
            final class A {
                func run() {
                    open("Main")
                    show(storyboard: "Settings", animated: true)
                    Router(name: "Checkout").go()
                    present(nil, named: "Feed")
                }
            }
            """
        #expect(
            arguments(source) == [
                "Router.init#name=Checkout", "open#_0=Main", "present#named=Feed", "show#storyboard=Settings",
            ])
    }

    @Test func aCaseWrittenAsShorthandIsKeptToLookUpInTheParameterType() {
        let source = """
            func run() {
                open(board: .settings, animated: true)
                show(.main, style: .init(), mode: .Mixed, other: .a.b, _x: ._private)
            }
            """
        #expect(
            arguments(source) == [
                "open#board=$(CONST .settings)", "show#_0=$(CONST .main)", "show#_x=$(CONST ._private)",
            ])
    }

    @Test func sentencesPathsInterpolationsAndIgnoredFunctionsAreNotNames() {
        let source = """
            func run(x: Int) {
                open("Hello world")
                open("a/b")
                open("\\(x)")
                print("Main")
                NSLocalizedString("Main", comment: "")
                UIImage(named: "Main")
                open(make("Inner"), "Second")
            }
            """
        #expect(arguments(source) == ["make#_0=Inner", "open#_1=Second"])
    }

    @Test func defaultValuesAreArgumentsAndParametersAreConstantsOfTheirKey() {
        let facts = SwiftScanner.scan(
            """
            final class R {
                func help(named name: String = "Help") -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }
                func other(_ name: String) -> UINib {
                    let name = compute()
                    return UINib(nibName: name, bundle: nil)
                }
            }
            """)
        #expect(facts.arguments.map { "\($0.name)=\($0.value)" } == ["help#named=Help"])
        #expect(facts.references.map(\.value) == [.constant(name: "help#named", context: nil), .dynamic])
    }

    @Test func aBundleNamedByAClassIsKept() {
        #expect(CodeReference.bundleClass("Bundle(for: PodLogger.self)") == "PodLogger")
        #expect(CodeReference.bundleClass("[NSBundle bundleForClass:[PodCell class]]") == "PodCell")
        #expect(CodeReference.bundleClass("Bundle(for: Self.self)") == nil)
        #expect(CodeReference.bundleClass("Bundle(for: type(of: self))") == nil)
        #expect(CodeReference.bundleClass("Bundle.main") == nil)
    }

    @Test func aPackagesBundleAndABundleNamedByItsIdentifierAreKept() {
        #expect(CodeReference.bundleClass("Bundle.module") == CodeReference.moduleBundle)
        #expect(CodeReference.bundleClass(".module") == CodeReference.moduleBundle)
        #expect(CodeReference.bundleClass("Bundle(identifier: \"com.example.kit\")") == "#id:com.example.kit")
        #expect(CodeReference.bundleClass("[NSBundle bundleWithIdentifier:@\"com.example.kit\"]") == "#id:com.example.kit")
        // Built at run time: not a name sbdb can use.
        #expect(CodeReference.bundleClass("Bundle(identifier: \"com.\\(name)\")") == nil)
        #expect(CodeReference.bundleClass("Bundle(identifier: kitIdentifier)") == nil)
    }

    @Test func aClassAssignedIsHandedOnAndAComparisonIsNot() {
        let scan = MemberMentions.swiftScan(
            Array(
                """
                auth.controllerClass = LoginViewController.self
                if type(of: vc) == OtherViewController.self {}
                let b = Bundle(for: PodViewController.self)
                """.utf8))
        #expect(scan.handoffs.map(\.name) == ["LoginViewController"])
    }
}

/// An `@IBInspectable` string property read by a load (`SwiftScanner.unbindAssignedInspectables`).
@Suite struct InspectableNameTests {
    @Test func aLoadOfAnInspectableStringNamesItsKeyAndItsDefault() {
        let facts = SwiftScanner.scan(
            """
            @IBDesignable final class CardView: UIView {
                @IBInspectable var nibName: String? = "CardFace"
                @IBInspectable var count: Int = 0
                func load() { if let nibName { _ = UINib(nibName: nibName, bundle: nil) } }
                func again() -> UINib { UINib(nibName: self.nibName!, bundle: nil) }
            }
            """)
        #expect(facts.references.map(\.value).allSatisfy { $0 == .constant(name: "CardView.nibName#inspectable", context: nil) })
        #expect(facts.references.count == 2)
        #expect(facts.arguments.map { "\($0.name)=\($0.value)" } == ["CardView.nibName#inspectable=CardFace"])
    }

    @Test func codeThatAssignsItMakesTheLoadDynamic() {
        let facts = SwiftScanner.scan(
            """
            @IBDesignable final class RibbonView: UIView {
                @IBInspectable var ribbonNib: String? = "Plain"
                func set() { ribbonNib = compute() }
                func load() { if let ribbonNib { _ = UINib(nibName: ribbonNib, bundle: nil) } }
            }
            """)
        #expect(facts.references.map(\.value) == [.dynamic])
        #expect(facts.arguments.isEmpty)
    }

    @Test func assignmentsAreFoundOnTheSourceAsWritten() {
        #expect(SwiftScanner.assigns(Array("x.nibName = y".utf8), "nibName"))
        #expect(SwiftScanner.assigns(Array("nibName=y".utf8), "nibName"))
        #expect(!SwiftScanner.assigns(Array("if nibName == y {}".utf8), "nibName"))
        #expect(!SwiftScanner.assigns(Array("var nibName = \"A\"".utf8), "nibName"))
        #expect(!SwiftScanner.assigns(Array("let nibNameX = y; other = nibName".utf8), "nibName"))
    }
}
