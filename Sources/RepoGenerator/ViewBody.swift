/// The subviews, constraints and connections of one root view, in the XML Xcode writes: a
/// title label, a primary button and a table view with a prototype cell (the outlets every
/// generated view controller declares), then a mix of labels, images, fields and stacks.
struct ViewBody {
    var random: SeededRandom
    let indent: Int
    private(set) var subviews = ""
    private(set) var constraints = ""
    private(set) var outlets: [(property: String, id: String)] = []
    private(set) var actions: [String] = []
    private var previous: String?
    private var y = 100

    init(random: SeededRandom, indent: Int) {
        self.random = random
        self.indent = indent
    }

    private var pad: String { String(repeating: " ", count: indent) }

    mutating func addContent(elements: Int, root: String) {
        let title = add(root: root, height: 34) { id, frame in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \
            text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
            adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                \(frame)
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                <color key="textColor" systemColor="labelColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        outlets.append(("titleLabel", title))
        for _ in 0..<elements { addFiller(root: root) }
        let button = add(root: root, height: 44) { id, frame in
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                \(frame)
                <state key="normal" title="Continue"/>
                <buttonConfiguration key="configuration" style="filled" title="Continue"/>
            </button>
            """
        }
        outlets.append(("primaryButton", button))
        actions.append(random.ibID())
        let cellID = random.ibID()
        let contentID = random.ibID()
        let cellLabel = random.ibID()
        let table = add(root: root, height: 320) { id, frame in
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" \
            style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" \
            sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                \(frame)
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \
            selectionStyle="default" indentationWidth="10" reuseIdentifier="Basic" textLabel="\(cellLabel)" id="\(cellID)">
                        <rect key="frame" x="20" y="55.333" width="353" height="43.667"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" \
            tableViewCell="\(cellID)" id="\(contentID)">
                            <rect key="frame" x="0.0" y="0.0" width="353" height="43.667"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" \
            text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
            adjustsFontSizeToFit="NO" id="\(cellLabel)">
                                    <rect key="frame" x="20" y="0.0" width="313" height="43.667"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        }
        outlets.append(("tableView", table))
    }

    /// An `IBIncludedStoryboard` or `IBIncludedNib` view carrying its link.
    mutating func addIncludedView(_ link: StoryboardLink, root: String) {
        let isNib = link.mechanism == "ib-included-nib"
        var keys = isNib ? [("nib", link.target)] : [("storyboard", link.target)]
        if let identifier = link.identifier { keys.append(("sceneId", identifier)) }
        let attributes = keys.map {
            "        <userDefinedRuntimeAttribute type=\"string\" keyPath=\"\($0.0)\" value=\"\($0.1)\"/>"
        }.joined(separator: "\n")
        add(root: root, height: 200) { id, frame in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \
            customClass="\(isNib ? "IBIncludedNib" : "IBIncludedStoryboard")" customModule="IBIncludedStoryboard">
                \(frame)
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <userDefinedRuntimeAttributes>
            \(attributes)
                </userDefinedRuntimeAttributes>
            </view>
            """
        }
    }

    private mutating func addFiller(root: String) {
        switch random.below(4) {
        case 0:
            add(root: root, height: 21) { id, frame in
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail \(id)" textAlignment="natural" \
                lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" \
                translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    \(frame)
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <color key="textColor" systemColor="secondaryLabelColor"/>
                    <nil key="highlightedColor"/>
                </label>
                """
            }
        case 1:
            add(root: root, height: 120) { id, frame in
                """
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" \
                verticalHuggingPriority="251" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    \(frame)
                    <accessibility key="accessibilityConfiguration" identifier="image-\(id)"/>
                </imageView>
                """
            }
        case 2:
            add(root: root, height: 34) { id, frame in
                """
                <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" \
                contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Search" textAlignment="natural" minimumFontSize="17" \
                translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    \(frame)
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocorrectionType="no" returnKeyType="search"/>
                </textField>
                """
            }
        default:
            let first = random.ibID()
            let second = random.ibID()
            add(root: root, height: 51) { id, frame in
                """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    \(frame)
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="natural" \
                lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(first)">
                            <rect key="frame" x="0.0" y="0.0" width="353" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" \
                contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="\(second)">
                            <rect key="frame" x="0.0" y="29" width="51" height="31"/>
                        </switch>
                    </subviews>
                </stackView>
                """
            }
        }
    }

    /// Appends one subview (its XML indented under `subviews`) with leading, trailing and top
    /// constraints, and returns its id.
    @discardableResult
    private mutating func add(root: String, height: Int, _ element: (String, String) -> String) -> String {
        let id = random.ibID()
        let frame = "<rect key=\"frame\" x=\"20\" y=\"\(y)\" width=\"353\" height=\"\(height)\"/>"
        for line in element(id, frame).split(separator: "\n", omittingEmptySubsequences: false) {
            subviews += pad + line + "\n"
        }
        let constraintPad = String(repeating: " ", count: indent - 4)
        constraints +=
            "\(constraintPad)<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"\(root)\" secondAttribute=\"leading\" constant=\"20\" id=\"\(random.ibID())\"/>\n"
        constraints +=
            "\(constraintPad)<constraint firstAttribute=\"trailing\" secondItem=\"\(id)\" secondAttribute=\"trailing\" constant=\"20\" id=\"\(random.ibID())\"/>\n"
        if let previous {
            constraints +=
                "\(constraintPad)<constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(previous)\" secondAttribute=\"bottom\" constant=\"8\" id=\"\(random.ibID())\"/>\n"
        } else {
            constraints +=
                "\(constraintPad)<constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(root)\" secondAttribute=\"top\" constant=\"16\" id=\"\(random.ibID())\"/>\n"
        }
        previous = id
        y += height + 8
        return id
    }
}
