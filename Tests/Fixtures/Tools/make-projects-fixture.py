# Writes the project.pbxproj files of Tests/Fixtures/Repos/Projects (python3 make-projects-fixture.py).
import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pbx import Project, nid
R=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Repos", "Projects")
import os

# Shop: an app, a share extension (settings from .xcconfig files), a framework the app links, unit tests.
p = Project()
appdel = p.file('AppDelegate.swift', 'sourcecode.swift')
panelloader = p.file('PanelLoader.swift', 'sourcecode.swift')
apppanel = p.file('Panel.xib', 'file.xib')
mainb = p.file('Base.lproj/Main.storyboard', 'file.storyboard', name='Base')
mainfr = p.file('fr.lproj/Main.strings', 'text.plist.strings', name='fr')
mainv = p.variant('Main.storyboard', [mainb, mainfr])
card = p.file('Card.storyboard', 'file.storyboard')
launch = p.file('Launch.storyboard', 'file.storyboard')
beta = p.file('BetaLaunch.storyboard', 'file.storyboard')
badge = p.file('Badge.xib', 'file.xib')
promo = p.file('Promo.xib', 'file.xib')
sheet = p.file('Sheet.xib', 'file.xib')
plist = p.file('Info.plist', 'text.plist.xml')
app = p.group('App', [appdel, panelloader, mainv, card, launch, beta, badge, promo, sheet, apppanel, plist])
smain = p.file('Base.lproj/MainInterface.storyboard', 'file.storyboard', name='Base')
smainv = p.variant('MainInterface.storyboard', [smain])
scard = p.file('Card.storyboard', 'file.storyboard')
sbadge = p.file('Badge.xib', 'file.xib')
splist = p.file('Info.plist', 'text.plist.xml')
sassets = p.file('ShareAssets.xcassets', 'folder.assetcatalog')
share = p.group('Share', [smainv, scard, sbadge, splist, sassets])
loader = p.file('CardLoader.swift', 'sourcecode.swift')
shared = p.group('Shared', [loader])
kitview = p.file('BadgeView.swift', 'sourcecode.swift')
kitpanel = p.file('Panel.xib', 'file.xib')
kitcard = p.file('Card.storyboard', 'file.storyboard')
kit = p.group('Kit', [kitview, kitpanel, kitcard])
legacy = p.file('Legacy.xib', 'file.xib')
old = p.group('Old', [legacy])  # in a group, in no build phase
check = p.file('SheetCheck.swift', 'sourcecode.swift')
checks = p.group('Checks', [check])
basecfg = p.file('Base.xcconfig', 'text.xcconfig')
sharecfg = p.file('Share.xcconfig', 'text.xcconfig')
config = p.group('Config', [basecfg, sharecfg])
appprod = p.file('Shop.app', 'wrapper.application', tree='BUILT_PRODUCTS_DIR')
extprod = p.file('ShareExt.appex', '"wrapper.app-extension"', tree='BUILT_PRODUCTS_DIR')
kitprod = p.file('ShopKit.framework', 'wrapper.framework', tree='BUILT_PRODUCTS_DIR')
testprod = p.file('ShopTests.xctest', 'wrapper.cfbundle', tree='BUILT_PRODUCTS_DIR')
products = p.group(None, [appprod, extprod, kitprod, testprod], name='Products')
main = p.group(None, [app, share, shared, kit, old, checks, config, products])
kitT = p.target('ShopKit', 'com.apple.product-type.framework', [p.phase('PBXSourcesBuildPhase', [kitview]), p.phase('PBXResourcesBuildPhase', [kitpanel, kitcard])],
                {'PRODUCT_BUNDLE_IDENTIFIER': 'com.example.shopkit', 'SDKROOT': 'iphoneos'}, product=kitprod)
extT = p.target('ShareExt', 'com.apple.product-type.app-extension',
                [p.phase('PBXSourcesBuildPhase', [loader]), p.phase('PBXResourcesBuildPhase', [smainv, scard, sbadge, sassets])],
                {}, product=extprod, base=sharecfg)
