#!/usr/bin/env python3
"""Writes Tests/Fixtures/Repos/Resources: an app whose IB files use images, SF Symbols, colours and
fonts, with asset catalogs (a namespace folder, a package's catalog), bundled fonts (one registered
in UIAppFonts, one not), loose images, .strings tables (UTF-8 and UTF-16) and a string catalog.
ResourceTests asserts the exact rows of missing-resources, unused-assets, localization-gaps and
accessibility-gaps on it. Run from the repository root; the output is committed."""
import json
import os
import shutil
import struct

ROOT = "Tests/Fixtures/Repos/Resources"


def write(path, text, encoding="utf-8"):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(text.encode(encoding) if isinstance(text, str) else text)


def contents(extra=None):
    body = {"info": {"author": "xcode", "version": 1}}
    if extra:
        body.update(extra)
    return json.dumps(body, indent=2) + "\n"


def font(postscript, family, subfamily="Regular"):
    """A minimal TrueType file: the offset table and one `name` table (platform 3, UTF-16BE)."""
    names = [(1, family), (2, subfamily), (4, family + " " + subfamily), (6, postscript)]
    strings = b""
    records = b""
    for name_id, text in names:
        data = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(data), len(strings))
        strings += data
    table = struct.pack(">HHH", 0, len(names), 6 + 12 * len(names)) + records + strings
    offset = 12 + 16
    header = struct.pack(">IHHHH", 0x00010000, 1, 16, 0, 0)
    directory = struct.pack(">4sIII", b"name", 0, offset, len(table))
    return header + directory + table


def storyboard():
    return """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="MainViewController" customModule="App" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <subviews>
                            <imageView image="logo" id="img-logo"/>
                            <imageView image="Icons/home" id="img-home"/>
                            <imageView image="missing-image" id="img-missing">
                                <accessibility key="accessibilityConfiguration" identifier="missingImage"/>
                            </imageView>
                            <imageView image="legacy.png" id="img-legacy">
                                <accessibility key="accessibilityConfiguration">
                                    <bool key="isElement" value="NO"/>
                                </accessibility>
                            </imageView>
                            <imageView id="img-plain"/>
                            <label text="Welcome" id="lbl-welcome">
                                <fontDescription key="fontDescription" name="Brand-Regular" family="Brand" pointSize="17"/>
                                <color key="textColor" name="Brand"/>
                            </label>
                            <label id="lbl-fonts">
                                <string key="text">Two
lines</string>
                                <fontDescription key="fontDescription" name="Unlisted-Bold" family="Unlisted" pointSize="17"/>
                                <color key="textColor" name="GhostColor"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </label>
                            <label text="Label" id="lbl-placeholder">
                                <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
                            </label>
                            <label text="Nowhere" id="lbl-nowhere">
                                <fontDescription key="fontDescription" name="Nowhere-Font" family="Nowhere" pointSize="12"/>
                            </label>
                            <button id="btn-buy">
                                <state key="normal" title="Buy" image="cart" catalog="system"/>
                            </button>
                            <button id="btn-icon">
                                <state key="normal" image="star.custom"/>
                            </button>
                            <button buttonType="infoLight" id="btn-info"/>
                            <segmentedControl id="seg">
                                <segments>
                                    <segment title="One"/>
                                    <segment title="Two"/>
                                </segments>
                            </segmentedControl>
                            <textField placeholder="Email" id="tf-email"/>
                            <switch id="sw-plain">
                                <accessibility key="accessibilityConfiguration" label="Notifications" hint="Turns alerts on"/>
                            </switch>
                            <switch id="sw-bare"/>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="nav"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
    <resources>
        <image name="Icons/home" width="24" height="24"/>
        <image name="cart" catalog="system" width="24" height="24"/>
        <image name="embedded-art" width="8" height="8">
            <mutableData key="keyedArchiveRepresentation">YnBsaXN0MDA=</mutableData>
        </image>
        <image name="legacy.png" width="16" height="16"/>
        <image name="logo" width="64" height="64"/>
        <image name="missing-image" width="1" height="1"/>
        <image name="star.custom" width="24" height="24"/>
        <namedColor name="Brand">
            <color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </namedColor>
        <namedColor name="GhostColor">
            <color red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </namedColor>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>
"""


def xib():
    return """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OtherView" customModule="App"/>
        <view contentMode="scaleToFill" id="root">
            <subviews>
                <label text="Hello" id="lbl-hello"/>
                <label text="Product" id="lbl-product"/>
                <label text="Version" id="lbl-version"/>
            </subviews>
        </view>
    </objects>
</document>
"""


