@testable import SBDBLinks
import Testing

/// Parser → model: GRKStoryboardProxy's `[scene@]Storyboard[#bundle]` metadata, with every example
/// of ib-links.md §2.4 (GRK's unit tests, then cases that follow from its algorithm).
@Suite struct GRKMetadataTests {
    @Test(arguments: [
        // From GRK's unit tests.
        ("segue_1@Segue", GRKMetadata(scene: "segue_1", storyboard: "Segue", bundle: nil)),
        ("foo@bar# wooga ", GRKMetadata(scene: "foo", storyboard: "bar", bundle: "wooga")),
        (" @ # wooga", GRKMetadata(scene: nil, storyboard: nil, bundle: "wooga")),
        ("#", GRKMetadata(scene: nil, storyboard: nil, bundle: nil)),
        ("@#", GRKMetadata(scene: nil, storyboard: nil, bundle: nil)),
        // By the algorithm: the first @ ends the scene, the last # starts the bundle.
        ("foo@bar@baz", GRKMetadata(scene: "foo", storyboard: "bar@baz", bundle: nil)),
        ("a#b#c", GRKMetadata(scene: nil, storyboard: "a#b", bundle: "c")),
    ])
    func documentedExamples(metadata: String, expected: GRKMetadata) {
        #expect(GRKMetadata(metadata) == expected)
    }

    @Test(arguments: [
        // No @: the whole text (before any #) is the storyboard, the initial VC is meant.
        ("Tab1", GRKMetadata(scene: nil, storyboard: "Tab1", bundle: nil)),
        ("Tab1#com.example.Tabs", GRKMetadata(scene: nil, storyboard: "Tab1", bundle: "com.example.Tabs")),
        // "Foo@" names no storyboard: the proxy stays itself.
        ("Foo@", GRKMetadata(scene: "Foo", storyboard: nil, bundle: nil)),
        ("", GRKMetadata(scene: nil, storyboard: nil, bundle: nil)),
        // Trimming covers newlines as well as spaces.
        ("\n settings \n@\tSettings\n", GRKMetadata(scene: "settings", storyboard: "Settings", bundle: nil)),
    ])
    func edgeCases(metadata: String, expected: GRKMetadata) {
        #expect(GRKMetadata(metadata) == expected)
    }
}
