import SBDBReports
import Testing

/// A finding's warning as a sentence: `-- message:` templates in a report's header.
@Suite struct MessageTemplateTests {
    @Test func theFirstTemplateThatAppliesWordsTheRow() throws {
        let report = Report(
            name: "outlet-mismatches",
            text: """
                -- summary: s
                -- columns: class, property, kind, problem, path, line
                -- message: [problem=missing-in-code] The {kind} '{property}' is connected in IB, but {class} declares no such member
                -- message: The {kind} '{property}' of {class} is connected in no IB file
                SELECT 1
                """, origin: "built-in")
        #expect(report.headerProblems.isEmpty)
        var context = OutputContext(report: report.name)
        context.messages = report.messages
        let result = QueryResult(
            columns: report.columns,
            rows: [
                [.text("InboxViewController"), .text("titleLabel"), .text("outlet"), .text("missing-in-code"), .text("A.storyboard"), .integer(3)],
                [.text("InboxViewController"), .text("refresh:"), .text("action"), .text("not-connected"), .text("B.swift"), .integer(9)],
            ])
        #expect(
            Finding.findings(in: result, context: context).map(\.message) == [
                "The outlet 'titleLabel' is connected in IB, but InboxViewController declares no such member",
                "The action 'refresh:' of InboxViewController is connected in no IB file",
            ])
        // Without templates, the column: value pairs as before.
        #expect(
            Finding.findings(in: result, context: OutputContext(report: report.name)).first?.message
                == "class: InboxViewController; property: titleLabel; kind: outlet; problem: missing-in-code")
    }

    @Test func aTemplateNamingNoColumnIsAHeaderProblem() {
        let report = Report(name: "r", text: "-- columns: path\n-- message: {nope} is wrong\n-- message: [\nSELECT 1", origin: "x.sql")
        #expect(report.headerProblems.map(\.line).sorted() == [2, 3])
    }

    @Test func everyFindingReportSpeaksInSentences() {
        for report in ReportCatalog.builtIn where report.isFinding {
            #expect(!report.messages.isEmpty, "\(report.name) has no -- message:")
            #expect(report.headerProblems.isEmpty, "\(report.name): \(report.headerProblems.map(\.problem))")
            // A template without a condition words every row the others leave.
            #expect(report.messages.contains { $0.condition == nil }, "\(report.name) has no sentence for every row")
        }
    }
}
