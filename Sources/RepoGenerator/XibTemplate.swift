/// Writes a xib modelled on real iOS ones: File's Owner and First Responder placeholders, then
/// a root view or table view cell whose class and owner depend on what the xib is for.
struct XibTemplate {
    let plan: XibPlan
    var random: SeededRandom

    init(plan: XibPlan, seed: UInt64) {
        self.plan = plan
        random = SeededRandom(seed: seed ^ 0x5851_F42D ^ (UInt64(plan.index) &* 0x2545_F491))
    }

    mutating func render() -> String {
        let rootID = random.ibID()
        let ownerClass =
            plan.kind == .card
            ? " customClass=\"\(plan.name)\" customModule=\"\(plan.module)\" customModuleProvider=\"target\"" : ""
        var body = ViewBody(random: random, indent: 16)
        body.addContent(elements: random.below(3), root: rootID)
        random = body.random
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" \
            propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)>

            """
        if plan.kind == .card {
            out += "            <connections>\n"
            out += "                <outlet property=\"contentView\" destination=\"\(rootID)\" id=\"\(random.ibID())\"/>\n"
            out += "            </connections>\n"
        }
        out += """
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>

            """
        switch plan.kind {
        case .cell, .row:
            let module = plan.kind == .cell ? " customModule=\"\(plan.module)\" customModuleProvider=\"target\"" : ""
            let contentID = random.ibID()
            out += """
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \
                reuseIdentifier="\(plan.name)" rowHeight="88" id="\(rootID)" customClass="\(plan.name)"\(module)>
                            <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
                contentMode="center" tableViewCell="\(rootID)" id="\(contentID)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>

                """
            out += body.subviews
            out += "                    </subviews>\n                    <constraints>\n"
            out += body.constraints
            out += """
                                </constraints>
                            </tableViewCellContentView>
                            <connections>

                """
            for outlet in body.outlets {
                out += "                <outlet property=\"\(outlet.property)\" destination=\"\(outlet.id)\" id=\"\(random.ibID())\"/>\n"
            }
            out += """
                            </connections>
                            <point key="canvasLocation" x="139" y="\(plan.index % 50 * 10)"/>
                        </tableViewCell>

                """
        default:
            let rootClass =
                plan.kind == .badge
                ? " customClass=\"\(plan.name)\" customModule=\"\(plan.module)\" customModuleProvider=\"target\"" : ""
            out += """
                        <view contentMode="scaleToFill" id="\(rootID)"\(rootClass)>
                            <rect key="frame" x="0.0" y="0.0" width="393" height="480"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
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
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <point key="canvasLocation" x="139" y="\(plan.index % 50 * 10)"/>
                        </view>

                """
        }
        out += """
                </objects>
                <resources>
                    <image name="chevron.right" catalog="system" width="97" height="128"/>
                    <systemColor name="labelColor">
                        <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <systemColor name="secondaryLabelColor">
                        <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """
        return out
    }
}