appT = p.target('Shop', 'com.apple.product-type.application',
                [p.phase('PBXSourcesBuildPhase', [appdel, panelloader]),
                 p.phase('PBXResourcesBuildPhase', [mainv, card, launch, beta, badge, promo, sheet, apppanel]),
                 p.phase('PBXFrameworksBuildPhase', [kitprod]),
                 p.phase('PBXCopyFilesBuildPhase', [extprod])],
                {'INFOPLIST_FILE': 'App/Info.plist', 'INFOPLIST_PREPROCESS': 'YES', 'PRODUCT_BUNDLE_IDENTIFIER': 'com.example.shop', 'SDKROOT': 'iphoneos'},
                product=appprod, deps=[p.dependency(kitT)], packages=['Widgets'])
testT = p.target('ShopTests', 'com.apple.product-type.bundle.unit-test', [p.phase('PBXSourcesBuildPhase', [check])],
                 {'GENERATE_INFOPLIST_FILE': 'YES', 'SDKROOT': 'iphoneos'}, product=testprod)
os.makedirs(f'{R}/Shop/Shop.xcodeproj', exist_ok=True)
p.write(f'{R}/Shop/Shop.xcodeproj/project.pbxproj', main, [appT, extT, kitT, testT], {'SWIFT_VERSION': '5.0'})

# Dual: a macOS and an iOS app that share code.
p = Project()
rl = p.file('RowLoader.swift', 'sourcecode.swift')
sh = p.group('Shared', [rl])
mrow = p.file('Row.xib', 'file.xib'); mmenu = p.file('MainMenu.xib', 'file.xib'); mctl = p.file('MacController.swift', 'sourcecode.swift')
mac = p.group('Mac', [mrow, mmenu, mctl])
irow = p.file('Row.xib', 'file.xib'); ictl = p.file('PhoneController.swift', 'sourcecode.swift')
ios = p.group('iOS', [irow, ictl])
main = p.group(None, [sh, mac, ios])
macT = p.target('DualMac', 'com.apple.product-type.application',
                [p.phase('PBXSourcesBuildPhase', [rl, mctl]), p.phase('PBXResourcesBuildPhase', [mrow, mmenu])],
                {'SDKROOT': 'macosx', 'GENERATE_INFOPLIST_FILE': 'YES', 'INFOPLIST_KEY_NSPrincipalClass': 'NSApplication', 'INFOPLIST_KEY_NSMainNibFile': 'MainMenu'})
iosT = p.target('DualPhone', 'com.apple.product-type.application',
                [p.phase('PBXSourcesBuildPhase', [rl, ictl]), p.phase('PBXResourcesBuildPhase', [irow])],
                {'SDKROOT': 'iphoneos', 'GENERATE_INFOPLIST_FILE': 'YES'})
os.makedirs(f'{R}/Dual/Dual.xcodeproj', exist_ok=True)
p.write(f'{R}/Dual/Dual.xcodeproj/project.pbxproj', main, [macT, iosT], {})

# Synced: an Xcode 16 synchronized folder with exceptions.
p = Project()
appId, widgetId = nid(), nid()
exApp = p.exception(appId, ['Unused.xib', 'Drafts'])
exWidget = p.exception(widgetId, ['Widget.xib'])
folder = p.synced('App', [exApp, exWidget])
main = p.group(None, [folder])
appT = p.target('SyncedApp', 'com.apple.product-type.application', [p.phase('PBXSourcesBuildPhase', []), p.phase('PBXResourcesBuildPhase', [])],
                {'SDKROOT': 'iphoneos', 'GENERATE_INFOPLIST_FILE': 'YES', 'INFOPLIST_KEY_UIMainStoryboardFile': 'Main'}, synced=[folder], oid=appId)
widgetT = p.target('SyncedWidget', 'com.apple.product-type.app-extension', [p.phase('PBXResourcesBuildPhase', [])],
                   {'SDKROOT': 'iphoneos', 'GENERATE_INFOPLIST_FILE': 'YES'}, oid=widgetId)
os.makedirs(f'{R}/Synced/Synced.xcodeproj', exist_ok=True)
p.write(f'{R}/Synced/Synced.xcodeproj/project.pbxproj', main, [appT, widgetT], {})
