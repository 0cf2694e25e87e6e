import Foundation
import ProjectParsing
@testable import SBDBIndexing
@testable import SBDBLinks
import SBDBTestSupport
import Testing

/// Project files that grow without bound when read (issue 37): settings that expand to
/// themselves many times over, `.xcconfig` files that include each other many times, and
/// project files of hundreds of megabytes. Each is bounded and said, never a crash.
@Suite(.timeLimit(.minutes(1))) struct ProjectBudgetTests {
    private func setting(_ key: String, _ value: String) -> ProjectModel.BuildSetting {
        ProjectModel.BuildSetting(configuration: nil, key: key, condition: nil, value: value, line: 1)
    }

    @Test func aSettingThatExpandsPastItsBudgetIsLeftUnset() {
        // V1 = $(V0) ten times, … V8: a 2.5 KB project once stored a 500 MB bundle identifier.
        var layer = [setting("V0", "abcdefghij")]
        for level in 1...8 {
            layer.append(setting("V\(level)", String(repeating: "$(V\(level - 1))", count: 10)))
        }
        layer.append(setting("PRODUCT_BUNDLE_IDENTIFIER", "$(V8)"))
        layer.append(setting("INFOPLIST_FILE", "$(V1)/Info.plist"))
        var target = ProjectModel.Target(name: "App", line: 1)
        BuildVariables.describe(&target, layers: [layer], base: "")
        #expect(target.bundleIdentifier == nil)
        #expect(target.infoPlist == String(repeating: "abcdefghij", count: 10) + "/Info.plist")
    }

    @Test func ordinarySettingsStillExpand() {
        let layer = [setting("ORG", "com.example"), setting("PRODUCT_BUNDLE_IDENTIFIER", "$(ORG).$(PRODUCT_NAME:rfc1034identifier)")]
        var target = ProjectModel.Target(name: "My App", line: 1)
        BuildVariables.describe(&target, layers: [layer], base: "")
        #expect(target.bundleIdentifier == "com.example.My-App")
    }

    @Test func includesAreExpandedOnceEachAndTheLastSettingWins() {
        // L0 … L29, each including the next ten times: 3.2 GB and an abort before.
        var files: [String: [ProjectModel.BuildSetting]] = [:]
        for level in 0..<30 {
            var lines = [setting("LEVEL", "\(level)")]
            if level < 29 {
                lines += Array(repeating: setting(XcconfigReader.includeKey, "L\(level + 1).xcconfig"), count: 10)
            }
            lines.append(setting("SHARED_\(level % 3)", "L\(level)"))
            files["L\(level).xcconfig"] = lines
        }
        let chain = XcconfigReader.chain("L0.xcconfig", files)
        let values = Dictionary(chain.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        // Each file sets LEVEL before its includes, so the deepest file read (16 levels) wins;
        // SHARED_n is set after them, so the shallowest file that sets it wins.
        #expect(values["LEVEL"] == "15")
        #expect(values["SHARED_0"] == "L0")
        #expect(values["SHARED_1"] == "L1")
        #expect(values["SHARED_2"] == "L2")
        #expect(chain.count == 4)
    }

    /// What compilation conditions read of an `.xcconfig` (`TargetDefinitions`): the same
    /// expansion, once per file, and nothing known when a file is missing or nests too deep.
    @Test func aCompleteChainIsExpandedOnceAndSaysWhenItIsNotAllHere() {
        var files: [String: [ProjectModel.BuildSetting]] = [:]
        for level in 0..<30 {
            files["L\(level).xcconfig"] =
                [setting("LEVEL", "\(level)")] + Array(repeating: setting(XcconfigReader.includeKey, "L\(level + 1).xcconfig"), count: 10)
        }
        #expect(XcconfigReader.completeChain("L0.xcconfig", files, existing: Set(files.keys)) == nil)
        var optional = setting(XcconfigReader.includeKey, "Local.xcconfig")
        optional.condition = "?"
        let app: [String: [ProjectModel.BuildSetting]] = [
            "App.xcconfig": [optional, setting("FLAGS", "A"), setting("FLAGS", "$(inherited) B")]
        ]
        #expect(XcconfigReader.completeChain("App.xcconfig", app, existing: ["App.xcconfig"])?.map(\.value) == ["A", "$(inherited) B"])
        let missing: [String: [ProjectModel.BuildSetting]] = ["App.xcconfig": [setting(XcconfigReader.includeKey, "Pods.xcconfig")]]
        #expect(XcconfigReader.completeChain("App.xcconfig", missing, existing: ["App.xcconfig"]) == nil)
    }

    @Test func anIncludeRepeatedLaterWinsAgain() {
        let files: [String: [ProjectModel.BuildSetting]] = [
            "Base.xcconfig": [setting("A", "base")],
            "App.xcconfig": [
                setting(XcconfigReader.includeKey, "Base.xcconfig"), setting("A", "app"),
                setting(XcconfigReader.includeKey, "Base.xcconfig"),
            ],
        ]
        #expect(XcconfigReader.chain("App.xcconfig", files).map(\.value) == ["base"])
        let cycle: [String: [ProjectModel.BuildSetting]] = [
            "A.xcconfig": [setting(XcconfigReader.includeKey, "B.xcconfig"), setting("X", "a")],
            "B.xcconfig": [setting(XcconfigReader.includeKey, "A.xcconfig"), setting("X", "b"), setting("Y", "b")],
        ]
        #expect(XcconfigReader.chain("A.xcconfig", cycle).map { "\($0.key)=\($0.value)" } == ["Y=b", "X=a"])
    }

    @Test func aHugeProjectFileIsSaidNotRead() throws {
        let tree = try TemporaryDirectory()
        let line = "FOO = bar // padding padding padding padding padding padding padding padding\n"
        let text = String(repeating: line, count: ProjectFileIndexer.maxBytes / line.utf8.count + 1)
        try tree.write("Config/Huge.xcconfig", text)
        try tree.write("Config/Small.xcconfig", "BAR = baz\n")
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        let problems = try rows(database, "SELECT f.path, d.message FROM diagnostics d JOIN files f ON f.id = d.file_id")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("Config/Huge.xcconfig|not read:") == true, "\(problems)")
    }
}
