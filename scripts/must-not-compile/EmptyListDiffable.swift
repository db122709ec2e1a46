// expect: type 'User' does not conform to protocol 'ListDiffable'
// ListDiffable has no defaults: a model that writes neither method does not compile (no pointer-identity diff).
import Foundation
import ListDiffKit

final class User: NSObject, ListDiffable {
    let pk = 1
}
