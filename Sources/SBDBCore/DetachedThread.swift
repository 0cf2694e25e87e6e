import Foundation

/// Starts `body` on a new thread named `name`, and lets go of `body`, and so of everything it
/// captured, on that thread as soon as `body` returns.
///
/// `Thread { … }` alone keeps its closure until the `Thread` object goes away, and that
/// happens only when glibc tears down the finished thread's thread-specific data
/// (`__nptl_deallocate_tsd`). Whatever the closure held the last reference to is then
/// deinitialised inside that destructor pass, after libdispatch, CoreFoundation and the Swift
/// runtime may have torn down their own per-thread state: closing a `Store` (GRDB's queues,
/// SQLite) and removing folders there corrupted the heap of the test process
/// ("malloc_consolidate(): unaligned fastbin chunk detected"). Here the closure is released
/// inside the thread's main function, where all of that still works.
/// `stackSize` in bytes, when the default (512 KB for secondary threads on macOS) is too small.
@discardableResult
package func startThread(named name: String, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Thread {
    let job = ThreadJob(body)
    let thread = Thread { job.run() }
    thread.name = name
    if let stackSize { thread.stackSize = stackSize }
    thread.start()
    return thread
}

/// Holds a thread's body until it runs; what is left at the thread's end is this empty box.
private final class ThreadJob: @unchecked Sendable {
    /// Set before the thread starts, taken once by the thread itself.
    private var body: (@Sendable () -> Void)?

    package init(_ body: @escaping @Sendable () -> Void) { self.body = body }

    package func run() {
        let body = self.body
        self.body = nil
        body?()
    }
}
