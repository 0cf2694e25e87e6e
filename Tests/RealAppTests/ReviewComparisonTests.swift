import RealAppReview
import Testing

/// The rules by which the real-app suite sets a report's rows against their review.
@Suite struct ReviewComparisonTests {
    static let header = "nib\tpath\towner_class\troot_classes\tvendored\tverdict\tcause"

    func review(_ lines: String...) throws -> ReviewFile {
        try ReviewFile.parse(([Self.header] + lines).joined(separator: "\n") + "\n", report: "unused-nibs")
    }

    func given(_ rows: [String]...) -> ReportRows {
        ReportRows(columns: ["nib", "path", "owner_class", "root_classes", "vendored"], rows: rows)
    }

    @Test func rowsGivenAndJudgedPass() throws {
        let file = try review("A\ta/A.xib\t\t\t0\ttrue\tnothing loads it", "B\tb/B.xib\t\t\t0\tfalse\thelper-load: B.loadNib()")
        let comparison = try Comparison(review: file, given: given(["A", "a/A.xib", "", "", "0"], ["B", "b/B.xib", "", "", "0"]))
        #expect(comparison.problems.isEmpty)
    }

    @Test func aRowNobodyJudgedFails() throws {
        let comparison = try Comparison(review: try review(), given: given(["A", "a/A.xib", "", "", "0"]))
        #expect(comparison.problems == [.unreviewed(["A", "a/A.xib", "", "", "0"])])
        #expect(comparison.messages(app: "App", path: "p.tsv")[0].contains("new row, judge it"))
    }

    @Test func aLostTrueRowFails() throws {
        let file = try review("A\ta/A.xib\t\t\t0\ttrue\tnothing loads it")
        let comparison = try Comparison(review: file, given: given())
        #expect(comparison.problems == [.lost(file.rows[0])])
    }

    @Test func aFalseRowThatGoesAwayMustBeMarkedFixedAndMayNotComeBack() throws {
        let open = try review("B\tb/B.xib\t\t\t0\tfalse\thelper-load: x")
        let gone = try Comparison(review: open, given: given())
        #expect(gone.problems == [.nowFixed(open.rows[0])])
        let marked = gone.recorded()
        #expect(marked.rows[0].verdict == .fixed)
        #expect(try Comparison(review: marked, given: given()).problems.isEmpty)
        let back = try Comparison(review: marked, given: given(["B", "b/B.xib", "", "", "0"]))
        #expect(back.problems == [.regressed(marked.rows[0])])
    }

    @Test func aMissingRowIsAKnownGapUntilFoundThenMustBeMarkedTrue() throws {
        let file = try review("C\tc/C.xib\t\t\t0\tmissing\tnothing loads it; its name is only in a comment")
        let notYet = try Comparison(review: file, given: given())
        #expect(notYet.problems.isEmpty)
        #expect(notYet.knownGaps == file.rows)
        let found = try Comparison(review: file, given: given(["C", "c/C.xib", "", "", "0"]))
        #expect(found.problems == [.nowFound(file.rows[0])])
        #expect(found.recorded().rows[0].verdict == .true)
    }

    @Test func rowsWithOneKeyPairWithTheReviewRowThatMatchesEveryColumn() throws {
        // Two rows with one key (path): the one still given is paired with its own review row,
        // whichever of the two the review lists first.
        let file = try review("A\ta/A.xib\tFirst\t\t0\tfalse\tloaded by x", "A\ta/A.xib\tSecond\t\t0\tfalse\tloaded by y")
        let comparison = try Comparison(review: file, given: given(["A", "a/A.xib", "Second", "", "0"]))
        #expect(comparison.problems == [.nowFixed(file.rows[0])])
        #expect(comparison.recorded().rows.map(\.verdict) == [.fixed, .false])
    }

    @Test func onlyKeyColumnsDecideWhichFindingARowIs() throws {
        // unused-nibs is keyed by path: a changed owner column is the same finding.
        let file = try review("A\ta/A.xib\tOld\t\t0\ttrue\tnothing loads it")
        let comparison = try Comparison(review: file, given: given(["A", "a/A.xib", "New", "", "0"]))
        #expect(comparison.problems.isEmpty)
        #expect(comparison.recorded().rows[0].values[2] == "New")
    }

    @Test func rowsWithTheSameKeyMatchOneForOne() throws {
        let file = try review("A\ta/A.xib\t\t\t0\ttrue\tone")
        let comparison = try Comparison(
            review: file, given: given(["A", "a/A.xib", "", "", "0"], ["A", "a/A.xib", "", "", "0"]))
        #expect(comparison.problems == [.unreviewed(["A", "a/A.xib", "", "", "0"])])
    }

    @Test func recordingAppendsNewRowsUnjudgedAndTheyStillFail() throws {
        let comparison = try Comparison(review: try review(), given: given(["A", "a/A.xib", "", "", "0"]))
        let recorded = comparison.recorded()
        #expect(recorded.rows.map(\.verdict) == [.unjudged])
        let reread = try ReviewFile.parse(recorded.render(), report: "unused-nibs")
        #expect(reread.rows.map(\.values) == recorded.rows.map(\.values))
        let again = try Comparison(review: reread, given: given(["A", "a/A.xib", "", "", "0"]))
        #expect(again.problems == [.unjudged(reread.rows[0])])
    }

