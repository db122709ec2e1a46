// expect: unavailable instance method 'isEqual(toDiffableObject:)' was used to satisfy a requirement of protocol 'ListDiffableValue'
// A class with a typed identity but no content equality: NSObject's == is pointer identity, so it must not become
// the content comparison.
import Foundation
import ListDiffKit

final class Photo: NSObject, ListDiffableValue {
    let id: Int
    init(id: Int) { self.id = id }
    var diffIdentity: Int { id }
}
