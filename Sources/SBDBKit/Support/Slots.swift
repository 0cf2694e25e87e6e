/// Fixed slots that parallel workers fill, each index written by exactly one worker.
final class Slots<Element>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Element>

    init(count: Int, initial: Element) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: initial)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    subscript(index: Int) -> Element {
        get { buffer[index] }
        set { buffer[index] = newValue }
    }

    /// The filled values; call after the workers have finished.
    var values: [Element] { Array(buffer) }
}
