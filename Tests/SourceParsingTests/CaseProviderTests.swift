import SourceParsing
import SwiftSourceParsing
import Testing

/// Rule (a value's property by its cases, `SwiftFactsVisitor+Cases`): a computed property that
/// switches over `self` is its type's provider, one value per case; a loop over a stored list of
/// the type's own values asks it of that type.
@Suite struct CaseProviderTests {
    static let kind = """
        enum Kind {
            case photo
            case styled(Style)
            case spacer
            static let all: [Kind] = [.photo, .styled(.wide), .spacer]
            var reuseIdentifier: String {
                switch self {
                case .photo: return PhotoCell.reuseIdentifier
                case let .styled(style): return style.reuseIdentifier
                case .spacer: "SpacerCell"
                }
            }
            static func register(in view: UICollectionView) {
                for type in all { view.register(UINib(nibName: type.reuseIdentifier, bundle: nil), forCellWithReuseIdentifier: "x") }
            }
        }
        """

    func providers(_ source: String) -> [String] {
        SwiftScanner.scan(source).constants.filter { $0.name.contains(".-") }.map { "\($0.name)=\($0.value)" }.sorted()
    }

    @Test func eachCaseOfASwitchOverSelfIsAValueOfTheProvider() {
        #expect(
            providers(Self.kind) == [
                "Kind.-reuseIdentifier=$(ASK PhotoCell.reuseIdentifier)", "Kind.-reuseIdentifier=$(ASK Style.reuseIdentifier)",
                "Kind.-reuseIdentifier=SpacerCell",
            ])
        let load = SwiftScanner.scan(Self.kind).references.first { $0.api == "UINib(nibName:bundle:)" }
        #expect(load?.value == .constant(name: "Kind.reuseIdentifier", context: nil))
    }

    @Test func aCaseSbdbCannotReadLeavesTheProviderUnbounded() {
        let source = Self.kind.replacingOccurrences(of: #"case .spacer: "SpacerCell""#, with: "case .spacer: return spacerName()")
        #expect(providers(source) == ["Kind.-reuseIdentifier=$(UNBOUND)"])
    }

    @Test(arguments: [
        // A switch over something else, a getter that is no switch, a stored property.
        "var reuseIdentifier: String { switch style { case .wide: return \"A\" } }",
        "var reuseIdentifier: String { \"A\" + suffix }",
        "var reuseIdentifier = \"A\"",
        // Not a name: a colour or a number names no nib.
        "var reuseIdentifier: UIColor { switch self { case .photo: return UIColor.systemRed } }",
    ])
    func otherPropertiesAreNoCaseProviders(property: String) {
        #expect(providers("enum Kind {\n    case photo\n    \(property)\n}\n").isEmpty)
    }

    @Test func aLoopOverAnotherListAsksNothingOfTheType() {
        let source = Self.kind.replacingOccurrences(of: "for type in all", with: "for type in others")
        let load = SwiftScanner.scan(source).references.first { $0.api == "UINib(nibName:bundle:)" }
        #expect(load?.value == .constant(name: "type.reuseIdentifier", context: nil))
    }
}
