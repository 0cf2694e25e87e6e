import Foundation
@testable import SBDBIndexing
import SBDBTestSupport
import Testing

/// The walk runs on all cores; what it finds must not depend on which worker took which folder.
@Suite struct RepositoryWalkerTests {
    /// A wide and deep tree: 40 folders of 3 levels with files of every kind, plus a chain of
    /// 300 nested folders (deeper than any real repository, so each level's descriptor must be
    /// closed before the next is opened), skipped, excluded and vendored folders.
    static func makeTree() throws -> (TemporaryDirectory, expected: [String], vendored: Set<String>) {
        let tree = try TemporaryDirectory()
        let manager = FileManager.default
        var expected: [String] = []
        var vendored = Set<String>()
        func write(_ path: String, indexed: Bool, isVendored: Bool = false) throws {
            let url = URL(fileURLWithPath: tree.path).appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
            if indexed { expected.append(path) }
            if isVendored { vendored.insert(path) }
        }
        for feature in 0..<40 {
            for level in ["", "/Inner", "/Inner/Deep"] {
                let folder = "Feature\(feature)\(level)"
                try write("\(folder)/Screen \(feature).storyboard", indexed: true)
                try write("\(folder)/Cell\(feature).xib", indexed: true)
                try write("\(folder)/Model\(feature).swift", indexed: true)
                try write("\(folder)/Legacy\(feature).m", indexed: true)
                try write("\(folder)/notes\(feature).txt", indexed: false)
            }
        }
        var chain = "Chain"
        for level in 0..<300 {
            chain += "/d"
            if level % 50 == 0 { try write("\(chain)/Level\(level).xib", indexed: true) }
        }
        try write("\(chain)/Bottom.swift", indexed: true)
        try write("Pods/Lib/Spinner.xib", indexed: true, isVendored: true)
        try write("Pods/Lib/Sources/Spinner.swift", indexed: true, isVendored: true)
        try write("node_modules/pkg/Ignored.xib", indexed: false)
        try write(".build/checkouts/Ignored.swift", indexed: false)
        try write("Excluded/Skipped.xib", indexed: false)
        return (tree, expected.sorted(), vendored)
    }

    @Test func theWalkFindsEveryFileOnceInPathOrder() throws {
        let (tree, expected, vendored) = try Self.makeTree()
        let walk = RepositoryWalker(root: tree.path, excludes: ["Excluded"]).walk()
        #expect(walk.files.map(\.relativePath) == expected)
        #expect(Set(walk.files.filter(\.vendored).map(\.relativePath)) == vendored)
        #expect(walk.files.allSatisfy { $0.size == 1 && $0.mtimeNanoseconds > 0 })
        #expect(walk.problems.isEmpty)
    }

    /// A folder and a name joined in one allocation, as `folder + "/" + name` would.
    @Test func pathsAreJoinedAsConcatenationDoes() {
        for (folder, name) in [("App", "Main.storyboard"), ("Écrans/Vues", "Détail.xib"), ("a b", "c d"), ("x", ""), ("😀", "ü")] {
            #expect(RepositoryWalker.join(folder, Array(name.utf8)) == folder + "/" + name)
        }
    }

    @Test func repeatedWalksAgreeWhateverTheScheduling() throws {
        let (tree, _, _) = try Self.makeTree()
        let walker = RepositoryWalker(root: tree.path)
        let first = walker.walk()
        for _ in 0..<10 {
            let again = walker.walk()
            #expect(again.files == first.files)
            #expect(again.problems == first.problems)
        }
    }

    @Test func aSubtreeWalkOfADeepFolderMatchesTheFullWalk() throws {
        let (tree, _, _) = try Self.makeTree()
        let walker = RepositoryWalker(root: tree.path)
        let full = walker.walk().files.filter { $0.relativePath.hasPrefix("Chain/") }
        #expect(full.count == 7)
        #expect(walker.walk(subpath: "Chain").files == full)
    }

