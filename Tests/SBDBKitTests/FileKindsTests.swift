import GRDB
import SBDBCore
@testable import SBDBIndexing
@testable import SBDBLinks
import SBDBStore
import SBDBTestSupport
import Testing

/// The registry of kinds (`FileKinds`): every walked file has one indexer, and every table that
/// holds a file's rows is some kind's, so a changed or deleted file leaves no row behind.
@Suite struct FileKindsTests {
    /// A path of each kind, with the paths where one kind goes to two indexers.
    static let paths = [
        "App/Main.storyboard", "App/View.xib", "App/Info.plist", "App.xcodeproj/project.pbxproj", "Config/Base.xcconfig",
        "App/AppDelegate.swift", "Package.swift", "Tools/Package.swift", "App/View.m", "App/View.h",
        "App/Assets.xcassets/Logo.imageset/Contents.json", "App/Font.ttf", "App/en.lproj/Localizable.strings",
        "App/Localizable.xcstrings", "App/Settings.bundle/Root.plist", "App/logo.png", "App/Presets.json",
    ]

    @Test func everyKindOfFileIsClaimedByExactlyOneIndexer() throws {
        var kinds = Set<FileKind>()
        for path in Self.paths {
            let kind = try #require(FileKind(relativePath: path), "\(path) is not indexed")
            kinds.insert(kind)
            let file = WalkedFile(relativePath: path, kind: kind, size: 0, mtimeNanoseconds: 0, vendored: false)
            let claiming = FileKinds.indexers.filter { $0.claims(file) }.map { "\($0)" }
            #expect(claiming.count == 1, "\(path): claimed by \(claiming)")
        }
        #expect(kinds == Set(FileKind.allCases), "a kind without a path here: add one")
    }

    @Test func aPackageManifestIsAProjectAndOtherSwiftFilesAreSources() {
        func indexer(_ path: String) -> String {
            "\(WalkedFile(relativePath: path, kind: .swift, size: 0, mtimeNanoseconds: 0, vendored: false).indexer)"
        }
        #expect(indexer("Package.swift") == "ProjectFileIndexer")
        #expect(indexer("Sub/Package.swift") == "ProjectFileIndexer")
        #expect(indexer("App/PackageView.swift") == "SourceFileIndexer")
    }

    /// Every table with a `file_id` is a kind's content table, the diagnostics (the pipeline's)
    /// or a link table (SBDBLinks derives them from the content tables).
    @Test func everyTableOfAFilesRowsBelongsToAKind() throws {
        let scratch = try TemporaryDirectory()
        let store = try Store(path: scratch.file("index.sqlite").path)
        let tables = try store.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) p
                    WHERE m.type = 'table' AND p.name = 'file_id' ORDER BY 1
                    """)
        }
        let linkTables = [IncludeDepthsContract.table, FileTargetsContract.table]
        let owned = Set(FileKinds.contentTables + linkTables + [DiagnosticsContract.table])
        #expect(Set(tables).subtracting(owned).isEmpty, "tables no kind names in contentTables")
        #expect(Set(FileKinds.contentTables).subtracting(tables).isEmpty, "content tables without a file_id")
        #expect(FileKinds.contentTables.count == Set(FileKinds.contentTables).count)
    }

    /// A file's rows are only in its own indexer's tables (`FileKinds.contentTables(of:)`), which
    /// is all a rewritten file's old rows are deleted from while kinds are stable: on every fixture
    /// repository of the suite, each file's rows, table by table.
    @Test func aFilesRowsAreOnlyInItsOwnIndexersTables() throws {
        for fixture in ["Repos/Projects", "Repos/Resources", "Repos/Code", "Repos/ClassModel", "Repos/NameFlow", "Repos/Mini"] {
            let (tree, database) = try indexedCopy(of: fixture)
            let store = try Store(path: database)
            try store.read { db in
                let files = try Row.fetchAll(db, sql: "SELECT id, path FROM files")
                for table in FileKinds.contentTables {
                    for fileID in try Int64.fetchAll(db, sql: "SELECT DISTINCT file_id FROM \(table)") {
                        guard let path: String = files.first(where: { $0["id"] == fileID })?["path"],
                            let kind = FileKind(relativePath: path)
                        else { continue }
                        let file = WalkedFile(relativePath: path, kind: kind, size: 0, mtimeNanoseconds: 0, vendored: false)
                        #expect(FileKinds.contentTables(of: file).contains(table), "\(fixture): \(path) has rows in \(table)")
                    }
                }
            }
            _ = tree
        }
    }

    /// A kind's tables are deleted children first: no content table references a table listed
    /// before it, but for itself (a view's parent) and a reference checked at commit
    /// (`DEFERRABLE INITIALLY DEFERRED`: scenes and views refer to each other).
    @Test func contentTablesComeChildrenBeforeParents() throws {
        let scratch = try TemporaryDirectory()
        let store = try Store(path: scratch.file("index.sqlite").path)
        let tables = FileKinds.contentTables
        try store.read { db in
            for (index, table) in tables.enumerated() {
                let parents = try String.fetchAll(db, sql: "SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?)", arguments: [table])
                let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table]) ?? ""
                for parent in parents where parent != table && !sql.contains("REFERENCES \(parent)(id) DEFERRABLE") {
                    guard let parentIndex = tables.firstIndex(of: parent) else { continue }
                    #expect(parentIndex > index, "\(table) references \(parent), which is deleted before it")
                }
            }
        }
    }
}
