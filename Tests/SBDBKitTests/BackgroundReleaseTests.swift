#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SBDBCore
import Testing

/// `BackgroundRelease` frees what it is handed on its own queue, and `drain` waits for that.
@Suite struct BackgroundReleaseTests {
    /// Notes the thread its deinit runs on.
    final class Witness: @unchecked Sendable {
        let freedOn: UnsafeMutablePointer<pthread_t?>
        init(_ freedOn: UnsafeMutablePointer<pthread_t?>) { self.freedOn = freedOn }
        deinit { freedOn.pointee = pthread_self() }
    }

    @Test func valuesAreFreedOffTheCallingThread() {
        let freedOn = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 3)
        freedOn.initialize(repeating: nil, count: 3)
        defer { freedOn.deallocate() }
        let release = BackgroundRelease<[Witness]>()
        for index in 0..<3 {
            let batch = [Witness(freedOn + index)]
            release.release(consume batch)
        }
        release.drain()
        for index in 0..<3 {
            let thread = freedOn[index]
            #expect(thread != nil)
            if let thread { #expect(pthread_equal(thread, pthread_self()) == 0) }
        }
    }
}
