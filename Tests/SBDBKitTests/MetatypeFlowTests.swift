import Foundation
import SBDBReports
import SBDBTestSupport
import Testing

/// The rule of `SwiftFactsVisitor+Metatypes`: a name computed from a class value names each class
/// the value can hold, and a name wrapper (`.init("Prefs")`) names what it wraps. Each form has
/// a fixture in which the nib is used and, where the form can fail, one in which it stays unbounded.
@Suite struct MetatypeFlowTests {
    static let classes = """
        import UIKit
        final class ACell: UITableViewCell {}
        final class BCell: UITableViewCell {}
        final class Header: UIView {}
        final class Lone: UIView {}
        extension UITableViewCell {
            static var reuseID: String { String(describing: self) }
        }

        """

    /// unused-nibs (decided) and dynamic-loads of a repository of `nibs` and one Swift file.
    func findings(nibs: [String], code: String) throws -> (unused: [String], undecided: [String], dynamic: [String]) {
        let tree = try TemporaryDirectory()
        for nib in nibs { try tree.write("App/\(nib).xib", IBTexts.tableCellXib) }
        try tree.write("App/Code.swift", Self.classes + code)
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        let report = try #require(ReportCatalog.report(named: "unused-nibs"))
        let undecided = try QueryRunner(databasePath: database).run(report.undecidedOnly()).rows.map { $0[0].text }
        return (
            try reportRows("unused-nibs", database: database).map { String($0.split(separator: "|")[0]) }, undecided,
            try reportRows("dynamic-loads", database: database).map { String($0.split(separator: "|")[2]) }
        )
    }

    @Test func aLoopOverALiteralListOfClassesNamesEachClass() throws {
        let code = """
            func registerAll(_ table: UITableView) {
                for type in [ACell.self, BCell.self] {
                    table.register(UINib(nibName: String(describing: type), bundle: nil), forCellReuseIdentifier: "cell")
                }
            }
            """
        let result = try findings(nibs: ["ACell", "BCell", "Lone"], code: code)
        #expect(result.unused == ["Lone"])
        #expect(result.dynamic.isEmpty)
    }

    @Test func aMemberAskedOfEachClassIsWhatItsProviderGives() throws {
        let code = """
            func registerAll(_ table: UITableView) {
                for type in [ACell.self] { table.register(UINib(nibName: type.reuseID, bundle: nil), forCellReuseIdentifier: "c") }
            }
            """
        let result = try findings(nibs: ["ACell", "Lone"], code: code)
        #expect(result.unused == ["Lone"])
        #expect(result.dynamic.isEmpty)
    }

    @Test func aLocalHoldingAClassNamesItInAnInterpolation() throws {
        let code = """
            func header() -> UINib {
                let type = Header.self
                return UINib(nibName: "\\(type)", bundle: nil)
            }
            """
        let result = try findings(nibs: ["Header", "Lone"], code: code)
        #expect(result.unused == ["Lone"])
        #expect(result.dynamic.isEmpty)
    }

    @Test func aNameWrapperWrittenAsInitNamesWhatItWraps() throws {
        let code = """
            func prefs() -> NSViewController { NSViewController(nibName: .init("Prefs"), bundle: nil) }
            func panel() -> NSViewController { NSViewController(nibName: NSNib.Name.init("Panel"), bundle: nil) }
            """
        let result = try findings(nibs: ["Prefs", "Panel", "Lone"], code: code)
        #expect(result.unused == ["Lone"])
        #expect(result.dynamic.isEmpty)
    }

    /// `override init(nibName n: …) { super.init(nibName: n, …) }` is no load of its own: each
    /// call of the initialiser is, with its argument; a super call with another name still is.
    @Test func aForwardingInitialiserLoadsNothingItself() throws {
        let code = """
            final class PanelController: UIViewController {
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class OtherController: UIViewController {
                init(flag: Bool) { super.init(nibName: UserDefaults.standard.string(forKey: "n"), bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            func show() -> UIViewController { PanelController(nibName: "ACell", bundle: nil) }
            """
        let result = try findings(nibs: ["ACell", "Orphan"], code: code)
        #expect(result.unused == ["Orphan"])
        #expect(result.dynamic == ["UserDefaults.standard.string(forKey: \"n\")"])
    }

    /// Classes that come from elsewhere (a parameter holding a list) stay unbounded: the load is a
    /// dynamic load, and a nib named after a class beside it is undecided, not unused.
    @Test func classesFromAnUnboundedListStayUnbounded() throws {
        let code = """
            func registerAll(_ table: UITableView, types: [UITableViewCell.Type]) {
                for type in types {
                    table.register(UINib(nibName: String(describing: type), bundle: nil), forCellReuseIdentifier: "cell")
                }
            }
            """
        let result = try findings(nibs: ["ACell", "Orphan"], code: code)
        #expect(result.unused == ["Orphan"])
        #expect(result.undecided == ["ACell"])
        #expect(result.dynamic == ["String(describing: type)"])
    }

    /// A local that holds something other than classes names nothing it cannot bound.
    @Test func aLocalOfAnotherKindIsNoClass() throws {
        let code = """
            func header(_ flag: Bool) -> UINib {
                let type = flag ? "Header" : readName()
                return UINib(nibName: "\\(type)", bundle: nil)
            }
            func readName() -> String { UserDefaults.standard.string(forKey: "n") ?? "" }
            """
        let result = try findings(nibs: ["Header"], code: code)
        #expect(result.unused.isEmpty)
        #expect(result.undecided == ["Header"])
        #expect(result.dynamic.count == 1)
    }
}
