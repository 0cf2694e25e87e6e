import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing

/// The Objective-C scanner's references: every API of ib-links.md §4.1, every name form of
/// §4.2, owners, and storyboards passed on to scenes.
@Suite struct ObjCReferenceTests {
    /// `source` wrapped in `@implementation Shop` … `@end`, one statement per line from line 3.
    func references(in statements: String) -> [String] {
        ObjCTestSupport.references("@implementation Shop\n- (void)go {\n" + statements + "\n}\n@end\n")
    }

    @Test func nibStoryboardAndSceneAPIs() {
        let found = references(
            in: """
                [UINib nibWithNibName:@"A" bundle:nil];
                [[NSBundle mainBundle] loadNibNamed:@"B" owner:nil options:nil];
                [[NSBundle mainBundle] loadNibNamed:@"C" owner:self topLevelObjects:&objects];
                [[NSNib alloc] initWithNibNamed:@"D" bundle:nil];
                [UIStoryboard storyboardWithName:@"E" bundle:nil];
                [storyboard instantiateViewControllerWithIdentifier:@"F"];
                [storyboard instantiateControllerWithIdentifier:@"G"];
                [[DetailViewController alloc] initWithNibName:@"H" bundle:nil];
                [[Prefs alloc] initWithWindowNibName:@"I"];
                [[Prefs alloc] initWithWindowNibName:@"J" owner:self];
                [storyboard instantiateViewControllerWithIdentifier:@"K" creator:^(NSCoder *coder) { return nil; }];
                [NSBundle loadNibNamed:@"L" owner:self];
                [NSStoryboard storyboardWithName:@"M" bundle:nil];
                """)
        #expect(
            found == [
                "nib [UINib nibWithNibName:bundle:] \"A\" @3 in Shop",
                "nib [NSBundle loadNibNamed:owner:options:] \"B\" @4 in Shop",
                "nib [NSBundle loadNibNamed:owner:topLevelObjects:] \"C\" owner:self @5 in Shop",
                "nib [NSNib initWithNibNamed:bundle:] \"D\" @6 in Shop",
                "storyboard [UIStoryboard storyboardWithName:bundle:] \"E\" @7 in Shop",
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:] \"F\" @8 in Shop",
                "scene [NSStoryboard instantiateControllerWithIdentifier:] \"G\" @9 in Shop",
                "nib [UIViewController initWithNibName:bundle:] \"H\" @10 in Shop",
                "nib [NSWindowController initWithWindowNibName:] \"I\" @11 in Shop",
                "nib [NSWindowController initWithWindowNibName:owner:] \"J\" owner:self @12 in Shop",
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:creator:] \"K\" @13 in Shop",
                "nib [NSBundle loadNibNamed:owner:] \"L\" owner:self @14 in Shop",
                "storyboard [NSStoryboard storyboardWithName:bundle:] \"M\" @15 in Shop",
            ])
    }

    @Test func reuseIdentifierAndSegueAPIs() {
        let found = references(
            in: """
                [tableView registerNib:nib forCellReuseIdentifier:@"A"];
                [collectionView registerNib:nib forCellWithReuseIdentifier:@"B"];
                [tableView registerNib:nib forHeaderFooterViewReuseIdentifier:@"C"];
                [tableView registerClass:[Cell class] forCellReuseIdentifier:@"D"];
                [collectionView registerClass:[Cell class] forCellWithReuseIdentifier:@"E"];
                [tableView dequeueReusableCellWithIdentifier:@"F"];
                [tableView dequeueReusableCellWithIdentifier:@"G" forIndexPath:indexPath];
                [collectionView dequeueReusableCellWithReuseIdentifier:@"H" forIndexPath:indexPath];
                [collectionView registerNib:nib forSupplementaryViewOfKind:kind withReuseIdentifier:@"I"];
                [self performSegueWithIdentifier:@"J" sender:self];
                """)
        #expect(
            found == [
                "reuse-identifier [UITableView registerNib:forCellReuseIdentifier:] \"A\" @3 in Shop",
                "reuse-identifier [UICollectionView registerNib:forCellWithReuseIdentifier:] \"B\" @4 in Shop",
                "reuse-identifier [UITableView registerNib:forHeaderFooterViewReuseIdentifier:] \"C\" @5 in Shop",
                "reuse-identifier [UITableView registerClass:forCellReuseIdentifier:] \"D\" @6 in Shop",
                "reuse-identifier [UICollectionView registerClass:forCellWithReuseIdentifier:] \"E\" @7 in Shop",
                "reuse-identifier [UITableView dequeueReusableCellWithIdentifier:] \"F\" @8 in Shop",
                "reuse-identifier [UITableView dequeueReusableCellWithIdentifier:forIndexPath:] \"G\" @9 in Shop",
                "reuse-identifier [UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:] \"H\" @10 in Shop",
                "reuse-identifier [UICollectionView registerNib:forSupplementaryViewOfKind:withReuseIdentifier:] \"I\" @11 in Shop",
                "segue [UIViewController performSegueWithIdentifier:sender:] \"J\" @12 in Shop",
            ])
    }

    @Test func nameForms() {
        let found = references(
            in: """
                [UINib nibWithNibName:@"Literal" bundle:nil];
                [UINib nibWithNibName:@"Joined" @"Name" bundle:nil];
                [UINib nibWithNibName:(@"Parenthesised") bundle:nil];
                [UINib nibWithNibName:kFeedNib bundle:nil];
                [UINib nibWithNibName:NSStringFromClass([self class]) bundle:nil];
                [UINib nibWithNibName:NSStringFromClass(self.class) bundle:nil];
                [UINib nibWithNibName:NSStringFromClass(self) bundle:nil];
                [UINib nibWithNibName:NSStringFromClass([super class]) bundle:nil];
                [UINib nibWithNibName:NSStringFromClass([RatingView class]) bundle:nil];
                [UINib nibWithNibName:NSStringFromClass(RatingView.class) bundle:nil];
                [UINib nibWithNibName:NSStringFromClass(someClass) bundle:nil];
                [UINib nibWithNibName:[self nibName] bundle:nil];
                [UINib nibWithNibName:self.nibName bundle:nil];
                [UINib nibWithNibName:[NSString stringWithFormat:@"%@Cell", prefix] bundle:nil];
                [UINib nibWithNibName:compact ? @"Small" : @"Large" bundle:nil];
                [UINib nibWithNibName:self bundle:nil];
                [UINib nibWithNibName:Names::kFeed bundle:nil];
                """)
        #expect(
            found == [
                "nib [UINib nibWithNibName:bundle:] \"Literal\" @3 in Shop",
                "nib [UINib nibWithNibName:bundle:] \"JoinedName\" @4 in Shop",
                "nib [UINib nibWithNibName:bundle:] \"Parenthesised\" @5 in Shop",
                "nib [UINib nibWithNibName:bundle:] const:kFeedNib @6 in Shop",
                "nib [UINib nibWithNibName:bundle:] class:Shop* @7 in Shop",
                "nib [UINib nibWithNibName:bundle:] class:Shop* @8 in Shop",
                "nib [UINib nibWithNibName:bundle:] class:Shop* @9 in Shop",
                "nib [UINib nibWithNibName:bundle:] class:Shop* @10 in Shop",
                "nib [UINib nibWithNibName:bundle:] class:RatingView @11 in Shop",
                "nib [UINib nibWithNibName:bundle:] class:RatingView @12 in Shop",
                "nib [UINib nibWithNibName:bundle:] dynamic @13 in Shop",
                // Whatever the class of self's -nibName returns (CodeLinks follows the providers).
                "nib [UINib nibWithNibName:bundle:] const:-nibName(self) @14 in Shop",
                "nib [UINib nibWithNibName:bundle:] dynamic @15 in Shop",
                "nib [UINib nibWithNibName:bundle:] dynamic @16 in Shop",
                // A choice names each branch.
                "nib [UINib nibWithNibName:bundle:] \"Small\" @17 in Shop",
                "nib [UINib nibWithNibName:bundle:] \"Large\" @17 in Shop",
                "nib [UINib nibWithNibName:bundle:] dynamic @18 in Shop",
                "nib [UINib nibWithNibName:bundle:] dynamic @19 in Shop",
            ])
    }

    @Test func aLocalGivenLiteralsNamesEachOfThem() {
        let found = references(
            in: """
                NSString *xibName = @"FileList";
                if (moving) {
                    xibName = @"FileListMove";
                }
                other = @"NotAName";
                [[FileListController alloc] initWithNibName:xibName onFolder:folder];
                [UINib nibWithNibName:other bundle:nil];
                """)
        #expect(
            found == [
                "nib [UIViewController initWithNibName:onFolder:] \"FileList\" @8 in Shop",
                "nib [UIViewController initWithNibName:onFolder:] \"FileListMove\" @8 in Shop",
                "nib [UINib nibWithNibName:bundle:] const:other @9 in Shop",
            ])
    }

    @Test func methodsThatReturnANameAreProviders() {
        let facts = ObjCScanner.scan(
            """
            @implementation Pane
            - (NSString *)mainNibName { return info ? info : NSStringFromClass([self class]); }
            - (NSString *)title { return @"General"; }
            - (NSString *)nameFor:(id)x { return @"Taken"; }
            + (NSString *)shared { return @"Class"; }
            + (NSUserInterfaceItemIdentifier)identifier { return (NSUserInterfaceItemIdentifier)NSStringFromClass(self); }
            - (NSInteger)count { return 3; }
            @end
            """)
        // Class methods too, with the SDK's names for NSString and a cast before the name.
        #expect(
            facts.constants.map { "\($0.name)=\($0.value)" } == [
                "Pane.-mainNibName=$(CLASS)", "Pane.-title=General", "Pane.-shared=Class", "Pane.-identifier=$(CLASS)",
            ])
    }

    @Test func sourceTextIsTheArgumentAsWrittenWithWhitespaceCollapsed() {
        let facts = ObjCScanner.scan(
            """
            @implementation Shop
            - (void)go {
                [UINib nibWithNibName:@"Two  Spaces" bundle:nil];
                [UINib nibWithNibName:  NSStringFromClass( [self   class] )
                               bundle:nil];
                [UINib nibWithNibName:flag
                                      ? @"A" /* why */ : @"B" bundle:nil];
                [UINib nibWithNibName:@"Joined" /* c */
                                      @"Name" bundle:nil];
            }
            @end
            """)
        #expect(
            facts.references.map(\.sourceText) == [
                "@\"Two  Spaces\"", "NSStringFromClass( [self class] )", "flag ? @\"A\" : @\"B\"", "flag ? @\"A\" : @\"B\"",
                "@\"Joined\" @\"Name\"",
            ])
    }

    @Test func methodParametersAreWhatCallersPassNotConstants() {
        #expect(
            ObjCTestSupport.references(
                """
                @implementation Detail
                - (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil
                {
                    return [super initWithNibName:nibNameOrNil bundle:nibBundleOrNil];
                }
                - (void)show:(NSString *)identifier { [self performSegueWithIdentifier:identifier sender:self]; }
                - (void)other { [self performSegueWithIdentifier:identifier sender:self]; }
                @end
                """) == [
                    "nib [UIViewController initWithNibName:bundle:] dynamic @4 in Detail",
                    // A parameter: what callers of show: pass (an override of the API itself stays dynamic).
                    "segue [UIViewController performSegueWithIdentifier:sender:] const:show:#_0 @6 in Detail",
                    "segue [UIViewController performSegueWithIdentifier:sender:] const:identifier @7 in Detail",
                ])
    }

    @Test func aNilNibNameAsksForTheNibNamedAfterTheClass() {
        #expect(
            references(
                in: """
                    [super initWithNibName:nil bundle:nil];
                    [[Detail alloc] initWithNibName:nil bundle:nil];
                    [UINib nibWithNibName:NULL bundle:nil];
                    [UINib nibWithNibName:Nil bundle:nil];
                    [[Detail alloc] initWithNibName:(nil) bundle:nil];
                    [self initWithNibName:NULL bundle:nil];
                    [[self class] initWithNibName:nil bundle:nil];
                    """) == [
                    "nib init(nibName: nil) class:Shop @3 in Shop",
                    "nib init(nibName: nil) class:Detail @4 in Shop",
                    "nib init(nibName: nil) class:Detail @7 in Shop",
                    "nib init(nibName: nil) class:Shop @8 in Shop",
                ])
    }

    @Test func controllersCreatedWithoutANibNameAskForTheirOwn() {
        let facts = ObjCScanner.scan(
            """
            @implementation Shop
            - (void)go {
                [[OrdersViewController alloc] init];
                [PrefsWindowController new];
                [[Helper alloc] init];
                [[NSObject alloc] init];
                [[[OrdersViewController alloc] init] autorelease];
                [[OrdersViewController alloc] initWithCoder:coder];
                [orders init];
            }
            @end
            """)
        #expect(
            facts.references.map { "\(ObjCTestSupport.describe($0.value)) @\($0.line) \($0.sourceText)" } == [
                "class:OrdersViewController @3 [[OrdersViewController alloc] init]",
                "class:PrefsWindowController @4 [PrefsWindowController new]",
                // Whatever its name: its class chain decides when links are made (not NSObject's).
                "class:Helper @5 [[Helper alloc] init]",
                "class:OrdersViewController @7 [[OrdersViewController alloc] init]",
            ])
    }

    @Test func ownersOfLoadedNibs() {
        let found = references(
            in: """
                [[NSBundle mainBundle] loadNibNamed:@"A" owner:self options:nil];
                [[NSBundle mainBundle] loadNibNamed:@"B" owner:nil options:nil];
                [[NSBundle mainBundle] loadNibNamed:@"C" owner:self.delegate options:nil];
                [[UINib nibWithNibName:@"D" bundle:nil] instantiateWithOwner:self options:nil];
                [[UINib nibWithNibName:@"E" bundle:nil] instantiateWithOwner:other options:nil];
                UINib *nib = [UINib nibWithNibName:@"F" bundle:nil];
                NSArray *objects = [nib instantiateWithOwner:self options:nil];
                [[[NSNib alloc] initWithNibNamed:@"G" bundle:nil] instantiateWithOwner:self topLevelObjects:nil];
                [[NSBundle mainBundle] loadNibNamed:@"H" owner:(self) options:nil];
                UINib *reused = [UINib nibWithNibName:@"I" bundle:nil];
                reused = [self otherNib];
                [reused instantiateWithOwner:self options:nil];
                """)
        #expect(
            found == [
                "nib [NSBundle loadNibNamed:owner:options:] \"A\" owner:self @3 in Shop",
                "nib [NSBundle loadNibNamed:owner:options:] \"B\" @4 in Shop",
                "nib [NSBundle loadNibNamed:owner:options:] \"C\" @5 in Shop",
                "nib [UINib nibWithNibName:bundle:] \"D\" owner:self @6 in Shop",
                "nib [UINib nibWithNibName:bundle:] \"E\" @7 in Shop",
                "nib [UINib nibWithNibName:bundle:] \"F\" owner:self @8 in Shop",
                "nib [NSNib initWithNibNamed:bundle:] \"G\" owner:self @10 in Shop",
                "nib [NSBundle loadNibNamed:owner:options:] \"H\" owner:self @11 in Shop",
                "nib [UINib nibWithNibName:bundle:] \"I\" @12 in Shop",
            ])
    }

    @Test func scenesRememberTheirStoryboard() {
        let found = references(
            in: """
                [[UIStoryboard storyboardWithName:@"Shop" bundle:nil] instantiateViewControllerWithIdentifier:@"Cart"];
                UIStoryboard *settings = [UIStoryboard storyboardWithName:kSettings bundle:nil];
                [settings instantiateViewControllerWithIdentifier:@"Privacy"];
                [self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
                """)
        #expect(
            found == [
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:] \"Cart\" in:\"Shop\" @3 in Shop",
                "storyboard [UIStoryboard storyboardWithName:bundle:] \"Shop\" @3 in Shop",
                "storyboard [UIStoryboard storyboardWithName:bundle:] const:kSettings @4 in Shop",
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:] \"Privacy\" in:const:kSettings @5 in Shop",
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:] \"Detail\" @6 in Shop",
            ])
    }

    @Test func registeringACellNibNamesTheNibAndTheReuseIdentifier() {
        #expect(
            references(
                in: """
                    [self.tableView registerNib:[UINib nibWithNibName:@"OrderCell" bundle:nil]
                         forCellReuseIdentifier:kOrderCell];
                    """) == [
                    "reuse-identifier [UITableView registerNib:forCellReuseIdentifier:] const:kOrderCell @4 in Shop",
                    "nib [UINib nibWithNibName:bundle:] \"OrderCell\" @3 in Shop",
                ])
    }

    @Test func keywordArgumentsStopAtTheNextKeywordOrBracket() {
        #expect(
            references(
                in: """
                    [[NSBundle mainBundle] loadNibNamed:flag ? @"A" : @"B" owner:self options:@{ @"k": v }];
                    [[NSBundle mainBundle] loadNibNamed:flag ?: @"B" owner:self options:nil];
                    [UIView animateWithDuration:0.3 animations:^{ [self performSegueWithIdentifier:@"Done" sender:nil]; } completion:nil];
                    """) == [
                    "nib [NSBundle loadNibNamed:owner:options:] \"A\" owner:self @3 in Shop",
                    "nib [NSBundle loadNibNamed:owner:options:] \"B\" owner:self @3 in Shop",
                    // `a ?: b` is a's value when it has one: unbounded.
                    "nib [NSBundle loadNibNamed:owner:options:] dynamic owner:self @4 in Shop",
                    "segue [UIViewController performSegueWithIdentifier:sender:] \"Done\" @5 in Shop",
                ])
    }

    @Test func enclosingTypes() {
        let found = ObjCTestSupport.references(
            """
            static UINib *SharedNib(void) { return [UINib nibWithNibName:@"Shared" bundle:nil]; }
            @implementation UIView (NibLoading)
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass(self) bundle:nil]; }
            @end
            @implementation Detail : UIViewController
            - (id)init { return [super initWithNibName:NSStringFromClass([Detail class]) bundle:nil]; }
            @end
            """)
        #expect(
            found == [
                "nib [UINib nibWithNibName:bundle:] \"Shared\" @1 in -",
                "nib [UINib nibWithNibName:bundle:] class:UIView* @3 in UIView",
                "nib [UIViewController initWithNibName:bundle:] class:Detail @6 in Detail",
            ])
    }

    @Test func appKitFilesNameAppKitClasses() {
        let found = ObjCTestSupport.references(
            """
            #import <Cocoa/Cocoa.h>
            @implementation Prefs
            - (id)init { return [super initWithNibName:@"Prefs" bundle:nil]; }
            - (void)go { [self performSegueWithIdentifier:@"Next" sender:self]; [NSStoryboard storyboardWithName:@"Main" bundle:nil]; }
            @end
            """)
        #expect(
            found == [
                "nib [NSViewController initWithNibName:bundle:] \"Prefs\" @3 in Prefs",
                "segue [NSViewController performSegueWithIdentifier:sender:] \"Next\" @4 in Prefs",
                "storyboard [NSStoryboard storyboardWithName:bundle:] \"Main\" @4 in Prefs",
            ])
        #expect(
            ObjCTestSupport.references("@import AppKit;\n[x storyboardWithName:@\"M\" bundle:nil];")
                == ["storyboard [NSStoryboard storyboardWithName:bundle:] \"M\" @2 in -"])
    }
}