    @Test func malformedReviewFilesAreRefusedWithTheirLine() throws {
        #expect(throws: ReviewError.malformed(path: "", line: 2, "no verdict; give one of true, false, missing, fixed, unsampled")) {
            try review("A\ta/A.xib\t\t\t0\t\t")
        }
        #expect(throws: ReviewError.malformed(path: "", line: 2, "a 'false' row needs a cause")) {
            try review("A\ta/A.xib\t\t\t0\tfalse\t")
        }
        #expect(throws: ReviewError.malformed(path: "", line: 2, "6 fields where the header has 7")) {
            try review("A\ta/A.xib\t\t0\ttrue\t")
        }
        #expect(throws: (any Error).self) { try ReviewFile.parse("nib\tpath\n", report: "unused-nibs") }
    }

    @Test func addedReportColumnsAreAdoptedOthersAreNot() throws {
        let file = try review("A\ta/A.xib\tO\t\t0\ttrue\tx")
        let adopted = try #require(file.adopting(columns: ["nib", "path", "status", "owner_class", "root_classes", "vendored"]))
        #expect(adopted.rows[0].values == ["A", "a/A.xib", "", "O", "", "0"])
        #expect(file.adopting(columns: ["path", "nib", "owner_class", "root_classes", "vendored"]) == nil)
        #expect(file.adopting(columns: ["nib", "path"]) == nil)
    }

    @Test func changedReportColumnsAreRefused() throws {
        #expect(throws: (any Error).self) {
            try Comparison(review: try review(), given: ReportRows(columns: ["nib", "path"], rows: []))
        }
    }

    @Test func figuresCountGivenRowsForPrecisionAndMissingRowsForRecall() throws {
        let file = try review(
            "A\ta/A.xib\t\t\t0\ttrue\tx", "B\tb/B.xib\t\t\t0\tfalse\thelper-load: y",
            "C\tc/C.xib\t\t\t0\tfalse\thelper-load: z", "D\td/D.xib\t\t\t0\tmissing\tw",
            "E\te/E.xib\t\t\t0\tfixed\tdynamic-name: v")
        let tally = Tally(file)
        #expect(tally.given == 3)
        #expect(tally.precision == 1.0 / 3.0)
        #expect(tally.recall == 0.5)
        let set = ReviewSet(entries: [ReviewSet.Entry(app: "App", file: file, path: "p")])
        let causes = set.falseCauses()
        #expect(causes.map(\.tag) == ["helper-load"])
        #expect(causes.map(\.rows) == [2])
        let table = PrecisionTable(set).render()
        #expect(table.contains("| unused-nibs | 3 | 1 | 2 | 0 | 1 | 33 % | 33 % | 50 % |"))
        #expect(table.contains("| App | 33 % (3) |"))
    }

    @Test func unsampledRowsPassWhileGivenAndAreDroppedWhenGone() throws {
        let file = try review("A\ta/A.xib\t\t\t0\tunsampled\t", "B\tb/B.xib\t\t\t0\ttrue\tx")
        let both = try Comparison(review: file, given: given(["A", "a/A.xib", "", "", "0"], ["B", "b/B.xib", "", "", "0"]))
        #expect(both.problems.isEmpty)
        let gone = try Comparison(review: file, given: given(["B", "b/B.xib", "", "", "0"]))
        #expect(gone.problems.isEmpty)
        #expect(gone.recorded().rows.map(\.values.first) == ["B"])
    }

    /// Two apps: one judged whole (1 of 2 true), one sampled (1 of 1 judged true, 3 more given
    /// unjudged). Per judged row 2 of 3 are true; per row a user sees (1 + 4) of 6.
    @Test func rowWeightedPrecisionWeighsEachSampleByTheRowsGiven() throws {
        let whole = try review("A\ta/A.xib\t\t\t0\ttrue\tx", "B\tb/B.xib\t\t\t0\tfalse\thelper-load: y")
        let sampled = try review(
            "C\tc/C.xib\t\t\t0\ttrue\tx", "D\td/D.xib\t\t\t0\tunsampled\t", "E\te/E.xib\t\t\t0\tunsampled\t",
            "F\tf/F.xib\t\t\t0\tunsampled\t")
        let groups = ["One": AppGroup(batch: 2, half: "tuning"), "Two": AppGroup(batch: 2, half: "held-back")]
        let set = ReviewSet(
            entries: [ReviewSet.Entry(app: "One", file: whole, path: "p"), ReviewSet.Entry(app: "Two", file: sampled, path: "q")],
            groups: groups)
        let tally = set.tally()
        #expect(tally.given == 6)
        #expect(tally.precision == 2.0 / 3.0)
        #expect(tally.rowWeightedPrecision == 5.0 / 6.0)
        #expect(set.filtered(half: "held-back").tally().rowWeightedPrecision == 1.0)
        #expect(set.filtered(batch: 2, half: "tuning").tally().given == 2)
        let table = PrecisionTable(set).render()
        #expect(table.contains("| report | batch 2 tuning | batch 2 held-back |"))
        #expect(table.contains("| unused-nibs | 50 % / 100 % (2) | 100 % / 100 % (4) |"))
    }

    @Test func appGroupsAreReadWithTheirLine() throws {
        let groups = try AppGroup.parse("app\tbatch\thalf\nOne\t1\ttuning\nTwo\t2\theld-back\n")
        #expect(groups == ["One": AppGroup(batch: 1, half: "tuning"), "Two": AppGroup(batch: 2, half: "held-back")])
        #expect(throws: ReviewError.malformed(path: "apps.tsv", line: 2, "expected 'app<TAB>batch<TAB>half' with a number and one of tuning, held-back")) {
            try AppGroup.parse("app\tbatch\thalf\nOne\t1\tlater\n")
        }
    }

    @Test func causeTagsAreTheWordBeforeTheColon() {
        #expect(ReviewSet.tagForTesting("framework-member: UIViewController.view") == "framework-member")
        #expect(ReviewSet.tagForTesting("unsure: first-responder: copy:") == "first-responder")
        #expect(ReviewSet.tagForTesting("loaded by a helper") == "other")
        #expect(ReviewSet.tagForTesting("a b: c") == "other")
    }
}
