import Foundation
@testable import SBDBCore
import Testing

/// `startThread` lets go of its body, and of what the body captured, while the thread still
/// runs: never in the thread-specific-data teardown after it, where releasing a watcher's
/// Store corrupted the heap.
@Suite struct DetachedThreadTests {
    @Test func capturesAreReleasedBeforeTheThreadEnds() {
        let state = LockedValue<String?>(nil)
        let released = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        var probe: Probe? = Probe { seen in
            state.update { $0 = seen }
            released.signal()
        }
        // Weak, so that the thread's own retain is all that keeps its `Thread` object.
        probe?.thread = startThread(named: "sbdb.test.probe") { [probe] in
            go.wait()
            withExtendedLifetime(probe) {}
        }
        probe = nil  // the body now holds the last reference
        go.signal()
        #expect(released.wait(timeout: .now() + 10) == .success)
        // With a bare `Thread { … }` the probe goes with the `Thread` object, after the
        // thread has finished: the weak reference is nil by then.
        #expect(state.value == "executing")
    }

    @Test func manyThreadsInARowEachReleaseTheirCaptures() {
        let released = LockedValue(0)
        let group = DispatchGroup()
        for _ in 0..<50 {
            group.enter()
            let probe = Probe { _ in
                released.update { $0 += 1 }
                group.leave()
            }
            startThread(named: "sbdb.test.probe") { [probe] in withExtendedLifetime(probe) {} }
        }
        #expect(group.wait(timeout: .now() + 20) == .success)
        #expect(released.value == 50)
    }
}

/// Reports, when it goes, whether the thread it names was still executing.
private final class Probe: @unchecked Sendable {
    weak var thread: Thread?
    private let gone: (String) -> Void

    init(gone: @escaping (String) -> Void) { self.gone = gone }

    deinit {
        guard let thread else { return gone("thread gone") }
        gone(thread.isExecuting ? "executing" : "finished")
    }
}
