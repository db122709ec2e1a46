import Foundation
import ListDiffKit

/// A diff of two object arrays running on a global dispatch queue (IGListKit's background diffing with
/// `allowsBackgroundDiffing`): the same `ListDiff` as on the main actor, so the result is identical.
///
/// The objects are handed to another thread, as IGListKit does: their `diffIdentifier()` and
/// `isEqual(toDiffableObject:)` run there while the main actor may run other work, so models must be safe to read
/// concurrently (immutable, as IGListKit requires). This is the one place that crosses threads; the arrays are
/// never mutated after the job is made and the result is read under a lock, hence `@unchecked Sendable`.
final class ListBackgroundDiff: @unchecked Sendable {
    private let from: [AnyListDiffable]
    private let to: [AnyListDiffable]
    private let condition = NSCondition()
    private var result: ListIndexSetResult?
    private var ranOnMainThread = false

    /// Starts diffing at once; `finished` runs on the diffing thread when the result is ready.
    init(from: [AnyListDiffable], to: [AnyListDiffable], finished: @escaping @Sendable () -> Void) {
        self.from = from
        self.to = to
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let diff = ListDiff(oldArray: self.from, newArray: self.to, option: .equality)
            let onMain = Thread.isMainThread
            condition.lock()
            result = diff
            ranOnMainThread = onMain
            condition.broadcast()
            condition.unlock()
            finished()
        }
    }

    /// Whether the result is ready.
    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return result != nil
    }

    /// Waits for the result (the main actor blocks; the diff itself never needs it).
    ///
    /// - Returns: the diff, and whether it ran off the main thread.
    func wait() -> (result: ListIndexSetResult, onBackgroundThread: Bool) {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return (result!, !ranOnMainThread)
    }
}
