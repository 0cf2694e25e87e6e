/// Fixed slots that parallel workers fill, each index written by exactly one worker.
package final class Slots<Element>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Element>

    package init(count: Int, initial: Element) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: initial)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    package subscript(index: Int) -> Element {
        get { buffer[index] }
        set { buffer[index] = newValue }
    }

    /// The filled values; call after the workers have finished.
    package var values: [Element] { Array(buffer) }
}
