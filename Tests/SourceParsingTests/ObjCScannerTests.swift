import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing

/// The Objective-C scanner's types, IB members and string constants, each form with its exact facts.
@Suite struct ObjCScannerTests {
    @Test func languageIsObjectiveC() {
        #expect(ObjCScanner.scan("").language == .objc)
        #expect(ObjCScanner.scan("") == SourceFacts(language: .objc))
    }

    @Test func classesCategoriesExtensionsAndProtocols() {
        let facts = ObjCScanner.scan(
            """
            IB_DESIGNABLE
            @interface RatingView : UIView <NibOwnerLoadable, UITableViewDelegate>
            @end
            @interface RatingView (Stars) <UIAppearance>
            @end
            @interface RatingView ()
            @end
            @protocol Rateable <NSObject, NSCopying>
            @end
            @class Forward, Other;
            @protocol ForwardProtocol;
            @protocol ForwardA, ForwardB;
            @interface Box<__covariant ObjectType> : NSObject <NSCoding>
            @end
            @interface Strings : NSArray<NSString *> <NSCopying>
            @end
            @implementation RatingView
            @end
            NS_SWIFT_NAME(Plain) IB_DESIGNABLE @interface Plain : NSObject @end
            @interface Root <NSObject> @end
            @interface Root2
            @end
            """)
        #expect(
            facts.types == [
                CodeType(
                    kind: .class, name: "RatingView", superclass: "UIView",
                    conformances: ["NibOwnerLoadable", "UITableViewDelegate"], isDesignable: true, line: 2),
                CodeType(kind: .extension, name: "RatingView", conformances: ["UIAppearance"], line: 4),
                CodeType(kind: .extension, name: "RatingView", line: 6),
                CodeType(kind: .protocol, name: "Rateable", conformances: ["NSObject", "NSCopying"], line: 8),
                CodeType(kind: .class, name: "Box", superclass: "NSObject", conformances: ["NSCoding"], line: 13),
                CodeType(kind: .class, name: "Strings", superclass: "NSArray", conformances: ["NSCopying"], line: 15),
                CodeType(kind: .class, name: "Plain", superclass: "NSObject", isDesignable: true, line: 19),
                CodeType(kind: .class, name: "Root", conformances: ["NSObject"], line: 20),
                CodeType(kind: .class, name: "Root2", line: 21),
            ])
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func designableAppliesToTheNextInterfaceOnly() {
        let facts = ObjCScanner.scan(
            """
            IB_DESIGNABLE
            @interface A : UIView
            @end
            @interface B : UIView
            @end
            #ifdef __cplusplus
            extern "C" {
            #endif
            IB_DESIGNABLE
            @interface C : UIView
            @end
            IB_DESIGNABLE
            @implementation D
            @end
            @interface E : UIView
            @end
            #ifdef __cplusplus
            }
            #endif
            """)
        #expect(facts.types.map(\.name) == ["A", "B", "C", "E"])
        #expect(facts.types.map(\.isDesignable) == [true, false, true, false])
    }

