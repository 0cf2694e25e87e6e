import Dispatch

/// Frees values on a background thread. Releasing a batch of parsed documents (tens of
/// thousands of strings and arrays) is work the writer thread, the critical path of an index
/// run, need not do: it hands the batch over and moves on to the next one.
package final class BackgroundRelease<Value>: @unchecked Sendable {
    private let queue = DispatchQueue(label: "sbdb.background-release", qos: .utility)
    /// Only the queue touches a parcel's value once it is handed over.
    private final class Parcel: @unchecked Sendable {
        package var value: Value?
        package init(_ value: consuming Value) { self.value = value }
    }

    package init() {}

    /// Takes `value` over; the caller must hold no other reference to its storage for the
    /// release to happen on the background thread (it is correct either way).
    package func release(_ value: consuming Value) {
        let parcel = Parcel(value)
        queue.async { parcel.value = nil }
    }

    /// Waits until everything handed over so far is freed.
    package func drain() {
        queue.sync {}
    }
}
