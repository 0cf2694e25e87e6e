@testable import SBDBCommands
import SBDBReports
import Testing

/// `sbdb explain` on a terminal: one block per piece of evidence, the target said once, the
/// detail in full, wrapped to the width (issue 38, item 6).
@Suite struct ExplainBlocksTests {
    @Test func eachPieceOfEvidenceIsABlock() {
        let columns = ["target", "target_path", "source", "source_path", "line", "mechanism", "detail", "problem"]
        let result = QueryResult(
            columns: columns,
            rows: [
                [
                    .text("Settings"), .text("App/Settings.storyboard"), .text("Account"), .text("App/Account.storyboard"), .integer(111),
                    .text("grk-storyboard-proxy"),
                    .text("restorationIdentifier \"settings@Settings\"; an unknown scene falls back to the initial view controller"), .null,
                ],
                [
                    .text("Settings"), .text("App/Settings.storyboard"), .text("Account"), .text("App/Account.storyboard"), .integer(127),
                    .text("rb-storyboard-link"), .text("keyPath storyboardName"), .text("missing-scene"),
                ],
            ])
        #expect(
            ExplainCommand.blocks(result, width: 60) == """
                Settings (App/Settings.storyboard) is named by 2 links:

                  1. grk-storyboard-proxy from Account (App/Account.storyboard:111)
                     restorationIdentifier "settings@Settings"; an unknown
                     scene falls back to the initial view controller

                  2. rb-storyboard-link from Account (App/Account.storyboard:127): missing-scene
                     keyPath storyboardName

                """)
    }
}