    @Test func outletsCollectionsInspectablesAndInstanceVariables() {
        let facts = ObjCScanner.scan(
            """
            @interface Buttons : UIViewController
            {
                IBOutlet UILabel *_titleLabel;
                __weak IBOutlet UIButton *_ok, *_cancel;
                IBOutletCollection(UIView) NSArray *_rows;
                NSInteger _count;
                struct { unsigned int dirty:1; } _flags;
            }
            @property (nonatomic, weak) IBOutlet UILabel *title;
            @property (weak, nonatomic) IBOutlet id<UITableViewDataSource> dataSource;
            @property (nonatomic, strong) IBOutletCollection(UIImageView) NSArray<UIImageView *> *stars;
            @property (nonatomic) IBInspectable CGFloat cornerRadius;
            @property (nonatomic, copy, nullable) IBInspectable NSString *placeholder;
            @property (nonatomic, weak) IBOutlet UIView *a, *b;
            @property (nonatomic, weak) IBOutlet UIView * _Nullable footer API_AVAILABLE(ios(13.0)) NS_REFINED_FOR_SWIFT;
            @property (nonatomic, weak) UILabel *notAnOutlet;
            @property (nonatomic, copy) void (^onTap)(void);
            @end
            @interface Buttons (Extras)
            @property (nonatomic, weak) IBOutlet UISwitch *toggle;
            @end
            @implementation Buttons {
                IBOutlet UIStepper *_stepper;
            }
            @end
            """)
        #expect(
            ObjCTestSupport.members(facts) == [
                "outlet Buttons._titleLabel - @3",
                "outlet Buttons._ok - @4",
                "outlet Buttons._cancel - @4",
                "outlet-collection Buttons._rows - @5",
                "outlet Buttons.title - @9",
                "outlet Buttons.dataSource - @10",
                "outlet-collection Buttons.stars - @11",
                "inspectable Buttons.cornerRadius - @12",
                "inspectable Buttons.placeholder - @13",
                "outlet Buttons.a - @14",
                "outlet Buttons.b - @14",
                "outlet Buttons.footer - @15",
                "outlet Buttons.toggle - @20",
                "outlet Buttons._stepper - @23",
            ])
    }

    @Test func outletsKnowTheClassTheyHold() {
        let facts = ObjCScanner.scan(
            """
            @interface Buttons : UIViewController
            {
                __weak IBOutlet UIButton *_ok, *_cancel;
                IBOutletCollection(UIView) NSArray *_rows;
            }
            @property (nonatomic, weak) IBOutlet SPAuthenticationTextField *user;
            @property (weak, nonatomic) IBOutlet id<UITableViewDataSource> dataSource;
            @property (nonatomic, strong) IBOutletCollection(UIImageView) NSArray<UIImageView *> *stars;
            @property (nonatomic, weak) IBOutlet UIView * _Nullable footer API_AVAILABLE(ios(13.0));
            @property (nonatomic) IBInspectable CGFloat cornerRadius;
            @end
            """)
        #expect(
            facts.members.filter(\.isAnnotated).map { "\($0.name) \($0.type ?? "-")" } == [
                "_ok UIButton", "_cancel UIButton", "_rows UIView", "user SPAuthenticationTextField",
                "dataSource id", "stars UIImageView", "footer UIView", "cornerRadius -",
            ])
    }

    @Test func methodsAndPropertiesTheRuntimeReachesWithoutAnnotations() {
        let facts = ObjCScanner.scan(
            """
            @interface Panel : NSWindowController
            {
                NSView *targetView;
                NSInteger count;
            }
            @property (nonatomic, strong) NSString *title;
            @property (nonatomic) BOOL enabled;
            @property (nonatomic, weak) id delegate;
            - (void)showHelp:(id)sender;
            + (instancetype)shared;
            - (IBAction)save:(id)sender;
            @end
            """)
        #expect(
            facts.members.filter { !$0.isAnnotated }.map { "\($0.kind.rawValue) \($0.name) \($0.selector ?? "-") @\($0.line)" } == [
                "property targetView - @3", "property title - @6", "property delegate - @8", "method showHelp showHelp: @9",
            ])
    }

    @Test func modulesTheFileImports() {
        let facts = ObjCScanner.scan(
            """
            #import <Foundation/Foundation.h>
            #import "Local.h"
            #include <Lottie/Lottie.h>
            @import Simperium_OSX;
            @import Sparkle.SUUpdater;
            #import <stdio.h>
            """)
        #expect(
            facts.imports.map { "\($0.module) @\($0.line)" } == [
                "Foundation @1", "Lottie @3", "Simperium_OSX @4", "Sparkle @5",
            ])
    }

    @Test func actionsAndTheirSelectors() {
        let facts = ObjCScanner.scan(
            """
            @interface Buttons : UIViewController
            - (IBAction)buy:(id)sender;
            - (IBAction)foo:(id)a forEvent:(UIEvent *)e;
            - (IBAction)reset;
            -(IBAction) spaced : (id) sender;
            - (IBAction)pair:(id)a :(id)b;
            - (IBAction)renamed:(id)sender NS_SWIFT_NAME(renamed(_:));
            - (void)notAnAction:(id)sender;
            + (IBAction)classAction:(id)sender;
            @end
            @implementation Buttons (Extras)
            - (IBAction)buy:(id)sender
            {
                [self purchase];
            }
            - (IBAction)share:(void (^)(BOOL done))completion
            {
            }
            @end
            """)
        #expect(
            ObjCTestSupport.members(facts) == [
                "action Buttons.buy buy: @2",
                "action Buttons.foo foo:forEvent: @3",
                "action Buttons.reset reset @4",
                "action Buttons.spaced spaced: @5",
                "action Buttons.pair pair:: @6",
                "action Buttons.renamed renamed: @7",
                "action Buttons.classAction classAction: @9",
                "action Buttons.share share: @16",
            ])
    }

    @Test func actionsInProtocolsBelongToTheProtocol() {
        let facts = ObjCScanner.scan(
            """
            @protocol Tappable <NSObject>
            @optional
            - (IBAction)tap:(id)sender;
            @end
            """)
        #expect(ObjCTestSupport.members(facts) == ["action Tappable.tap tap: @3"])
    }

    @Test func unbalancedBracesInConditionalCodeDoNotHideLaterMethods() {
        let facts = ObjCScanner.scan(
            """
            @implementation Odd
            - (void)a
            {
            #if TARGET_OS_IOS
                if (x) {
            #else
                if (y) {
            #endif
                    [self foo];
                }
            }

            - (IBAction)b:(id)sender
            {
                [[NSBundle mainBundle] loadNibNamed:@"B" owner:self options:nil];
            }
            @end
            """)
        #expect(ObjCTestSupport.members(facts) == ["action Odd.b b: @13"])
        #expect(
            ObjCTestSupport.references(facts) == [
                "nib [NSBundle loadNibNamed:owner:options:] \"B\" owner:self @15 in Odd"
            ])
    }

    /// Object-like macros with their bodies and the `#if` clauses around them, for the
    /// compilation conditions that read them; a function-like macro is none.
    @Test func macrosWithTheirConditions() {
        let facts = ObjCScanner.scan(
            """
            #ifndef KIT_H
            #define KIT_H
            #if TARGET_OS_IOS || TARGET_OS_TV
            #  define HAS_UIKIT (1)
            #else
            #  define HAS_UIKIT 0
            #endif
            #define kName @"Name"
            #define LONG_LINE \\
                (A && \\
                 B)
            #define MAX(a, b) ((a) > (b) ? (a) : (b))
            #undef HAS_UIKIT
            #endif
            """)
        #expect(
            facts.macros.map { "\($0.name)=\($0.body ?? "#undef") @\($0.line) \($0.condition ?? "-")" } == [
                "KIT_H= @2 (!defined(KIT_H))",
                // The innermost clause first.
                "HAS_UIKIT=( 1 ) @4 (TARGET_OS_IOS || TARGET_OS_TV) && (!defined(KIT_H))",
                "HAS_UIKIT=0 @6 !(TARGET_OS_IOS || TARGET_OS_TV) && (!defined(KIT_H))",
                "kName=@\"…\" @8 (!defined(KIT_H))",
                "LONG_LINE=( A && B ) @9 (!defined(KIT_H))",
                "HAS_UIKIT=#undef @13 (!defined(KIT_H))",
            ])
    }

    @Test func stringConstants() {
        let facts = ObjCScanner.scan(
            """
            static NSString * const kFeedNib = @"Feed";
            NSString *const kShopStoryboard = @"Shop";
            static NSNibName const VNAFeedCredentialsNibName = @"FeedCredentials";
            static NSStoryboardName const SettingsStoryboard = @"Settings";
            NSString *kGlobal = @"Global";
            static NSString *const kJoined = @"Check" @"out";
            static NSString *const kA = @"a", *const kB = @"b";
            extern NSString *const kDeclaredElsewhere;
            static const NSInteger kCount = 3;
            static const char *kCString = "c";
            #define kCellID @"Cell"
            #define kParenthesised (@"Paren")
            #  define kIndented @"Indented"
            #define kSpliced \\
                @"Spliced"
            #define MACRO(x) @"function-like"
            #define kNumber 42
            @implementation Feed
            - (void)load
            {
                static NSString *localStatic = @"LocalStatic";
                NSString * const localConst = @"LocalConst";
                NSString *variable = @"NotAConstant";
                variable = @"Assigned";
                self.title = @"Title";
                if ([name isEqualToString:@"x"]) {}
                BOOL same = name == @"y";
            }
            @end
            """)
        #expect(
            ObjCTestSupport.constants(facts) == [
                "kFeedNib=Feed @1",
                "kShopStoryboard=Shop @2",
                "VNAFeedCredentialsNibName=FeedCredentials @3",
                "SettingsStoryboard=Settings @4",
                "kGlobal=Global @5",
                "kJoined=Checkout @6",
                "kA=a @7",
                "kB=b @7",
                "kCellID=Cell @11",
                "kParenthesised=Paren @12",
                "kIndented=Indented @13",
                "kSpliced=Spliced @14",
                "localStatic=LocalStatic @21",
                "localConst=LocalConst @22",
            ])
    }
}
