import Foundation
import SBDBTestSupport
import SourceParsing
import Testing

/// Bundles decide, not names (issue 34, item 3): a bundle named by its file is the folder of that
/// name, a file inside a `.bundle` folder is that bundle's, and a scene missing from the chosen
/// bundle's storyboard is a missing scene (Tests/Fixtures/Repos/Bundles).
@Suite struct BundleTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Bundles")
    }

    @Test func theNamedBundleDecidesWhichFileLoads() throws {
        #expect(
            try rows(
                database,
                """
                SELECT s.path, i.line, i.target_name || coalesce('#' || i.target_identifier, ''), coalesce(t.path, ''),
                       coalesce(i.problem, '')
                FROM includes i JOIN files s ON s.id = i.source_file_id LEFT JOIN files t ON t.id = i.target_file_id
                ORDER BY 1, 2
                """) == [
                    "App/KitBadge.m|9|Badge|App/Kit.bundle/Badge.xib|",
                    "App/Loader.swift|10|Sheet|App/Kit.bundle/Sheet.xib|",
                    "App/Loader.swift|15|Sheet|App/Sheet.xib|",
                    "App/Loader.swift|21|Flow#Finish|App/Kit.bundle/Flow.storyboard|missing-scene",
                    "App/Loader.swift|25|Flow#Finish|App/Flow.storyboard|",
                ])
        #expect(
            try reportRows("broken-includes", database: database) == ["Loader|App/Loader.swift|21|code|Flow|Finish|missing-scene"])
    }

    @Test func aBundleNamedByItsFileIsReadFromTheCall() {
        #expect(
            CodeReference.bundleClass(#"Bundle(path: Bundle.main.path(forResource: "Kit", ofType: "bundle")!)"#)
                == CodeReference.namedBundlePrefix + "Kit")
        #expect(
            CodeReference.bundleClass(
                #"[NSBundle bundleWithPath:[[NSBundle mainBundle] pathForResource:@"Kit" ofType:@"bundle"]]"#)
                == CodeReference.namedBundlePrefix + "Kit")
        // Another resource than a bundle, or a name built at run time, names none.
        #expect(CodeReference.bundleClass(#"Bundle(path: Bundle.main.path(forResource: "Kit", ofType: "plist")!)"#) == nil)
        #expect(CodeReference.bundleClass(#"Bundle(path: Bundle.main.path(forResource: name, ofType: "bundle")!)"#) == nil)
    }
}
