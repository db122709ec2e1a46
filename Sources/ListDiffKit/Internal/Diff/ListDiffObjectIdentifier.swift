import Foundation

/// The identifier object of an IGListKit-style ``ListDiffable`` as a `Hashable` value: equal by `isEqual(_:)`, hashed
/// by `hash`, as IGListKit's diff keys its table.
struct ListDiffObjectIdentifier: Hashable, CustomStringConvertible {
    /// The object `diffIdentifier()` returned.
    let object: NSObjectProtocol

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.object === rhs.object || lhs.object.isEqual(rhs.object)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(object.hash)
    }

    var description: String { object.description }
}
