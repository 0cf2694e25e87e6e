import IBParsing
import Testing

/// Root attributes of every well-formed fixture, then the macOS, tvOS, watchOS and launch
/// screen storyboards in detail.
@Suite("Storyboards of every platform")
struct PlatformStoryboardTests {
    /// What one fixture's root element and scenes must give.
    struct DocumentCase: Sendable, CustomTestStringConvertible {
        var path: String
        var format: IBFormat = .document
        var type: String
        var version = "3.0"
        var platform: IBPlatform
        var toolsVersion: String? = "22505"
        var initialViewController: String?
        var launchScreen = false
        var deployment: String?
        var sceneCount = 0
        var initialScenes: [Int] = []

        var testDescription: String { path }
    }

    static let documentCases: [DocumentCase] = [
        DocumentCase(
            path: "iOS/Main.storyboard", type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", platform: .ios,
            initialViewController: "Nav-Ct-001", deployment: "iOS", sceneCount: 5, initialScenes: [0]),
        DocumentCase(
            path: "iOS/LaunchScreen.storyboard", type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
            platform: .ios, initialViewController: "01J-lp-oVM", launchScreen: true, deployment: "iOS", sceneCount: 1,
            initialScenes: [0]),
        DocumentCase(
            path: "iOS/FutureWidgets.storyboard", type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
            platform: .ios, toolsVersion: "99999", initialViewController: "Hol-VC-001", deployment: "iOS", sceneCount: 2,
            initialScenes: [0]),
        DocumentCase(
            path: "iOS/RecipeHeaderView.xib", type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", platform: .ios,
            deployment: "iOS"),
        DocumentCase(
            path: "iOS/LegacyMainWindow.xib", format: .archive, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
            version: "7.10", platform: .ios, toolsVersion: nil),
        DocumentCase(
            path: "macOS/Main.storyboard", type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", platform: .macos,
            initialViewController: "Win-WC-001", deployment: "macosx", sceneCount: 4, initialScenes: [1]),
        DocumentCase(
            path: "macOS/PreferencesWindow.xib", type: "com.apple.InterfaceBuilder3.Cocoa.XIB", platform: .macos,
            deployment: "macosx"),
        DocumentCase(
            path: "tvOS/Main.storyboard", type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", platform: .tvos,
            initialViewController: "Tab-Ct-001", deployment: "tvOS", sceneCount: 4, initialScenes: [0]),
        DocumentCase(
            path: "watchOS/Interface.storyboard", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard",
            platform: .watchos, initialViewController: "Wch-Ct-001", sceneCount: 4, initialScenes: [0]),
    ]

    @Test("Root attributes", arguments: documentCases)
    func rootAttributes(_ expected: DocumentCase) throws {
        let document = try FixtureLoader.document(expected.path)
        #expect(document.format == expected.format)
        #expect(document.type == expected.type)
        #expect(document.version == expected.version)
        #expect(document.platform == expected.platform)
        #expect(document.toolsVersion == expected.toolsVersion)
        #expect(document.initialViewController == expected.initialViewController)
        #expect(document.launchScreen == expected.launchScreen)
        #expect(document.deployment == expected.deployment)
        #expect(document.scenes.count == expected.sceneCount)
        #expect(document.scenes.indices.filter { document.scenes[$0].isInitial } == expected.initialScenes)
        #expect(document.diagnostics.map(\.code) == (expected.format == .archive ? ["legacy-archive"] : []))
    }

