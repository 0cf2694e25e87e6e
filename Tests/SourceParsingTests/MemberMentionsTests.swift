import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing
@testable import SwiftSourceParsing

/// Member-like names and how often code mentions them, comments and strings left out.
@Suite struct MemberMentionsTests {
    @Test func swiftCountsNamesOutsideCommentsAndStrings() {
        let facts = SwiftScanner.scan(
            #"""
            @IBOutlet var footer: UIView!
            // footer in a comment /* footer */
            /* outer /* nested footer */ still comment footer */
            let a = "footer \(footer) text"
            let b = #"footer "quoted" footer"#
            let c = """
                footer
                """
            func go() { footer = UIView(); _ = #selector(refresh(_:)); self.footer.isHidden = true }
            """#)
        #expect(facts.mentions["footer"] == 3)
        #expect(facts.mentions["refresh"] == 1)
        #expect(facts.mentions["isHidden"] == 1)
        #expect(facts.mentions["selector"] == nil, "#selector is no member")
        #expect(facts.mentions["let"] == nil && facts.mentions["func"] == nil && facts.mentions["self"] == nil)
        #expect(facts.mentions["UIView"] == nil, "types are not members")
        // A property set through a member access is marked as assigned; a comparison is not.
        #expect(facts.mentions["=isHidden"] == 1)
        #expect(facts.mentions["=footer"] == nil, "a bare assignment is the file's own business")
        #expect(MemberMentions.swift(Array("if view.nibName == x { card.nibName = \"A\" }".utf8))["=nibName"] == 1)
    }

    @Test func objectiveCCountsIdentifiersAndSelectorPieces() {
        let facts = ObjCScanner.scan(
            """
            - (IBAction)reload:(id)sender;
            // reload in a comment
            - (void)go { [self reload:nil]; NSLog(@"reload"); SEL s = @selector(reload:); _status = nil; }
            @synthesize status = _status;
            - (IBAction)QS_stop:(id)sender { [b setAction:@selector(QS_stop:)]; NSSelectorFromString(@"reload:"); }
            """)
        #expect(facts.mentions["QS_stop"] == 2, "an upper-case selector piece counts")
        #expect(facts.mentions["NSLog"] == nil, "a type or function name does not")
        #expect(facts.mentions["reload"] == 4)
        #expect(facts.mentions["_status"] == 1, "@synthesize restates, it does not use")
        #expect(facts.mentions["sender"] == 2)
        #expect(facts.mentions["self"] == nil && facts.mentions["void"] == nil && facts.mentions["id"] == nil)
    }

    @Test func unterminatedStringsAndCommentsEndTheScanSafely() {
        #expect(MemberMentions.swift(Array("let a = \"open\nfooter /* never closed footer".utf8)) == ["a": 1, "footer": 1])
        #expect(MemberMentions.swift(Array("x #\"raw\"".utf8)) == ["x": 1])
    }

    /// The length filters rule out no member: the constant minimum is the set's, and every label
    /// member's length is in the mask (and a length of none is not).
    @Test func lengthFiltersAgreeWithTheMemberLists() {
        #expect(MemberMentions.accessibilityMembers.map(\.utf8.count).min() == MemberMentions.accessibilityMemberMinimumLength)
        let lengths = Set(MemberMentions.labelMembers.map(\.utf8.count))
        for length in 0..<70 { #expect(MemberMentions.mayBeLabelMember(length: length) == lengths.contains(length), "\(length)") }
    }
}
