import Foundation
import SBDBCore

/// Computes `count` values on `workers` threads, in index order but each as soon as a worker is
/// free, at most `window` ahead of the consumer, which takes them in order with `take`.
///
/// Unlike a batch on `concurrentPerform`, no core waits for the slowest item of a batch while
/// the writer works: reading, parsing and writing overlap all the time, and the window bounds
/// how many parsed files wait in memory.
///
/// Values wait in a ring of `window` slots: index `i` is computed only once `i` is less than
/// `window` ahead of the consumer, so it lands in slot `i % window` after the consumer took the
/// value that had it. (One slot per index, as before, held 290 bytes for every file of the
/// run, nil or not: 59 MB of a 203,520-file first index.)
final class ReadAhead<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var slots: [Value?]
    private let count: Int
    private var nextToCompute = 0
    /// Values below this index were taken.
    private var taken = 0
    private var stopped = false
    private let window: Int
    private let group = DispatchGroup()

    /// Each worker's stack: what the main thread has on Linux and macOS.
    static var stackSize: Int { 8 << 20 }

    init(count: Int, workers: Int, window: Int, _ compute: @escaping @Sendable (Int) -> Value) {
        self.count = count
        self.window = max(1, min(window, count))
        slots = Array(repeating: nil, count: self.window)
        for worker in 0..<max(1, min(workers, count)) {
            // Threads of their own with a stack sized for the parsers' recursion at the depths
            // `SwiftNesting` allows: a dispatch worker has 512 KB on macOS.
            group.enter()
            startThread(named: "sbdb.read-\(worker)", stackSize: Self.stackSize) { [self] in
                while let index = claim() {
                    let value = compute(index)
                    condition.lock()
                    slots[index % self.window] = value
                    condition.broadcast()
                    condition.unlock()
                }
                group.leave()
            }
        }
    }

    /// The next index to compute, once the window allows; nil when all are claimed or stopped.
    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, nextToCompute < count, nextToCompute >= taken + window { condition.wait() }
        guard !stopped, nextToCompute < count else { return nil }
        nextToCompute += 1
        return nextToCompute - 1
    }

    /// The value at `index`, waiting for it; indices must be taken in order.
    func take(_ index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        precondition(index == taken, "values are taken in order")
        let slot = index % window
        while slots[slot] == nil { condition.wait() }
        let value = slots[slot]!
        slots[slot] = nil
        taken = index + 1
        condition.broadcast()
        return value
    }

    /// Lets the workers finish what they hold and claim nothing more, and waits for them.
    func finish() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        group.wait()
    }
}
