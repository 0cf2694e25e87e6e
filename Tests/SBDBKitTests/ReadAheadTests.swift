import Foundation
@testable import SBDBIndexing
import Testing

/// The index run's read pipeline: values come back in order whatever order the workers finish
/// in, no worker runs more than the window ahead of the consumer, and stopping early ends cleanly.
@Suite struct ReadAheadTests {
    @Test(arguments: [1, 2, 4])
    func valuesComeBackInOrderWithinTheWindow(workers: Int) {
        let window = 8
        let taken = LockedValue(0)
        let furthest = LockedValue(0)
        let reads = ReadAhead(count: 300, workers: workers, window: window) { index in
            furthest.update { $0 = max($0, index + 1 - taken.value) }
            // Uneven work, so later items often finish before earlier ones.
            usleep(useconds_t((index * 7_919) % 5 * 150))
            return index * 3
        }
        var values: [Int] = []
        for index in 0..<300 {
            values.append(reads.take(index))
            taken.update { $0 = index + 1 }
        }
        reads.finish()
        #expect(values == (0..<300).map { $0 * 3 })
        // The test learns of a take just after the pipeline does: one more than the window.
        #expect(furthest.value <= window + 1)
    }

    @Test func finishingEarlyStopsTheWorkersAndComputesNoMore() {
        let computed = LockedValue(0)
        let reads = ReadAhead(count: 10_000, workers: 2, window: 16) { index in
            computed.update { $0 += 1 }
            return index
        }
        #expect(reads.take(0) == 0)
        #expect(reads.take(1) == 1)
        reads.finish()
        // Two taken, at most a window ahead, plus what the workers held when told to stop.
        #expect(computed.value <= 2 + 16 + 2)
    }

    /// The ring has as many slots as the window, or as values when there are fewer.
    @Test(arguments: [(5, 64), (64, 64), (1_000, 3)])
    func everyWindowAgainstEveryCount(count: Int, window: Int) {
        let reads = ReadAhead(count: count, workers: 3, window: window) { "v\($0)" }
        let values = (0..<count).map { reads.take($0) }
        reads.finish()
        #expect(values == (0..<count).map { "v\($0)" })
    }

    @Test func nothingToReadIsFine() {
        let reads = ReadAhead(count: 0, workers: 2, window: 4) { $0 }
        reads.finish()
    }
}