    @Test func macOSStoryboard() throws {
        let document = try FixtureLoader.document("macOS/Main.storyboard")
        #expect(document.scenes.map { document.id($0.controller) } == ["App-Ap-001", "Win-WC-001", "Rcp-VC-001", "Prf-Ref-01"])
        #expect(document.objects.count == 22)
        #expect(document.object("App-Ap-001")?.element == "application")
        #expect(document.object("Win-WC-001")?.customClass == "MainWindowController")
        #expect(document.object("Men-It-003")?.depth == 4)
        #expect(document.object("Men-It-003")?.parent == document.index(of: "Men-Sb-001"))
        #expect(
            document.connectionRows == [
                "action Men-It-002.orderFrontStandardAboutPanel: -> customObject Ady-hI-5gd",
                "action Men-It-004.terminate: -> customObject Ady-hI-5gd",
                "outlet App-Ap-001.delegate -> customObject Voe-Tx-rLC",
                "outlet Voe-Tx-rLC.statusMenu -> menu Men-Sb-001",
                "outlet Win-Wn-001.delegate -> windowController Win-WC-001",
                "binding Rcp-Sf-001.value -> viewController Rcp-VC-001",
                "action Rcp-Bt-001.refresh: -> viewController Rcp-VC-001",
                "outlet Rcp-VC-001.searchField -> searchField Rcp-Sf-001",
            ])
        let binding = try #require(document.connections.first { $0.kind == .binding })
        #expect(binding.bindingName == "value")
        #expect(binding.keyPath == "self.searchText")
        #expect(binding.ibID == "Bnd-Sr-001")
        #expect(
            document.segueRows == [
                "show 'showPreferences' - s0 Men-It-003 -> controllerPlaceholder Prf-Ref-01",
                "relationship/window.shadowedContentViewController - - s1 Win-WC-001 -> viewController Rcp-VC-001",
            ])
        #expect(
            document.storyboardReferences.map { "\(document.id($0.object)) \($0.storyboardName ?? "nil")" }
                == ["Prf-Ref-01 Preferences"])
        #expect(document.storyboardReferences.first?.referencedIdentifier == nil, "no scene id: the initial controller")
        #expect(document.placeholders.isEmpty)
        #expect(document.object("Rcp-Vw-001")?.constraintCount == 2)
    }

    @Test func tvOSStoryboard() throws {
        let document = try FixtureLoader.document("tvOS/Main.storyboard")
        #expect(document.objects.count == 18)
        #expect(document.scenes.map { document.id($0.controller) } == ["Tab-Ct-001", "Brw-VC-001", "Src-VC-001", "Ply-Ref-01"])
        #expect(
            document.segueRows == [
                "relationship/viewControllers - - s0 Tab-Ct-001 -> collectionViewController Brw-VC-001",
                "relationship/viewControllers - - s0 Tab-Ct-001 -> viewController Src-VC-001",
                "presentation 'playRecipe' - s1 Brw-Cl-001 -> viewControllerPlaceholder Ply-Ref-01",
            ])
        let cell = try #require(document.object("Brw-Cl-001"))
        #expect(cell.element == "collectionViewCell")
        #expect(cell.reuseIdentifier == "PosterCell")
        #expect(cell.customModule == "RecipesTV")
        #expect(cell.depth == 2)
        let reference = try #require(document.storyboardReferences.first)
        #expect(reference.storyboardName == "Player")
        #expect(reference.bundleIdentifier == "com.example.RecipesTV.PlayerKit")
        #expect(reference.referencedIdentifier == nil)
        #expect(
            document.connectionRows == [
                "outlet Brw-CV-001.dataSource -> collectionViewController Brw-VC-001",
                "outlet Brw-CV-001.delegate -> collectionViewController Brw-VC-001",
            ])
    }

    @Test("watchOS controllers have no sceneMemberID: the first object is the controller")
    func watchOSStoryboard() throws {
        let document = try FixtureLoader.document("watchOS/Interface.storyboard")
        #expect(document.scenes.map { document.id($0.controller) } == ["Wch-Ct-001", "Wch-Ct-002", "Wch-Nt-001", "Wch-Dn-001"])
        #expect(document.objects.allSatisfy { $0.sceneMemberID == nil })
        let controllers = document.scenes.compactMap(\.controller).map { document.objects[$0] }
        #expect(controllers.map(\.identifier) == ["RecipeList", "RecipeDetail", nil, nil])
        #expect(controllers.map(\.customModule) == ["RecipesWatch_Extension", "RecipesWatch_Extension", nil, "RecipesWatch_Extension"])
        #expect(document.object("Wch-Rw-001")?.identifier == "RecipeRow")
        #expect(document.object("Wch-Lb-001")?.depth == 4)
        #expect(
            document.segueRows == [
                "push 'showRecipe' - s0 Wch-Rw-001 -> controller Wch-Ct-002",
                "relationship/nextPage - - s0 Wch-Ct-001 -> controller Wch-Ct-002",
                "relationship/dynamicNotificationInterface - - s2 Wch-Nt-001 -> controller Wch-Dn-001",
            ])
        #expect(
            document.connectionRows == [
                "outlet Wch-Rw-001.nameLabel -> label Wch-Lb-001",
                "outlet Wch-Ct-001.table -> table Wch-Tb-001",
                "action Wch-Bt-001.startTimer -> controller Wch-Ct-002",
                "outlet Wch-Nt-001.notificationAlertLabel -> label Wch-Lb-002",
            ])
    }

    @Test func launchScreen() throws {
        let document = try FixtureLoader.document("iOS/LaunchScreen.storyboard")
        #expect(document.launchScreen)
        #expect(document.scenes.first?.isInitial == true)
        #expect(document.scenes.first?.sceneID == "EHf-IW-A2E")
        #expect(
            document.outline == [
                "0 viewController 01J-lp-oVM",
                "0   view Ze5-6b-2t3 ^01J-lp-oVM",
                "0     imageView Lch-IV-001 ^Ze5-6b-2t3",
                "0     viewLayoutGuide 6Tk-OE-BBY ^Ze5-6b-2t3",
                "0 placeholder iYj-Kq-Ea1",
            ])
        #expect(document.object("Ze5-6b-2t3")?.constraintCount == 2)
        #expect(document.connections.isEmpty)
        #expect(document.segues.isEmpty)
        #expect(document.resources.map(\.name) == ["LaunchLogo", "LaunchBackground"])
    }
}
