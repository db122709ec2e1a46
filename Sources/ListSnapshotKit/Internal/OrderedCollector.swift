import Foundation

/// Hands out indexes to worker threads and passes their results on in index order, whatever order they finish in.
///
/// Workers call ``nextIndex()`` until it returns `nil`, then ``deliver(_:at:)``; `emit` is called for each result
/// in index order as soon as every earlier one has arrived, one call at a time.
final class OrderedCollector<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]
    private var next = 0
    private var emitted = 0
    private let emit: (Result) -> Void

    init(count: Int, emit: @escaping @Sendable (Result) -> Void) {
        slots = Array(repeating: nil, count: count)
        self.emit = emit
    }

    /// The next index to work on, or `nil` when every index has been handed out.
    func nextIndex() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Stores the result of `index` and emits every result that is now in order.
    func deliver(_ result: Result, at index: Int) {
        lock.withLock {
            slots[index] = result
            while emitted < slots.count, let ready = slots[emitted] {
                emit(ready)
                emitted += 1
            }
        }
    }

    /// Every result, in order (call once all are delivered).
    var results: [Result] { lock.withLock { slots.compactMap { $0 } } }
}