    /// A checked-in binary framework: its headers are read, as vendored code, and nothing else of
    /// it; an .xcframework's slices likewise; an app bundle stays skipped.
    @Test func aBinaryFrameworkGivesItsHeadersOnly() throws {
        let tree = try TemporaryDirectory()
        let files = [
            "Libs/Kit.framework/Versions/B/Headers/KitUpdater.h",
            "Libs/Kit.framework/Versions/B/Headers/Sub/KitDriver.h",
            "Libs/Kit.framework/Versions/B/Resources/Info.plist",
            "Libs/Kit.framework/Versions/B/Resources/Base.lproj/Kit.strings",
            "Libs/Kit.framework/Versions/B/Modules/module.modulemap",
            "Kit.xcframework/Info.plist",
            "Kit.xcframework/ios-arm64/Kit.framework/Headers/KitView.h",
            "Kit.xcframework/ios-arm64/Kit.framework/Info.plist",
            "Build/Demo.app/Headers/Inside.h",
            "App/Main.swift",
        ]
        for file in files { try tree.write(file, "x") }
        try FileManager.default.createSymbolicLink(
            atPath: tree.path + "/Libs/Kit.framework/Versions/Current", withDestinationPath: "B")
        let walker = RepositoryWalker(root: tree.path)
        let walk = walker.walk()
        #expect(
            walk.files.map(\.relativePath) == [
                "App/Main.swift", "Kit.xcframework/ios-arm64/Kit.framework/Headers/KitView.h",
                "Libs/Kit.framework/Versions/B/Headers/KitUpdater.h",
                "Libs/Kit.framework/Versions/B/Headers/Sub/KitDriver.h",
            ])
        #expect(walk.files.filter(\.vendored).count == 3)
        #expect(walker.walk(subpath: "Libs/Kit.framework/Versions/B/Headers/KitUpdater.h").files.map(\.vendored) == [true])
        #expect(walker.walk(subpath: "Libs/Kit.framework/Versions/B/Resources/Info.plist").files.isEmpty)
        #expect(walker.reaches("Libs/Kit.framework/Versions/B/Headers/KitUpdater.h"))
        #expect(!walker.reaches("Build/Demo.app/Headers/Inside.h"))
    }

    @Test func problemsFromSeveralFoldersComeSorted() throws {
        let tree = try TemporaryDirectory()
        for folder in ["B", "A", "C/D"] {
            try FileManager.default.createDirectory(
                atPath: tree.path + "/" + folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: tree.path + "/" + folder + "/out", withDestinationPath: "/")
        }
        let problems = RepositoryWalker(root: tree.path).walk().problems
        #expect(problems.map(\.relativePath) == ["A/out", "B/out", "C/D/out"])
        #expect(problems.allSatisfy { $0.code == "symlink-outside-root" })
    }

    /// A name that is not UTF-8 cannot be stored or opened again from a path: it becomes a
    /// problem with its bytes escaped, for an indexable file and for a folder (whose files the
    /// walk cannot reach); other files are left alone, and valid names still index.
    @Test func namesThatAreNotUTF8AreSaidWithTheirBytesEscaped() throws {
        let tree = try TemporaryDirectory()
        func create(_ bytes: [UInt8], folder: Bool = false) {
            let path = Array(tree.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
            path.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { name in
                    if folder {
                        _ = mkdir(name, 0o755)
                    } else {
                        let descriptor = open(name, O_CREAT | O_WRONLY, 0o644)
                        if descriptor >= 0 { close(descriptor) }
                    }
                }
            }
        }
        create(Array("Caf".utf8) + [0xE9] + Array(".xib".utf8))
        create(Array("Dir".utf8) + [0xFF], folder: true)
        create(Array("notes".utf8) + [0xE9] + Array(".txt".utf8))
        try tree.write("Good.xib", "x")
        let walk = RepositoryWalker(root: tree.path).walk()
        #expect(walk.files.map(\.relativePath) == ["Good.xib"])
        #expect(walk.problems.map(\.relativePath) == ["Caf\\xE9.xib", "Dir\\xFF"])
        #expect(walk.problems.allSatisfy { $0.code == RepositoryWalker.nonUTF8NameCode })
    }
}
