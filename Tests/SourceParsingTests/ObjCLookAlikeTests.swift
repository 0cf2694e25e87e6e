import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing

/// Things that look like references or IB members but are not: each must yield nothing.
@Suite struct ObjCLookAlikeTests {
    @Test func callsInCommentsDoNotCount() {
        let facts = ObjCScanner.scan(
            """
            @implementation Shop
            - (void)go {
                // [[NSBundle mainBundle] loadNibNamed:@"LineComment" owner:self options:nil];
                /* [UINib nibWithNibName:@"BlockComment" bundle:nil]; */
                /*
                 * [self performSegueWithIdentifier:@"MultiLine" sender:nil];
                 */
                /// [tableView dequeueReusableCellWithIdentifier:@"DocComment"];
                // a line comment continued by a splice \\
                [UIStoryboard storyboardWithName:@"Spliced" bundle:nil];
                [self /* [UINib nibWithNibName:@"Inside" bundle:nil] */ reload];
            }
            @end
            """)
        #expect(facts.references.isEmpty)
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func callsInsideStringLiteralsDoNotCount() {
        let facts = ObjCScanner.scan(
            """
            @implementation Shop
            - (void)go {
                NSLog(@"[[NSBundle mainBundle] loadNibNamed:@\\"InString\\" owner:self options:nil]");
                NSString *help = @"loadNibNamed:";
                const char *c = "[UINib nibWithNibName:@\\"CString\\" bundle:nil]";
                char quote = '[';
                char other = ']';
            }
            @end
            """)
        #expect(facts.references.isEmpty)
        #expect(facts.constants.isEmpty)
    }

    @Test func selectorsAndDeclarationsAreNotCalls() {
        let facts = ObjCScanner.scan(
            """
            @interface NibLoader : NSObject
            - (void)loadNibNamed:(NSString *)name;
            - (NSArray *)loadNibNamed:(NSString *)name owner:(id)owner options:(NSDictionary *)options;
            + (instancetype)storyboardWithName:(NSString *)name bundle:(NSBundle *)bundle;
            @end
            @implementation NibLoader
            - (void)loadNibNamed:(NSString *)name
            {
                SEL a = @selector(loadNibNamed:owner:options:);
                [self performSelector:@selector(instantiateViewControllerWithIdentifier:) withObject:nil];
                if ([bundle respondsToSelector:@selector(loadNibNamed:owner:topLevelObjects:)]) {}
            }
            @end
            """)
        #expect(facts.references.isEmpty)
        #expect(facts.members.filter(\.isAnnotated).isEmpty)
    }

    @Test func unknownSelectorsAndPartialSelectorsAreNotAPIs() {
        #expect(
            ObjCTestSupport.references(
                """
                [bundle loadNibNamed:@"NoOwner"];
                [bundle loadNibNamedX:@"Prefixed" owner:self options:nil];
                [self myLoadNibNamed:@"Wrapped" owner:self options:nil];
                [storyboard instantiateViewControllerWithIdentifier];
                [self.items[0] performSegueWithIdentifierX:@"X" sender:nil];
                """
            ).isEmpty)
    }

    @Test func ibWordsInCommentsAndStringsAreNotMembers() {
        let facts = ObjCScanner.scan(
            """
            // IB_DESIGNABLE
            /* IB_DESIGNABLE */ @interface Commented : UIView
            // @property (nonatomic, weak) IBOutlet UILabel *inLineComment;
            /* @property (nonatomic, weak) IBOutlet UILabel *inBlockComment; */
            @property (nonatomic, copy) NSString *text; // IBOutlet
            @property (nonatomic, copy) NSString *hint; /* IBInspectable */
            // - (IBAction)commented:(id)sender;
            @end
            """)
        #expect(facts.members.filter(\.isAnnotated).isEmpty)
        #expect(facts.types.map(\.isDesignable) == [false])
    }

    @Test func disabledCodeDoesNotCount() {
        let facts = ObjCScanner.scan(
            """
            #if 0
            @interface Old : UIView
            @property (nonatomic, weak) IBOutlet UILabel *old;
            @end
            [UINib nibWithNibName:@"Old" bundle:nil];
            it's prose, with an apostrophe
            #if X
            #endif
            #else
            [UINib nibWithNibName:@"New" bundle:nil];
            #endif
            """)
        #expect(facts.types.isEmpty)
        #expect(facts.members.filter(\.isAnnotated).isEmpty)
        #expect(ObjCTestSupport.references(facts) == ["nib [UINib nibWithNibName:bundle:] \"New\" @10 in -"])
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func macroBodiesAreNotCode() {
        let facts = ObjCScanner.scan(
            """
            #define LOAD_BADGE() [[NSBundle mainBundle] loadNibNamed:@"Macro" owner:self options:nil]
            #define OUTLET IBOutlet UIView *macroView;
            """)
        #expect(facts.references.isEmpty)
        #expect(facts.members.filter(\.isAnnotated).isEmpty)
    }

    @Test func objectiveCPlusPlusFixture() throws {
        let facts = ObjCScanner.scan(try ObjCTestSupport.fixture("Renderer.mm"))
        #expect(facts.types == [CodeType(kind: .class, name: "RendererView", superclass: "UIView", line: 16)])
        #expect(facts.members.filter(\.isAnnotated).isEmpty)
        #expect(facts.constants.isEmpty)
        #expect(
            ObjCTestSupport.references(facts) == [
                "nib [NSBundle loadNibNamed:owner:options:] \"RendererOverlay\" owner:self @30 in RendererView"
            ])
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func cPlusPlusInSendsDoesNotConfuseKeywords() {
        #expect(
            ObjCTestSupport.references(
                """
                @implementation Mixed
                - (void)go {
                    [self.tableView registerNib:[UINib nibWithNibName:@(std::string("A").c_str()) bundle:nil]
                         forCellReuseIdentifier:[&]() { return @"B"; }()];
                    [view setLabel:flag ? std::max(a, b) : c forKey:@"K"];
                    auto values = std::map<std::string, int>{{"x", 1}};
                    [[NSBundle mainBundle] loadNibNamed:ns::kName owner:self options:nil];
                }
                @end
                """) == [
                    "reuse-identifier [UITableView registerNib:forCellReuseIdentifier:] dynamic @4 in Mixed",
                    "nib [UINib nibWithNibName:bundle:] dynamic @3 in Mixed",
                    "nib [NSBundle loadNibNamed:owner:options:] dynamic owner:self @7 in Mixed",
                ])
    }
}
