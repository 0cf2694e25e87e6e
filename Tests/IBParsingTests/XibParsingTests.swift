import IBParsing
import Testing

/// Xibs: the iOS and macOS File's Owner forms, top-level objects, bindings, and a legacy archive.
@Suite("Xibs")
struct XibParsingTests {
    @Test func iOSXibObjects() throws {
        let document = try FixtureLoader.document("iOS/RecipeHeaderView.xib")
        #expect(document.scenes.isEmpty)
        #expect(
            document.outline == [
                "- placeholder -1",
                "- placeholder -2",
                "- view iN0-l3-epB",
                "-   label Hdr-Lb-001 ^iN0-l3-epB",
                "-   button Hdr-Bt-001 ^iN0-l3-epB",
                "-   viewLayoutGuide vUN-kp-3ea ^iN0-l3-epB",
            ])
        let owner = try #require(document.object("-1"))
        #expect(owner.placeholderIdentifier == "IBFilesOwner")
        #expect(owner.customClass == "RecipeHeaderView")
        #expect(owner.customModule == "Recipes")
        #expect(owner.customModuleProvider == "target")
        #expect(owner.userLabel == "File's Owner")
        #expect(owner.line == 11)

        let root = try #require(document.object("iN0-l3-epB"))
        #expect(root.customClass == "RecipeHeaderContentView")
        #expect(root.customModule == "Recipes")
        #expect(root.depth == 0)
        #expect(root.parent == nil)
        #expect(root.constraintCount == 4)
        #expect(root.line == 18)
    }

    @Test func iOSXibPlaceholdersAndConnections() throws {
        let document = try FixtureLoader.document("iOS/RecipeHeaderView.xib")
        #expect(
            document.placeholders.map { "\(document.id($0.object)) \($0.role.rawValue)@\($0.line)" } == [
                "-1 files-owner@11",
                "-2 first-responder@17",
            ])
        #expect(
            document.connectionRows == [
                "outlet -1.contentView -> view iN0-l3-epB",
                "outlet -1.titleLabel -> label Hdr-Lb-001",
                "action Hdr-Bt-001.shareTapped: -> placeholder -1",
            ])
        let action = try #require(document.connections.last)
        #expect(action.eventType == "touchUpInside")
        #expect(action.destination == 0, "the File's Owner is the first object")
        #expect(
            document.resources.map { "\($0.element):\($0.name)" } == [
                "image:square.and.arrow.up", "systemColor:systemBackgroundColor",
            ])
        #expect(document.segues.isEmpty)
        #expect(document.storyboardReferences.isEmpty)
    }

    @Test("macOS File's Owner is id -2, keyed on the id, not on its edited userLabel")
    func macOSXibPlaceholders() throws {
        let document = try FixtureLoader.document("macOS/PreferencesWindow.xib")
        #expect(
            document.placeholders.map { "\(document.id($0.object)) \($0.role.rawValue)" } == [
                "-2 files-owner",
                "-1 first-responder",
                "-3 application",
            ])
        let owner = try #require(document.object("-2"))
        #expect(owner.element == "customObject")
        #expect(owner.userLabel == "Preferences Controller")
        #expect(owner.customClass == "PreferencesWindowController")
        #expect(document.object("-3")?.customClass == "NSObject")
        // A top-level object that is not a placeholder gets no role.
        #expect(!document.placeholders.contains { document.id($0.object) == "Prf-Ud-001" })
    }

    @Test func macOSXibObjectsAndConnections() throws {
        let document = try FixtureLoader.document("macOS/PreferencesWindow.xib")
        #expect(
            document.outline == [
                "- customObject -2",
                "- customObject -1",
                "- customObject -3",
                "- window F0z-JX-Cv5",
                "-   view se5-gp-TjO ^F0z-JX-Cv5",
                "-     button Prf-Cb-001 ^se5-gp-TjO",
                "-       buttonCell Prf-Cc-001 ^Prf-Cb-001",
                "-     popUpButton Prf-Pu-001 ^se5-gp-TjO",
                "-       popUpButtonCell Prf-Pc-001 ^Prf-Pu-001",
                "-         menu Prf-Mn-001 ^Prf-Pc-001",
                "-           menuItem Prf-Mi-001 ^Prf-Mn-001",
                "-           menuItem Prf-Mi-002 ^Prf-Mn-001",
                "- userDefaultsController Prf-Ud-001",
            ])
        #expect(
            document.connectionRows == [
                "outlet -2.window -> window F0z-JX-Cv5",
                "outlet -2.unitsPopUp -> popUpButton Prf-Pu-001",
                "binding Prf-Cb-001.value -> userDefaultsController Prf-Ud-001",
                "action Prf-Pu-001.unitsChanged: -> customObject -2",
                "outlet F0z-JX-Cv5.delegate -> customObject -2",
            ])
        let binding = try #require(document.connections.first { $0.kind == .binding })
        #expect(binding.keyPath == "values.showsNutrition")
        #expect(binding.bindingName == "value")
        #expect(binding.property == nil)
        let action = try #require(document.connections.first { $0.kind == .action })
        #expect(action.destinationID == "-2", "macOS writes target=, read as the destination")
        #expect(document.runtimeAttributeRows == ["-2 preferencesIdentifier string=general"])
        #expect(document.object("se5-gp-TjO")?.constraintCount == 3)
    }

    @Test func legacyArchive() throws {
        let document = try FixtureLoader.document("iOS/LegacyMainWindow.xib")
        #expect(document.format == .archive)
        #expect(document.version == "7.10")
        #expect(document.platform == .ios)
        #expect(
            document.legacyNibNames.map { "\($0.nibName)@\($0.line)" } == [
                "RecipeListView@21",
                "RecipeDetailView@26",
            ])
        let warning = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(warning.code == "legacy-archive")
        #expect(warning.severity == .warning)
        #expect(warning.line == 2)
        #expect(warning.message.contains("com.apple.InterfaceBuilder3.CocoaTouch.XIB"))
        // The objects of the records, with the classes of flattenedProperties' parallel arrays.
        #expect(
            document.objects.map { "\($0.ibID ?? "-") \($0.element) \($0.customClass ?? "-")" } == [
                "-1 placeholder UIApplication", "3 IBUICustomObject RecipesAppDelegate",
            ])
        #expect(document.placeholders.map { "\($0.role.rawValue) \($0.object)" } == ["files-owner 0"])
        #expect(
            document.connections.map { "\($0.kind.rawValue) \($0.owner ?? -1).\($0.property ?? "-") -> \($0.destinationID ?? "-")" } == [
                "outlet 0.delegate -> 3"
            ])
        #expect(document.scenes.isEmpty)
    }

    /// The other archive forms: classes as keyed strings and numbered pairs, a macOS File's Owner
    /// (object -2 with NSClassName), actions with their sender and target, bindings, parents.
    @Test func legacyArchiveConnectionsAndClasses() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
            <data>
            <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                <object class="NSCustomObject" id="1001"><string key="NSClassName">PrefsController</string></object>
                <object class="NSCustomObject" id="1003"><string key="NSClassName">FirstResponder</string></object>
                <object class="NSCustomView" id="1005">
                    <string key="NSClassName">ChartView</string>
                    <object class="NSButton" id="1006"/>
                </object>
                <object class="NSUserDefaultsController" id="1007"/>
            </object>
            <object class="IBObjectContainer" key="IBDocument.Objects">
                <object class="NSMutableArray" key="connectionRecords">
                    <object class="IBConnectionRecord">
                        <object class="IBOutletConnection" key="connection">
                            <string key="label">chart</string>
                            <reference key="source" ref="1001"/>
                            <reference key="destination" ref="1005"/>
                        </object>
                    </object>
                    <object class="IBConnectionRecord">
                        <object class="IBActionConnection" key="connection">
                            <string key="label">refresh:</string>
                            <reference key="source" ref="1006"/>
                            <reference key="destination" ref="1001"/>
                        </object>
                    </object>
                    <object class="IBConnectionRecord">
                        <object class="IBBindingConnection" key="connection">
                            <string key="label">value: values.ShowChart</string>
                            <reference key="source" ref="1006"/>
                            <reference key="destination" ref="1007"/>
                            <object class="NSNibBindingConnector" key="connector">
                                <reference key="NSSource" ref="1006"/>
                            </object>
                        </object>
                    </object>
                </object>
                <object class="IBMutableOrderedSet" key="objectRecords">
                    <object class="NSArray" key="orderedObjects">
                        <object class="IBObjectRecord"><int key="objectID">0</int><object class="NSArray" key="object" id="0"/></object>
                        <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="1001"/><reference key="parent" ref="0"/></object>
                        <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="1003"/></object>
                        <object class="IBObjectRecord"><int key="objectID">7</int><reference key="object" ref="1006"/><reference key="parent" ref="1005"/></object>
                        <object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="1005"/><reference key="parent" ref="0"/></object>
                        <object class="IBObjectRecord"><int key="objectID">9</int><reference key="object" ref="1007"/></object>
                    </object>
                </object>
                <object class="NSMutableDictionary" key="flattenedProperties">
                    <string key="NS.key.0">7.CustomClassName</string>
                    <string key="NS.object.0">RefreshButton</string>
                    <string key="9.IBPluginDependency">com.apple.InterfaceBuilder.CocoaPlugin</string>
                </object>
            </object>
            </data>
            </archive>
            """
        let document = try #require(IBParser.parse(Array(text.utf8), path: "Prefs.xib").document)
        #expect(
            document.objects.map { "\($0.ibID ?? "-") \($0.element) \($0.customClass ?? "-") d\($0.depth)" } == [
                "-2 customObject PrefsController d0", "-1 customObject FirstResponder d0", "7 NSButton RefreshButton d1",
                "5 NSCustomView ChartView d0", "9 NSUserDefaultsController - d0",
            ])
        #expect(document.placeholders.map { "\($0.role.rawValue) \($0.object)" } == ["files-owner 0", "first-responder 1"])
        #expect(
            document.connections.map {
                "\($0.kind.rawValue) \($0.owner ?? -1) \($0.property ?? $0.selector ?? $0.bindingName ?? "-") \($0.keyPath ?? "-") -> \($0.destinationID ?? "-")"
            } == [
                "outlet 0 chart - -> 5", "action 2 refresh: - -> -2", "binding 2 value values.ShowChart -> 9",
            ])
    }
}
