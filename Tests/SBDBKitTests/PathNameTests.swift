@testable import SBDBIndexing
import SBDBLinks
import Testing

/// The path rules that run once per indexed file, read as bytes.
@Suite struct PathNameTests {
    @Test(
        arguments: [
            ("Pkg/Sources/Core/Views/Card.swift", "Core"),
            ("Sources/Core/Card.swift", "Core"),
            ("Sources/Card.swift", nil),
            ("App/Views/Card.swift", nil),
            ("Pkg/Sources/Kit Ü/Card.swift", "Kit Ü"),
        ] as [(String, String?)])
    func aSwiftPackageFileBelongsToTheModuleFolderUnderSources(path: String, module: String?) {
        #expect(SourceWriter.module(of: path) == module)
    }

    @Test(arguments: [
        ("Package.swift", true), ("Kit/Package.swift", true), ("Kit/Package@swift-5.9.swift", true),
        ("Kit/MyPackage.swift", false), ("Package.swift/Readme.md", false), ("Kit/Package@swift-5.9.txt", false),
    ])
    func aManifestIsNamedPackageSwift(path: String, isManifest: Bool) {
        #expect(ProjectMembership.isManifest(path) == isManifest)
    }
}
