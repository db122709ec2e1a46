/// What the changeset algorithm needs of one section: its count, and removing, inserting and replacing elements.
///
/// Two conformances let one algorithm serve both verification and application: `Int` (a section's item count,
/// with `Void` elements) for checking a changeset against counts alone, and `[Model]` for applying it to models.
protocol ChangesetSection {
    associatedtype Element
    /// An empty section.
    static var empty: Self { get }
    /// The number of items.
    var count: Int { get }
    /// The element at `index`.
    func element(at index: Int) -> Element
    /// Replaces the element at `index`.
    mutating func replace(at index: Int, with element: Element)
    /// Removes the elements at `indexes`, which are ascending and unique.
    mutating func remove(atAscending indexes: [Int])
    /// Inserts `element` at `index` (`0...count`).
    mutating func insert(_ element: Element, at index: Int)
}

extension Int: ChangesetSection {
    static var empty: Int { 0 }
    var count: Int { self }
    func element(at index: Int) {}
    mutating func replace(at index: Int, with element: Void) {}
    mutating func remove(atAscending indexes: [Int]) { self -= indexes.count }
    mutating func insert(_ element: Void, at index: Int) { self += 1 }
}

// `insert(_:at:)` is Array's own.
extension Array: ChangesetSection {
    static var empty: [Element] { [] }

    func element(at index: Int) -> Element { self[index] }

    mutating func replace(at index: Int, with element: Element) { self[index] = element }

    mutating func remove(atAscending indexes: [Int]) {
        guard !indexes.isEmpty else { return }
        var result: [Element] = []
        result.reserveCapacity(count - indexes.count)
        var next = 0
        for (offset, element) in enumerated() {
            if next < indexes.count, indexes[next] == offset {
                next += 1
            } else {
                result.append(element)
            }
        }
        self = result
    }
}
