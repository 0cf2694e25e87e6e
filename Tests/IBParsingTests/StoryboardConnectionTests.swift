import IBParsing
import Testing

/// The iOS storyboard `iOS/Main.storyboard`: connections, segues, runtime attributes,
/// the storyboard reference, designables and resources.
@Suite("iOS storyboard: connections, segues, attributes")
struct StoryboardConnectionTests {
    let document: IBDocument

    init() throws {
        document = try FixtureLoader.document("iOS/Main.storyboard")
    }

    @Test func connections() {
        #expect(
            document.connectionRows == [
                "outlet Cel-Rc-001.titleLabel -> label Cel-Lb-001",
                "outlet Lst-TV-001.dataSource -> tableViewController Lst-VC-001",
                "outlet Lst-TV-001.delegate -> tableViewController Lst-VC-001",
                "action Lst-BB-001.addRecipe: -> tableViewController Lst-VC-001",
                "outletCollection Det-IV-001.gestureRecognizers -> tapGestureRecognizer Tap-GR-001",
                "outlet Det-VC-001.photoView -> imageView Det-IV-001",
                "outlet Det-VC-001.titleLabel -> label Det-Lb-001",
                "outletCollection Det-VC-001.infoLabels -> label Det-Lb-001",
                "outletCollection Det-VC-001.infoLabels -> label Det-Lb-002",
                "action Tap-GR-001.photoTapped: -> viewController Det-VC-001",
            ])
        let kinds = document.connections.map(\.kind)
        #expect(kinds.filter { $0 == .outlet }.count == 5)
        #expect(kinds.filter { $0 == .outletCollection }.count == 3)
        #expect(kinds.filter { $0 == .action }.count == 2)
        #expect(!kinds.contains(.binding))
    }

    @Test func connectionFields() throws {
        let dataSource = try #require(document.connections.first { $0.ibID == "Out-DS-001" })
        #expect(dataSource.kind == .outlet)
        #expect(dataSource.property == "dataSource")
        #expect(dataSource.selector == nil)
        #expect(dataSource.destinationID == "Lst-VC-001")
        #expect(dataSource.destination == document.index(of: "Lst-VC-001"))
        #expect(dataSource.owner == document.index(of: "Lst-TV-001"))
        #expect(dataSource.line == 67)

        let add = try #require(document.connections.first { $0.ibID == "Act-Ad-001" })
        #expect(add.kind == .action)
        #expect(add.selector == "addRecipe:")
        #expect(add.property == nil)
        #expect(add.eventType == nil)
        #expect(add.line == 74)

        let collection = try #require(document.connections.first { $0.ibID == "OCl-In-002" })
        #expect(collection.collectionClass == "NSMutableArray")
        #expect(collection.bindingName == nil)
        #expect(collection.keyPath == nil)
    }

    @Test func everyDestinationResolves() {
        for connection in document.connections {
            #expect(document.id(connection.destination) == connection.destinationID)
        }
        for segue in document.segues {
            #expect(document.id(segue.destination) == segue.destinationID)
        }
    }

    @Test func segues() {
        #expect(
            document.segueRows == [
                "relationship/rootViewController - - s0 Nav-Ct-001 -> tableViewController Lst-VC-001",
                "show 'showRecipe' - s1 Cel-Rc-001 -> viewController Det-VC-001",
                "presentation 'showSettings' - s1 Lst-VC-001 -> viewControllerPlaceholder Stg-Ref-01",
                "custom 'showReviews' <FadeSegue> s2 Det-BB-001 -> viewController Rev-VC-001",
                "unwind - - s3 Rev-Bt-001 -> exit Ext-Rv-001",
            ])
    }

    @Test func segueFields() throws {
        let custom = try #require(document.segues.first { $0.ibID == "Seg-Cu-001" })
        #expect(custom.kind == "custom")
        #expect(custom.customClass == "FadeSegue")
        #expect(custom.customModule == "Recipes")
        #expect(custom.relationship == nil)

        let unwind = try #require(document.segues.first { $0.ibID == "Seg-Uw-001" })
        #expect(unwind.unwindAction == "unwindToRecipe:")
        #expect(unwind.identifier == nil)
        #expect(unwind.line == 187)

        let show = try #require(document.segues.first { $0.ibID == "Seg-Sh-001" })
        #expect(show.line == 59)
        #expect(show.destinationCreationSelector == nil)
    }

    @Test("Back-references and peek-and-pop children are not segues")
    func notSegues() {
        let ids = document.segues.compactMap(\.ibID)
        #expect(ids == ["Seg-Rt-001", "Seg-Sh-001", "Seg-Pr-001", "Seg-Cu-001", "Seg-Uw-001"])
        #expect(!ids.contains("Seg-Cm-001"), "<segue key=\"commit\"> nested in a segue")
        #expect(!ids.contains("Seg-Pv-001"), "<segue key=\"preview\"> nested in a segue")
        // `<segue reference="Seg-Sh-001"/>` in <inferredMetricsTieBreakers> must not duplicate the show segue.
        #expect(document.segues.filter { $0.destinationID == "Det-VC-001" }.count == 1)
        #expect(!document.otherElements.contains { $0.element == "segue" })
    }

    @Test func runtimeAttributes() {
        #expect(
            document.runtimeAttributeRows == [
                "Det-IV-001 layer.cornerRadius number=12.5",
                "Det-VC-001 analyticsName string=recipe_detail",
                "Det-VC-001 maximumServings number=12",
                "Det-VC-001 showsNutrition boolean=YES",
                "Det-VC-001 accentColor color=red=1 green=0.5 blue=0.0 alpha=1 colorSpace=custom customColorSpace=sRGB",
                "Rev-Rt-001 rating number=4.5",
                "Rev-Rt-001 starColor color=systemColor=systemYellowColor",
            ])
        #expect(document.runtimeAttributes.map(\.line) == [100, 139, 140, 143, 144, 175, 178])
    }

    @Test func storyboardReference() throws {
        #expect(document.storyboardReferences.count == 1)
        let reference = try #require(document.storyboardReferences.first)
        #expect(document.id(reference.object) == "Stg-Ref-01")
        #expect(reference.storyboardName == "Settings")
        #expect(reference.referencedIdentifier == "SettingsRoot")
        #expect(reference.bundleIdentifier == nil)
        #expect(reference.line == 207)
        // The reference is also its scene's controller, so segues can target it.
        #expect(document.scenes[4].controller == reference.object)
    }

    @Test func designablesAndResources() {
        #expect(document.designables.map { "\($0.objectID)@\($0.line)" } == ["Rev-Rt-001@217"])
        #expect(
            document.resources.map { "\($0.element):\($0.name)@\($0.line)" } == [
                "image:placeholder-photo@222",
                "namedColor:BrandOrange@223",
                "systemColor:systemBackgroundColor@226",
                "systemColor:systemYellowColor@229",
            ])
    }
}
