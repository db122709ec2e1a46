import Foundation

/// The identifier object of a ``ListDiffableValue``: equal and hashed as the value's ``ListDiffableValue/diffIdentity``.
final class ListDiffIdentityBox: NSObject {
    /// The identity.
    let identity: AnyHashable

    /// Wraps an identity.
    init(_ identity: AnyHashable) {
        self.identity = identity
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? ListDiffIdentityBox)?.identity == identity
    }

    override var hash: Int { identity.hashValue }

    override var description: String { "\(identity.base)" }
}
