/// Writes a storyboard modelled on real iOS ones (Xcode 15 format): scenes with a view
/// hierarchy, Auto Layout constraints, outlets, segues, and the link elements of its plan.
struct StoryboardTemplate {
    let plan: StoryboardPlan
    var random: SeededRandom
    private var out = ""
    private var controllerIDs: [String] = []

    init(plan: StoryboardPlan, seed: UInt64) {
        self.plan = plan
        random = SeededRandom(seed: seed ^ (UInt64(plan.index) &* 0x9E37_79B9))
    }

    mutating func render() -> String {
        controllerIDs = (0..<plan.sceneCount).map { _ in random.ibID() }
        // Link elements that live in scenes of their own, each reached by a segue from scene 0.
        let linkScenes =
            plan.links.filter {
                $0.mechanism != StoryboardMechanism.includedStoryboard.rawValue
                    && $0.mechanism != StoryboardMechanism.segueIdentifier.rawValue
            }
            + (plan.nibLink.map { $0.mechanism == "ib-included-thing" ? [$0] : [] } ?? [])
        let linkIDs = linkScenes.map { _ in random.ibID() }
        out.reserveCapacity(4_096 * (plan.sceneCount + linkScenes.count))
        out += """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
            useSafeAreas="YES" colorMatched="YES" initialViewController="\(controllerIDs[0])">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>

            """
        for scene in 0..<plan.sceneCount {
            var segues: [String] = []
            var included: [StoryboardLink] = []
            if scene == 0 {
                segues = linkIDs.map { "<segue destination=\"\($0)\" kind=\"show\" id=\"\(random.ibID())\"/>" }
                for link in plan.links where link.mechanism == StoryboardMechanism.segueIdentifier.rawValue {
                    segues.append(
                        """
                        <segue destination="\(controllerIDs[min(1, plan.sceneCount - 1)])" kind="custom" \
                        identifier="\(link.target)" customClass="AAPLExternalStoryboardSegue" id="\(random.ibID())"/>
                        """)
                }
                included = plan.links.filter { $0.mechanism == StoryboardMechanism.includedStoryboard.rawValue }
                if let nib = plan.nibLink, nib.mechanism == "ib-included-nib" { included.append(nib) }
            } else if scene + 1 < plan.sceneCount {
                segues = ["<segue destination=\"\(controllerIDs[scene + 1])\" kind=\"show\" identifier=\"next\" id=\"\(random.ibID())\"/>"]
            }
            contentScene(scene, segues: segues, included: included)
        }
        for (link, id) in zip(linkScenes, linkIDs) { linkScene(link, id: id) }
        out += """
                </scenes>
                <resources>
                    <image name="chevron.right" catalog="system" width="97" height="128"/>
                    <systemColor name="labelColor">
                        <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """
        return out
    }

    private mutating func contentScene(_ scene: Int, segues: [String], included: [StoryboardLink]) {
        let id = controllerIDs[scene]
        let viewID = random.ibID()
        let className = "\(plan.name)Scene\(scene)ViewController"
        var body = ViewBody(random: random, indent: 24)
        body.addContent(elements: 1 + random.below(3), root: viewID)
        for link in included { body.addIncludedView(link, root: viewID) }
        random = body.random
        out += """
                    <!--\(plan.name) \(scene)-->
                    <scene sceneID="\(random.ibID())">
                        <objects>
                            <viewController storyboardIdentifier="Scene\(scene)" id="\(id)" customClass="\(className)" \
            customModule="\(plan.module)" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(viewID)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>

            """
        out += body.subviews
        out += """
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(random.ibID())"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>

            """
        out += body.constraints
        out += """
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="\(plan.name) \(scene)" id="\(random.ibID())"/>
                                <connections>

            """
        for outlet in body.outlets {
            out += "                        <outlet property=\"\(outlet.property)\" destination=\"\(outlet.id)\" id=\"\(random.ibID())\"/>\n"
        }
        for action in body.actions {
            out += "                        <action selector=\"didTapPrimary:\" destination=\"\(id)\" eventType=\"touchUpInside\" id=\"\(action)\"/>\n"
        }
        for segue in segues { out += "                        \(segue)\n" }
        out += """
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(random.ibID())" userLabel="First Responder" \
            customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(scene * 500)" y="\(plan.index % 7 * 900)"/>
                    </scene>

            """
    }

    private mutating func linkScene(_ link: StoryboardLink, id: String) {
        let mechanism = link.targetsNib ? nil : StoryboardMechanism(rawValue: link.mechanism)
        let scene = random.ibID()
        out += "        <!--Link to \(link.target)-->\n        <scene sceneID=\"\(scene)\">\n            <objects>\n"
        if mechanism == .storyboardReference {
            let identifier = link.identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
            out += """
                                <viewControllerPlaceholder storyboardName="\(link.target)"\(identifier) id="\(id)" sceneMemberID="viewController">
                                    <navigationItem key="navigationItem" id="\(random.ibID())"/>
                                </viewControllerPlaceholder>

                """
        } else {
            var attributes = ""
            var attributeList: [(String, String)] = []
            switch mechanism {
            case .storyboardProxy:
                let metadata = (link.identifier.map { "\($0)@" } ?? "") + link.target
                attributes = " restorationIdentifier=\"\(metadata)\" customClass=\"GRKStoryboardProxyViewController\""
            case .includedThing:
                attributes = " customClass=\"IBIncludedThing\" customModule=\"IBIncludedThing\""
                attributeList = [("incStoryboard", link.target)] + (link.identifier.map { [("sceneId", $0)] } ?? [])
            case .runtimeAttributes:
                attributeList = [("storyboardName", link.target), ("storyboardIdentifier", link.identifier ?? "")]
            case .storyboardLink:
                attributes = " customClass=\"RBStoryboardLink\""
                attributeList = [("storyboardName", link.target)] + (link.identifier.map { [("sceneIdentifier", $0)] } ?? [])
            case .crossStoryboardSegue:
                attributes = " customClass=\"CrossStoryboardSegueDestinationPlaceholderViewController\""
                attributeList =
                    [("destinationStoryboardName", link.target)]
                    + (link.identifier.map { [("destinationViewControllerIdentifier", $0)] } ?? [])
            default:  // incNib
                attributes = " customClass=\"IBIncludedThing\" customModule=\"IBIncludedThing\""
                attributeList = [("incNib", link.target)]
            }
            out += """
                                <viewController id="\(id)"\(attributes) sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="\(random.ibID())">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <viewLayoutGuide key="safeArea" id="\(random.ibID())"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </view>

                """
            if !attributeList.isEmpty {
                out += "                    <userDefinedRuntimeAttributes>\n"
                for (key, value) in attributeList {
                    out += "                        <userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(key)\" value=\"\(value)\"/>\n"
                }
                out += "                    </userDefinedRuntimeAttributes>\n"
            }
            out += "                </viewController>\n"
        }
        out += """
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(random.ibID())" userLabel="First Responder" \
            customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(plan.sceneCount * 500)" y="\(plan.index % 7 * 900)"/>
                    </scene>

            """
    }
}
