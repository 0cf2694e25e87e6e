#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
@testable import IBParsing
import Testing

/// The parses of one thread share libxml2's dictionary of names and the Swift strings made
/// from it, and look attributes up by code: no document may see anything of another.
@Suite struct ParserReuseTests {
    static let fixtures = [
        "iOS/Main.storyboard", "iOS/RecipeHeaderView.xib", "iOS/LegacyMainWindow.xib", "macOS/PreferencesWindow.xib",
        "macOS/Main.storyboard", "tvOS/Main.storyboard", "watchOS/Interface.storyboard", "iOS/FutureWidgets.storyboard",
    ]

    static func parse(_ bytes: [UInt8]) -> IBParseResult { IBParser.parse(bytes, path: "test.xib") }

    /// A document whose elements and attributes carry `count` names seen nowhere else.
    static func manyNames(_ count: Int, prefix: String) -> [UInt8] {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
        for index in 0..<count {
            xml += #"<\#(prefix)E\#(index) id="o\#(index)" \#(prefix)A\#(index)="v" customClass="C\#(index)"/>"#
        }
        xml += "</objects></document>"
        return Array(xml.utf8)
    }

    @Test func documentsParseTheSameAloneAndAfterOthers() throws {
        let inputs = try Self.fixtures.map { try FixtureLoader.bytes($0) }
        let first = inputs.map(Self.parse)
        // Again, in reverse, then interleaved with documents full of names of their own.
        for (index, input) in inputs.enumerated().reversed() {
            _ = Self.parse(Self.manyNames(50, prefix: "r\(index)"))
            #expect(Self.parse(input) == first[index], "\(Self.fixtures[index])")
        }
    }

    /// A hostile number of distinct names makes the thread start a fresh dictionary; documents
    /// before and after it are unaffected, and so is the big one.
    @Test func aDictionaryPastItsLimitIsDropped() throws {
        let input = try FixtureLoader.bytes("iOS/Main.storyboard")
        let before = Self.parse(input)
        let big = try #require(Self.parse(Self.manyNames(12_000, prefix: "big")).document)
        #expect(big.objects.count == 12_000)
        #expect(big.objects.last?.element == "bigE11999")
        #expect(big.objects.last?.customClass == "C11999")
        #expect(Self.parse(input) == before)
        #expect(
            Self.parse(Self.manyNames(3, prefix: "after")).document?.objects.map(\.element) == [
                "afterE0", "afterE1", "afterE2",
            ])
    }

    @Test func threadsParseIndependently() throws {
        let inputs = try Self.fixtures.map { try FixtureLoader.bytes($0) }
        let expected = inputs.map(Self.parse)
        let results = Results(count: inputs.count * 8)
        DispatchQueue.concurrentPerform(iterations: inputs.count * 8) { index in
            results[index] = Self.parse(inputs[index % inputs.count])
        }
        for index in 0..<inputs.count * 8 {
            #expect(results[index] == expected[index % inputs.count])
        }
    }

    /// Every attribute the builder reads has its own code, found from its name.
    @Test func attributeCodesAreDistinctAndFound() {
        let codes = IBAttribute.allCases.map(\.rawValue)
        #expect(Set(codes).count == IBAttribute.allCases.count)
        #expect(!codes.contains(0))
        for attribute in IBAttribute.allCases {
            #expect(IBAttribute.codes.code(of: String(describing: attribute)) == attribute.rawValue)
        }
        #expect(IBAttribute.codes.code(of: "notAnAttribute") == 0)
        #expect(IBAttribute.codes.code(of: "") == 0)
        #expect(IBAttribute.codes.code(of: "ID") == 0)
    }
}

/// One slot per iteration, each written by exactly one thread.
final class Results: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<IBParseResult?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    subscript(index: Int) -> IBParseResult? {
        get { slots[index] }
        set { slots[index] = newValue }
    }
}
