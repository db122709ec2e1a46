import Foundation
import ListDiffKit

/// A ``ListIdentifiable`` value as a diffable object: its ``ListIdentifiable/diffIdentifier`` is the identity and
/// `==` the content equality.
final class ListDiffableValueBox<Value: ListIdentifiable>: ListDiffable {
    let value: Value

    init(value: Value) {
        self.value = value
    }

    func diffIdentifier() -> NSObjectProtocol {
        value.diffIdentifier
    }

    func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        guard let other = object as? ListDiffableValueBox<Value> else { return false }
        return value == other.value
    }
}
