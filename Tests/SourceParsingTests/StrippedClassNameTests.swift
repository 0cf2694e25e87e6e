import SourceParsing
import SwiftSourceParsing
import Testing

/// Rule (module-stripped class name, `SwiftFactsVisitor.strippedClassName`): a class provider that
/// takes the part of the class's runtime name after its module's dot gives the class's name.
@Suite struct StrippedClassNameTests {
    func providers(_ source: String) -> [String] {
        let facts = SwiftScanner.scan(source)
        #expect(facts == SwiftScanner.scan(source, blankingBodies: false), "blanking changed the facts of:\n\(source)")
        return facts.constants.map { "\($0.name)=\($0.value)" }
    }

    @Test func thePartAfterTheModulesDotIsTheClassName() {
        let source = """
            extension NSObject {
                class func readableClassName() -> String {
                    let classString = NSStringFromClass(self)
                    let range = classString.range(of: ".", options: .caseInsensitive, range: classString.startIndex..<classString.endIndex, locale: nil)
                    return range.map { String(classString[$0.upperBound...]) } ?? classString
                }
                class var shortName: String {
                    let full = NSStringFromClass(self)
                    let parts = full.split(separator: ".")
                    return parts.last.map(String.init) ?? full
                }
            }
            """
        #expect(providers(source) == ["NSObject.-readableClassName=$(CLASS)", "NSObject.-shortName=$(CLASS)"])
    }

    @Test func anotherDerivationGivesNothing() {
        let source = """
            extension NSObject {
                // A suffix added: not the class's name.
                class func decoratedName() -> String {
                    let classString = NSStringFromClass(self)
                    let base = classString + "Decorated"
                    return base
                }
                // Another value read besides the name.
                class func prefixedName() -> String {
                    let classString = NSStringFromClass(self)
                    let range = classString.range(of: ".")
                    return range.map { prefix + String(classString[$0.upperBound...]) } ?? classString
                }
                // No dot: what it cuts is not the module.
                class func firstWord() -> String {
                    let classString = NSStringFromClass(self)
                    let parts = classString.split(separator: "_")
                    return parts.first.map(String.init) ?? classString
                }
            }
            """
        #expect(providers(source) == [])
    }
}
