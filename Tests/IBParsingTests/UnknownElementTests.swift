import IBParsing
import Testing

/// Elements sbdb has never heard of (`iOS/FutureWidgets.storyboard`) are kept, never dropped.
@Suite("Unknown elements")
struct UnknownElementTests {
    let document: IBDocument

    init() throws {
        document = try FixtureLoader.document("iOS/FutureWidgets.storyboard")
    }

    @Test("Unknown elements inside <objects> become objects, with their children")
    func unknownObjects() throws {
        #expect(
            document.outline == [
                "0 viewController Hol-VC-001",
                "0   view Hol-Vw-001 ^Hol-VC-001",
                "0     futureWidget Fut-Wd-001 ^Hol-Vw-001",
                "0       label Fut-Lb-001 ^Fut-Wd-001",
                "0       futureWidgetPart Fut-Pt-001 ^Fut-Wd-001",
                "0 placeholder Frs-Fu-001",
                "1 quantumController Qnt-Ct-001",
                "1   quantumState Qnt-St-001 ^Qnt-Ct-001",
                "1 placeholder Frs-Fu-002",
            ])
        let widget = try #require(document.object("Fut-Wd-001"))
        #expect(widget.customClass == "HologramView")
        #expect(widget.customModule == "RecipeKit")
        #expect(widget.constraintCount == 1)
        #expect(widget.line == 15)
        let part = try #require(document.object("Fut-Pt-001"))
        #expect(part.key == "emitter")
        #expect(part.customClass == "PhotonEmitter")
        #expect(part.line == 22)
    }

    @Test("An unknown element with sceneMemberID=viewController is its scene's controller")
    func unknownController() throws {
        #expect(document.scenes.map { document.id($0.controller) } == ["Hol-VC-001", "Qnt-Ct-001"])
        let quantum = try #require(document.object("Qnt-Ct-001"))
        #expect(quantum.customClass == "QuantumViewController")
        #expect(quantum.line == 47)
    }

    @Test func connectionsAndAttributesOfUnknownOwners() {
        #expect(
            document.connectionRows == [
                "outlet Fut-Wd-001.caption -> label Fut-Lb-001",
                "outlet Hol-VC-001.hologram -> futureWidget Fut-Wd-001",
            ])
        #expect(document.runtimeAttributeRows == ["Fut-Wd-001 hologramStyle string=aurora"])
        #expect(document.segues.isEmpty)
    }

    @Test("Unknown elements with an id outside the object graph are recorded with their parent")
    func otherElements() {
        let rows = document.otherElements.map { element in
            "\(element.element) \(element.ibID ?? "nil") <\(element.customClass ?? "")> in \(element.parentElement ?? "nil")@\(element.line)"
        }
        #expect(
            rows == [
                "futureConnection Fcn-Fu-001 <> in connections@31",
                "futureSceneDecoration Dec-Fu-001 <SceneBadge> in scene@52",
                "futureDocumentSection Sec-Fu-001 <> in document@56",
            ])
    }
}

/// Element and attribute names become Swift strings once per file, through a table keyed by
/// libxml2's interned pointers; past the table's first 768 names an overflow holds the rest.
/// Every name must come back as itself, at the start and at the end of its element.
@Suite("Many distinct names")
struct ManyNamesTests {
    @Test(arguments: [10, 767, 768, 769, 3_000])
    func everyNameComesBackAsItself(count: Int) throws {
        var text = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
        for index in 0..<count {
            // A distinct element name and attribute name per object; the close tag must match.
            text += "\n<widget\(index) id=\"w\(index)\" attr\(index)=\"x\" customClass=\"Class\(index)\"><inner\(index)/></widget\(index)>"
        }
        text += "\n</objects></document>\n"
        let document = try #require(IBParser.parse(Array(text.utf8), path: "names.xib").document)
        #expect(document.objects.count == count)
        for (index, object) in document.objects.enumerated() {
            #expect(object.element == "widget\(index)")
            #expect(object.ibID == "w\(index)")
            #expect(object.customClass == "Class\(index)")
            #expect(object.line == index + 2)
        }
        #expect(document.otherElements.isEmpty)
    }
}
