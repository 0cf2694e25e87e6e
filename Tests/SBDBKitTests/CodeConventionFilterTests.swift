@testable import SBDBLinks
import Testing

/// `CodeLinks.conventions()` reads only classes whose conformances mention "Storyboard" or "Nib";
/// a convention named otherwise would never be seen.
@Suite struct CodeConventionFilterTests {
    @Test(arguments: CodeLinks.conventions.keys.sorted())
    func everyConventionNameContainsStoryboardOrNib(name: String) {
        #expect(name.contains("Storyboard") || name.contains("Nib"), "widen the SQL filter in CodeConventions.swift for \(name)")
    }
}
