import Foundation
@testable import ProjectParsing
import Testing

/// The project file readers on their own: paths through groups, variant groups, folder
/// references, synchronized folders, settings with variables, xcconfig files, and damaged input.
@Suite struct XcodeProjectReaderTests {
    /// A project with one app target, its groups written in every way Xcode writes them.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                F1 /* AppDelegate.swift */ = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.storyboard; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; lastKnownFileType = folder; path = Themes; sourceTree = SOURCE_ROOT; };
                F5 = {isa = PBXFileReference; path = "Shared Code/Util.m"; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = /Users/someone/Secret.swift; sourceTree = "<absolute>"; };
                F7 = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                V1 = {isa = PBXVariantGroup; children = (F2, F3, ); name = Main.storyboard; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, V1, ); path = App; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F5, ); path = ../Common; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G2, F4, F6, F7, ); sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = V1; };
                B3 = {isa = PBXBuildFile; fileRef = F4; };
                B4 = {isa = PBXBuildFile; fileRef = F5; };
                B5 = {isa = PBXBuildFile; fileRef = F6; };
                B6 = {isa = PBXBuildFile; productRef = P1; };
                P1 = {isa = XCSwiftPackageProductDependency; productName = Lottie; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B4, B5, ); };
                R1 = {isa = PBXResourcesBuildPhase; files = (B2, B3, ); };
                K1 = {isa = PBXFrameworksBuildPhase; files = (B6, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {
                    INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
                    PRODUCT_BUNDLE_IDENTIFIER = "com.example.${PRODUCT_NAME:rfc1034identifier}";
                    PRODUCT_NAME = "My App";
                    "SDKROOT[arch=*]" = watchos;
                    OTHER_LDFLAGS = ("-ObjC", "-lz", );
                }; name = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                C0 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1, K1, ); name = App; productName = "My App"; productType = "com.apple.product-type.application"; };
                R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
            };
            rootObject = R0;
        }
        """

    @Test func filesResolveThroughGroupsVariantGroupsAndSourceTrees() throws {
        let model = XcodeProjectReader.read(Self.project, path: "Apps/Shop/Shop.xcodeproj/project.pbxproj")
        #expect(model.problems.isEmpty)
        let target = try #require(model.targets.first)
        #expect(
            target.files.map { "\($0.role) \($0.path)\($0.isFolder ? "/" : "")" } == [
                "source Apps/Shop/App/AppDelegate.swift",
                // `../Common` leaves the project's folder; the absolute path is outside the repository.
                "source Apps/Common/Shared Code/Util.m",
                "resource Apps/Shop/App/Base.lproj/Main.storyboard",
                "resource Apps/Shop/App/fr.lproj/Main.storyboard",
                "resource Apps/Shop/Themes/",
            ])
        #expect(target.dependencies == [.init(kind: "package-product", name: "Lottie")])
    }

    @Test func identityComesFromTheSettingsWithVariablesExpanded() throws {
        let target = try #require(XcodeProjectReader.read(Self.project, path: "Shop.xcodeproj/project.pbxproj").targets.first)
        #expect(target.infoPlist == "App/Info.plist")
        #expect(target.bundleIdentifier == "com.example.My-App")
        #expect(target.moduleName == "My_App")
        // A conditional SDKROOT does not override the project's plain one.
        #expect(target.platform == "ios")
        #expect(target.settings.first { $0.key == "OTHER_LDFLAGS" }?.value == "-ObjC -lz")
        #expect(target.settings.first { $0.key == "SDKROOT" }?.condition == "[arch=*]")
    }

    @Test func damagedProjectsYieldWhatTheyHoldAndSaySo() {
        #expect(XcodeProjectReader.read("", path: "X.xcodeproj/project.pbxproj").problems.count == 1)
        #expect(
            XcodeProjectReader.read("{ objects = { }; }", path: "X.xcodeproj/project.pbxproj").problems
                == ["no rootObject naming a PBXProject; the project cannot be read"])
        // Cut in the middle: the targets read so far are kept, and the cut is said.
        let cut = String(Self.project.prefix(through: Self.project.range(of: "R0 = {isa")!.upperBound))
        let model = XcodeProjectReader.read(cut, path: "X.xcodeproj/project.pbxproj")
        #expect(model.problems.contains { $0.contains("ends before") })
        // Nesting far deeper than any project: no stack overflow, just a cut.
        let deep = "{ objects = " + String(repeating: "(", count: 100_000) + "}"
        #expect(!XcodeProjectReader.read(deep, path: "X.xcodeproj/project.pbxproj").problems.isEmpty)
    }

    @Test func synchronizedFoldersWithExceptionsOfBothKinds() throws {
        let text = """
            { objects = {
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.xib, Drafts, ); target = T1; };
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget.xib, ); target = T2; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = App; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = App; };
                T2 = {isa = PBXNativeTarget; buildPhases = (); name = Widget; };
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
            }; rootObject = R0; }
            """
        let model = XcodeProjectReader.read(text, path: "P.xcodeproj/project.pbxproj")
        #expect(
            model.targets.map { $0.files.map { "\($0.role) \($0.path)\($0.isFolder ? "/" : "")" } } == [
                ["synchronized App/", "excluded App/Old.xib", "excluded App/Drafts"],
                ["synchronized App/Widget.xib"],
            ])
    }

    @Test func xcconfigSettingsIncludesAndComments() {
        let settings = XcconfigReader.read(
            """
            // A comment
            #include "Common/Base.xcconfig"
            #include? "Local.xcconfig"
            #include "<DEVELOPER_DIR>/Makefiles/CoreOS/Xcode/BSD.xcconfig"
            INFOPLIST_FILE = App/Info.plist // trailing comment
            OTHER_SWIFT_FLAGS[config=Debug] = $(inherited) -DDEBUG
            URL = "http://example.com"
            not a setting
            """, path: "Config/App.xcconfig")
        #expect(
            settings.map { "\($0.key)\($0.condition ?? "")=\($0.value)@\($0.line)" } == [
                "#include=Config/Common/Base.xcconfig@2",
                "#include?=Config/Local.xcconfig@3",
                "INFOPLIST_FILE=App/Info.plist@5",
                "OTHER_SWIFT_FLAGS[config=Debug]=$(inherited) -DDEBUG@6",
                "URL=\"http://example.com\"@7",
            ])
    }

    @Test func xcconfigInfoPlistKeysAreEntriesOfTheGeneratedPlist() {
        let settings = XcconfigReader.read(
            """
            INFOPLIST_KEY_NSMainNibFile = MainMenu
            INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphoneos*] = Main
            INFOPLIST_KEY_ =
            INFOPLIST_FILE = App/Info.plist
            """, path: "Configuration.xcconfig")
        #expect(
            XcconfigReader.entries(settings).map { "\($0.key)\($0.configuration ?? "")=\($0.value)@\($0.line ?? 0)" } == [
                "NSMainNibFile=MainMenu@1", "UIMainStoryboardFile[sdk=iphoneos*]=Main@2",
            ])
    }

    @Test func repositoryPathsNormalise() {
        #expect(RepositoryPath.join("A/B", "../C/./D") == "A/C/D")
        #expect(RepositoryPath.join("", "X") == "X")
        #expect(RepositoryPath.join("A", "/abs") == nil)
        #expect(RepositoryPath.join("A", "../../up") == "../up")
        #expect(RepositoryPath.folder("A/B/X.xcodeproj") == "A/B")
        #expect(RepositoryPath.folder("X") == "")
    }

    /// The byte-wise normaliser gives what splitting on `/` gives, for paths made of every kind
    /// of segment (empty, `.`, `..`, names with dots, non-ASCII).
    @Test func repositoryPathsNormaliseAsSplittingDoes() {
        func reference(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
                if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            }
            return parts.joined(separator: "/")
        }
        let segments = ["", ".", "..", "...", ".a", "a.", "A", "bc", "Ünïcode", "a b"]
        var state: UInt64 = 11
        for _ in 0..<3000 {
            var path: [String] = []
            for _ in 0..<Int(state % 6) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                path.append(segments[Int((state >> 33) % UInt64(segments.count))])
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let text = path.joined(separator: "/")
            #expect(RepositoryPath.normalize(text) == reference(text), "\(text)")
        }
        #expect(RepositoryPath.normalize("") == "")
        #expect(RepositoryPath.normalize("/") == "")
        #expect(RepositoryPath.normalize("A/B.xcodeproj/../C") == "A/C")
        for path in ["", "/", "//", "X.xib", "A/B/X.xib", "A/B/", "/abs/Ünï.xib", "a//b//"] {
            #expect(RepositoryPath.lastComponent(path) == path.split(separator: "/").last, "\(path)")
        }
    }
}
