import IBParsing
import Testing

/// The iOS storyboard `iOS/Main.storyboard`: document, scenes and the object tree.
@Suite("iOS storyboard: document, scenes, objects")
struct StoryboardParsingTests {
    let document: IBDocument

    init() throws {
        document = try FixtureLoader.document("iOS/Main.storyboard")
    }

    @Test func documentAttributes() {
        #expect(document.format == .document)
        #expect(document.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(document.version == "3.0")
        #expect(document.toolsVersion == "22505")
        #expect(document.systemVersion == nil)
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.platform == .ios)
        #expect(document.initialViewController == "Nav-Ct-001")
        #expect(document.launchScreen == false)
        #expect(document.useAutolayout)
        #expect(document.useTraitCollections)
        #expect(document.useSafeAreas)
        #expect(document.deployment == "iOS")
        #expect(document.diagnostics.isEmpty)
        #expect(document.placeholders.isEmpty, "storyboards have no File's Owner; first responders stay in their scenes")
        #expect(document.legacyNibNames.isEmpty)
        // `<device id="retina6_12">` carries an id but is not an object: it is kept as an other element.
        #expect(
            document.otherElements.map { "\($0.element) \($0.ibID ?? "nil") in \($0.parentElement ?? "nil")@\($0.line)" }
                == ["device retina6_12 in document@3"])
    }

    @Test func scenes() {
        let rows = document.scenes.map { scene in
            "\(scene.sceneID ?? "nil") \(document.id(scene.controller)) initial=\(scene.isInitial) line=\(scene.line)"
        }
        #expect(
            rows == [
                "nav-Sc-001 Nav-Ct-001 initial=true line=13",
                "lst-Sc-002 Lst-VC-001 initial=false line=29",
                "det-Sc-003 Det-VC-001 initial=false line=87",
                "rev-Sc-004 Rev-VC-001 initial=false line=165",
                "stg-Sc-005 Stg-Ref-01 initial=false line=205",
            ])
        // The `<!--Recipes-->` comment is not a label; only a `userLabel` attribute is.
        #expect(document.scenes.allSatisfy { $0.userLabel == nil })
    }

    @Test func objectTree() {
        #expect(document.objects.count == 30)
        #expect(
            document.outline == [
                "0 navigationController Nav-Ct-001",
                "0   navigationBar Nav-Br-001 ^Nav-Ct-001",
                "0 placeholder Frs-Rs-001",
                "1 tableViewController Lst-VC-001",
                "1   tableView Lst-TV-001 ^Lst-VC-001",
                "1     tableViewCell Cel-Rc-001 ^Lst-TV-001",
                "1       tableViewCellContentView Cel-CV-001 ^Cel-Rc-001",
                "1         label Cel-Lb-001 ^Cel-CV-001",
                "1   navigationItem Lst-NI-001 ^Lst-VC-001",
                "1     barButtonItem Lst-BB-001 ^Lst-NI-001",
                "1 placeholder Frs-Rs-002",
                "2 viewController Det-VC-001",
                "2   view Det-Vw-001 ^Det-VC-001",
                "2     imageView Det-IV-001 ^Det-Vw-001",
                "2     label Det-Lb-001 ^Det-Vw-001",
                "2     label Det-Lb-002 ^Det-Vw-001",
                "2     viewLayoutGuide Det-SA-001 ^Det-Vw-001",
                "2   navigationItem Det-NI-001 ^Det-VC-001",
                "2     barButtonItem Det-BB-001 ^Det-NI-001",
                "2 placeholder Frs-Rs-003",
                "2 tapGestureRecognizer Tap-GR-001",
                "3 viewController Rev-VC-001",
                "3   view Rev-Vw-001 ^Rev-VC-001",
                "3     view Rev-Rt-001 ^Rev-Vw-001",
                "3     button Rev-Bt-001 ^Rev-Vw-001",
                "3     viewLayoutGuide Rev-SA-001 ^Rev-Vw-001",
                "3 placeholder Frs-Rs-004",
                "3 exit Ext-Rv-001",
                "4 viewControllerPlaceholder Stg-Ref-01",
                "4 placeholder Frs-Rs-005",
            ])
    }

    @Test func depthMatchesParentChain() {
        for (index, object) in document.objects.enumerated() {
            if let parent = object.parent {
                #expect(parent < index, "a parent precedes its child in document order")
                #expect(object.depth == document.objects[parent].depth + 1)
                #expect(object.scene == document.objects[parent].scene)
            } else {
                #expect(object.depth == 0)
            }
        }
    }

    @Test func controllerFields() throws {
        let list = try #require(document.object("Lst-VC-001"))
        #expect(list.element == "tableViewController")
        #expect(list.customClass == "RecipeListViewController")
        #expect(list.customModule == "Recipes")
        #expect(list.customModuleProvider == "target")
        #expect(list.storyboardIdentifier == "RecipeList")
        #expect(list.restorationIdentifier == nil)
        #expect(list.usesStoryboardIdentifierAsRestorationIdentifier == false)
        #expect(list.sceneMemberID == "viewController")
        #expect(list.key == nil)

        let detail = try #require(document.object("Det-VC-001"))
        #expect(detail.storyboardIdentifier == "RecipeDetail")
        #expect(detail.usesStoryboardIdentifierAsRestorationIdentifier)

        let navigation = try #require(document.object("Nav-Ct-001"))
        #expect(navigation.customClass == nil)
        #expect(navigation.customModule == nil)
        #expect(navigation.storyboardIdentifier == nil)
    }

    @Test func viewAndItemFields() throws {
        let cell = try #require(document.object("Cel-Rc-001"))
        #expect(cell.reuseIdentifier == "RecipeCell")
        #expect(cell.customClass == "RecipeCell")
        #expect(cell.customModule == "Recipes")

        let tableView = try #require(document.object("Lst-TV-001"))
        #expect(tableView.key == "view")

        let rating = try #require(document.object("Rev-Rt-001"))
        #expect(rating.customClass == "RatingView")
        #expect(rating.customModule == "RecipeKit")
        #expect(rating.customModuleProvider == nil, "an explicit module, not inherited from the target")

        let photo = try #require(document.object("Det-IV-001"))
        #expect(photo.userLabel == "Photo")

        let firstResponder = try #require(document.object("Frs-Rs-001"))
        #expect(firstResponder.placeholderIdentifier == "IBFirstResponder")
        #expect(firstResponder.sceneMemberID == "firstResponder")
        #expect(firstResponder.customClass == "UIResponder")

        let exit = try #require(document.object("Ext-Rv-001"))
        #expect(exit.sceneMemberID == "exit")
        #expect(exit.userLabel == "Exit")

        #expect(document.object("Lst-NI-001")?.title == "Recipes")
    }

    @Test("Entity and character references in attribute values are decoded")
    func decodedAttributeValues() throws {
        let reviews = try #require(document.object("Rev-VC-001"))
        #expect(reviews.title == "Reviews & Ratings")
    }

    @Test func constraintCounts() {
        let counts = document.objects.filter { $0.constraintCount > 0 }.map { "\($0.ibID ?? "nil")=\($0.constraintCount)" }
        #expect(counts == ["Cel-CV-001=3", "Det-Vw-001=5", "Det-IV-001=1", "Rev-Vw-001=2"])
        #expect(document.objects.reduce(0) { $0 + $1.constraintCount } == 11)
    }

    @Test(
        "Line numbers point at the start tag",
        arguments: [
            ("Nav-Ct-001", 15), ("Cel-Rc-001", 37), ("Det-VC-001", 89), ("Tap-GR-001", 156),
            ("Ext-Rv-001", 200), ("Stg-Ref-01", 207),
        ])
    func objectLines(id: String, line: Int) throws {
        #expect(try #require(document.object(id)).line == line)
    }
}
