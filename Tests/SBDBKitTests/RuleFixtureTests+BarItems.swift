import Testing

// Rule (replaced_bar_items, migration 0025): a navigation item's left or right bar button item
// that the controller's own code replaces, with no outlet holding it, is never met by a user.
extension RuleFixtureTests {
    static func upload(_ code: [String: String]) -> [String: String] {
        let scene = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="vc1">
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <viewController id="vc1" customClass="UploadViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw1"/>
                                <navigationItem key="navigationItem" title="Upload" id="ni1">
                                    <barButtonItem key="leftBarButtonItem" image="xmark" id="bl1"/>
                                    <barButtonItem key="rightBarButtonItem" image="arrow.up" id="br1"/>
                                </navigationItem>
                                <connections>
                                    <outlet property="uploadItem" destination="br1" id="o1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return code.merging(["App/Upload.storyboard": scene]) { first, _ in first }
    }

    @Test func aBarItemTheControllerReplacesIsNeverMet() throws {
        let code = """
            import UIKit
            final class UploadViewController: UIViewController {
                @IBOutlet var uploadItem: UIBarButtonItem!
                override func viewDidLoad() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: nil)
                }
            }
            """
        #expect(try gaps(Self.upload(["App/UploadViewController.swift": code])) == ["br1"])
    }

    /// An item an outlet holds can be put back (`rightBarButtonItem = uploadItem`); another
    /// class's code replaces nothing in this controller (code is read by file: a file that
    /// declares the controller counts as its code).
    @Test func aBarItemAnOutletHoldsOrAnotherClassSetsIsStillMet() throws {
        let code = """
            import UIKit
            final class UploadViewController: UIViewController {
                @IBOutlet var uploadItem: UIBarButtonItem!
                func busy(_ on: Bool) { navigationItem.rightBarButtonItem = on ? nil : uploadItem }
            }
            """
        let other = """
            import UIKit
            final class OtherViewController: UIViewController {
                override func viewDidLoad() { navigationItem.leftBarButtonItem = nil }
            }
            """
        let files = Self.upload(["App/UploadViewController.swift": code, "App/OtherViewController.swift": other])
        #expect(try gaps(files) == ["bl1", "br1"])
    }
}
