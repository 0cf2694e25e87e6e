import SBDBCore
import Testing

/// "Did you mean …?": the closest known name to a mistyped one, or none when nothing is close.
@Suite struct SuggestionTests {
    let reports = ["broken-includes", "unused-nibs", "unused-storyboards", "dynamic-loads"]

    @Test func aTypoOrAPrefixFindsTheName() {
        #expect(Suggestion.closest(to: "unused-nib", in: reports) == "unused-nibs")
        #expect(Suggestion.closest(to: "brokn-includes", in: reports) == "broken-includes")
        #expect(Suggestion.closest(to: "Dynamic-Loads", in: reports) == "dynamic-loads")
        #expect(Suggestion.closest(to: "storyboards", in: reports) == "unused-storyboards")
    }

    @Test func somethingFarFromEveryNameFindsNothing() {
        #expect(Suggestion.closest(to: "colours", in: reports) == nil)
        #expect(Suggestion.closest(to: "", in: reports) == nil)
        #expect(Suggestion.didYouMean("zz", in: reports) == "")
    }
}
