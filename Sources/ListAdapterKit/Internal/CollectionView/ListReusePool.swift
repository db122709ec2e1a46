import ListLayoutKit

/// The free views of a collection view, by kind and reuse identifier. Views leave the screen into the pool and
/// are handed out again by the next dequeue with the same identifier.
@MainActor
struct ListReusePool {
    private var free: [String: [ListReusableView]] = [:]

    /// Puts a view that left the screen into the pool.
    mutating func enqueue(_ view: ListReusableView, kind: ListElementKind) {
        free[Self.key(kind, view.reuseIdentifier), default: []].append(view)
    }

    /// Takes a free view, or `nil` when none is free.
    mutating func dequeue(kind: ListElementKind, reuseIdentifier: String) -> ListReusableView? {
        free[Self.key(kind, reuseIdentifier)]?.popLast()
    }

    /// The number of free views with this identifier.
    func count(kind: ListElementKind, reuseIdentifier: String) -> Int {
        free[Self.key(kind, reuseIdentifier)]?.count ?? 0
    }

    static func key(_ kind: ListElementKind, _ reuseIdentifier: String) -> String {
        kind.rawValue + "\u{1}" + reuseIdentifier
    }
}
