import IBParsing
import Testing

/// What an object uses besides other IB files, on AppKit's spellings: a cell's title under its
/// key, tool tips as ibtool names them, `description`/`help` accessibility, SF Symbols on a menu
/// item, catalog colours, a metaFont (no name, so no use), and labels UIKit and AppKit give.
@Suite struct ResourceCollectorTests {
    let document: IBDocument

    init() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Panel"/>
                    <tableColumn identifier="name" id="col">
                        <tableHeaderCell key="headerCell" title="Name"/>
                    </tableColumn>
                    <button toolTip="Adds a feed" id="add">
                        <buttonCell key="cell" type="push" title="Add" image="NSAddTemplate" alternateImage="plus" id="add-cell">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                        <accessibility description="Add feed" help="Adds one" identifier="addButton"/>
                        <accessibilityTraits key="traits" image="YES"/>
                    </button>
                    <menuItem title="New Window" secondaryImage="macwindow" catalog="system" id="menu"/>
                    <textField id="field">
                        <textFieldCell key="cell" selectable="YES" title="Static" id="field-cell">
                            <font key="font" size="13" name="Menlo-Regular"/>
                            <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                            <color key="backgroundColor" name="Paper"/>
                        </textFieldCell>
                    </textField>
                    <textField id="editable">
                        <textFieldCell key="cell" selectable="YES" editable="YES" id="editable-cell"/>
                    </textField>
                </objects>
            </document>
            """
        document = try #require(IBParser.parse(Array(text.utf8), path: "panel.xib").document)
    }

    private func id(_ index: Int?) -> String { index.flatMap { document.objects[$0].ibID } ?? "-" }

    @Test func imagesSymbolsColoursAndFontsAreUsesOfTheirObject() {
        #expect(
            document.resourceUses.map { "\($0.kind.rawValue) \($0.name) \($0.property) \($0.isSystem) \(id($0.owner))" } == [
                "image NSAddTemplate image false add-cell",
                "image plus alternateImage false add-cell",
                "symbol macwindow secondaryImage true menu",
                "font Menlo-Regular font false field-cell",
                "color labelColor textColor true field-cell",
                "color Paper backgroundColor false field-cell",
            ])
    }

    @Test func textsAreKeyedAsIbtoolKeysThem() {
        #expect(
            document.localizableTexts.map { "\($0.key)=\($0.text)" } == [
                "col.headerCell.title=Name", "add.ibShadowedToolTip=Adds a feed", "add-cell.title=Add", "menu.title=New Window",
                "field-cell.title=Static",
            ])
    }

    @Test func accessibilityReadsAppKitSpellingsAndLabelsTheSystemGives() {
        #expect(
            document.accessibility.map {
                "\(id($0.owner)) \($0.identifier ?? "-") \($0.label ?? "-") \($0.hint ?? "-") \($0.systemLabel ?? "-")"
            } == [
                "add addButton Add feed Adds one -",
                "field - - - static-text",
            ])
    }
}

/// Texts nobody sees and controls that name themselves, on AppKit's forms.
@Suite struct UnseenTextTests {
    let document: IBDocument

    init() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <menu title="Main Menu" systemMenu="main" id="main">
                        <items>
                            <menuItem title="Format" id="format">
                                <menu key="submenu" title="Format" id="format-menu">
                                    <items>
                                        <menuItem title="Font" id="font">
                                            <menu key="submenu" title="Font" id="font-menu"/>
                                        </menuItem>
                                    </items>
                                </menu>
                            </menuItem>
                        </items>
                    </menu>
                    <popUpButton id="pop">
                        <popUpButtonCell key="cell" title="Daily" id="pop-cell">
                            <menu key="menu" title="OtherViews" id="pop-menu"/>
                        </popUpButtonCell>
                    </popUpButton>
                    <button id="help">
                        <buttonCell key="cell" type="help" bezelStyle="helpButton" id="help-cell"/>
                    </button>
                    <button id="noted">
                        <attributedString key="userComments">
                            <fragment content="A note to designers"/>
                        </attributedString>
                    </button>
                    <button id="fancy">
                        <state key="normal">
                            <attributedString key="attributedTitle">
                                <fragment content="Edit"/>
                            </attributedString>
                        </state>
                    </button>
                    <segmentedControl id="seg">
                        <segmentedCell key="cell" id="seg-cell">
                            <segments>
                                <segment label="List"/>
                            </segments>
                        </segmentedCell>
                    </segmentedControl>
                    <toolbarItem label="Delete" toolTip="Delete the article" id="tool"/>
                    <textView editable="NO" id="note"/>
                    <barButtonItem systemItem="flexibleSpace" id="space"/>
                </objects>
            </document>
            """
        document = try #require(IBParser.parse(Array(text.utf8), path: "menu.xib").document)
    }

    @Test func menuAndPopUpTitlesNobodySeesAreMarkedUnseen() {
        #expect(
            document.localizableTexts.map { "\($0.key)=\($0.text) \($0.isShown ? "shown" : "unseen")" } == [
                "main.title=Main Menu unseen", "format.title=Format shown", "format-menu.title=Format shown",
                "font.title=Font shown", "font-menu.title=Font unseen", "pop-cell.title=Daily unseen",
                "pop-menu.title=OtherViews unseen", "tool.label=Delete shown", "tool.toolTip=Delete the article shown",
            ])
    }

    @Test func controlsThatNameThemselvesSaySo() {
        let labels = document.accessibility.map { "\(document.objects[$0.owner].ibID ?? "-") \($0.systemLabel ?? "-")" }
        #expect(
            labels == [
                "help help-button", "fancy attributed-text", "seg-cell segment-label", "note static-text", "space systemItem=flexibleSpace",
            ])
    }
}