def main():
    if os.path.exists(ROOT):
        shutil.rmtree(ROOT)
    write("README.md", "An app whose IB files use images, symbols, colours, fonts and texts: see "
          "Tests/Fixtures/Tools/make-resources-fixture.py, which writes this folder, and ResourceTests.\n")
    write("App/Base.lproj/Main.storyboard", storyboard())
    write("App/Base.lproj/Other.xib", xib())
    write("App/Info.plist", """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>UIMainStoryboardFile</key>
    <string>Main</string>
    <key>UIAppFonts</key>
    <array>
        <string>Fonts/Brand-Regular.ttf</string>
    </array>
    <key>UILaunchScreen</key>
    <dict>
        <key>UIImageName</key>
        <string>LaunchLogo</string>
    </dict>
</dict>
</plist>
""")
    write("App/Fonts/Brand-Regular.ttf", font("Brand-Regular", "Brand"))
    write("App/Fonts/Unlisted-Bold.ttf", font("Unlisted-Bold", "Unlisted", "Bold"))
    write("App/Images/legacy@2x.png", b"")
    # The app's catalog: a namespace folder, a symbol set, colours, sets code names and one nothing names.
    write("App/Assets.xcassets/Contents.json", contents())
    write("App/Assets.xcassets/logo.imageset/Contents.json", contents({"images": [{"idiom": "universal", "filename": "logo.png"}]}))
    write("App/Assets.xcassets/Icons/Contents.json", contents({"properties": {"provides-namespace": True}}))
    write("App/Assets.xcassets/Icons/home.imageset/Contents.json", contents({"images": [{"idiom": "universal"}]}))
    write("App/Assets.xcassets/Icons/settings.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/star.custom.symbolset/Contents.json", contents({"symbols": [{"idiom": "universal"}]}))
    write("App/Assets.xcassets/Brand.colorset/Contents.json", contents({"colors": [{"idiom": "universal"}]}))
    write("App/Assets.xcassets/HighlightColor.colorset/Contents.json", contents({"colors": [{"idiom": "universal"}]}))
    write("App/Assets.xcassets/Unused.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/badge_1.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/badge_2.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/LaunchLogo.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/Onboarding.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/TestFixture.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", contents({"images": []}))
    # Named by Xcode's Objective-C constant; a part of a composite asset.
    write("App/Assets.xcassets/flagged_header.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/RSSFolder.imageset/Contents.json", contents({"images": []}))
    write("App/Assets.xcassets/Complication.complicationset/Contents.json", contents())
    write("App/Assets.xcassets/Complication.complicationset/Circular.imageset/Contents.json", contents({"images": []}))
    write("App/Legacy.m", """#import "Legacy.h"

@implementation Legacy
- (NSImage *)header { return [NSImage imageNamed:ACImageNameFlaggedHeader]; }
- (NSImage *)folder { return [NSImage imageNamed:ACImageNameRSSFolder]; }
@end
""")
    write("App/MainViewController.swift", """import UIKit

final class MainViewController: UIViewController {
    @IBOutlet var title: UILabel!

    func decorate(level: Int) {
        let badge = UIImage(named: "badge_\\(level)")
        let art = UIImage(named: "Onboarding")
        view.tintColor = UIColor(resource: .highlight)
        _ = (badge, art)
    }
}
""")
    write("AppTests/AppTests.swift", """import XCTest

final class AppTests: XCTestCase {
    func testFixtureImage() {
        XCTAssertNotNil(UIImage(named: "TestFixture"))
    }
}
""")
    # German in UTF-16 with a BOM: a missing text, a stale entry, an untranslated one.
    write("App/de.lproj/Main.strings", "\ufeff" + """/* Class = "UILabel"; text = "Welcome"; ObjectID = "lbl-welcome"; */
"lbl-welcome.text" = "Willkommen";

/* Class = "UIButton"; normalTitle = "Buy"; ObjectID = "btn-buy"; */
"btn-buy.normalTitle" = "Buy";

/* Class = "UISegmentedControl"; segmentTitles[0] = "One"; ObjectID = "seg"; */
"seg.segmentTitles[0]" = "Eins";
"seg.segmentTitles[1]" = "Zwei";

/* Class = "UITextField"; placeholder = "Email"; ObjectID = "tf-email"; */
"tf-email.placeholder" = "E-Mail";

/* Class = "UISwitch"; accessibilityLabel = "Notifications"; ObjectID = "sw-plain"; */
"sw-plain.accessibilityLabel" = "Mitteilungen";
"sw-plain.accessibilityHint" = "Schaltet Hinweise ein";

/* Class = "UINavigationItem"; title = "Home"; ObjectID = "nav"; */
"nav.title" = "Start";
"lbl-nowhere.text" = "Nirgends";

/* A button deleted from the storyboard. */
"gone-btn.normalTitle" = "Weg";
""", encoding="utf-16-le")
    for language, words in (("fr", ("Bienvenue", "Acheter", "Un", "Deux", "Courriel", "Alertes", "Active les alertes", "Accueil", "Deux\\nlignes", "Nulle part")),
                            ("es", ("Bienvenido", "Comprar", "Uno", "Dos", "Correo", "Avisos", "Activa avisos", "Inicio", "Dos\\nlíneas", "Ninguna"))):
        keys = ["lbl-welcome.text", "btn-buy.normalTitle", "seg.segmentTitles[0]", "seg.segmentTitles[1]", "tf-email.placeholder",
                "sw-plain.accessibilityLabel", "sw-plain.accessibilityHint", "nav.title", "lbl-fonts.text", "lbl-nowhere.text"]
        write(f"App/{language}.lproj/Main.strings", "".join(f'"{k}" = "{v}";\n' for k, v in zip(keys, words)))
    # A string catalog for Other.xib: German lacks one text, one key is not to be translated.
    catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {
        "lbl-hello.text": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}},
                                             "fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}},
        "lbl-product.text": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Produit"}}}},
        "lbl-version.text": {"shouldTranslate": False},
        "lbl-removed.text": {"extractionState": "stale", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Entfernt"}}}},
    }}
    write("App/mul.lproj/Other.xcstrings", json.dumps(catalog, indent=2, sort_keys=True) + "\n")
    # A package with its own catalog, whose one image nothing names.
    write("Kit/Package.swift", """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: [.target(name: "Kit", resources: [.process("Resources")])]
)
""")
    write("Kit/Sources/Kit/Kit.swift", "public enum Kit {}\n")
    write("Kit/Sources/Kit/Resources/Kit.xcassets/Contents.json", contents())
    write("Kit/Sources/Kit/Resources/Kit.xcassets/kit-badge.imageset/Contents.json", contents({"images": []}))


if __name__ == "__main__":
    main()
