// expect: unavailable property 'diffIdentity' was used to satisfy a requirement of protocol 'ListDiffableValue'
// An IGListKit-style NSObject model declared as a Swift value model: NSObject's Hashable is pointer identity, so the
// Hashable default must not silently become its identity.
import Foundation
import ListDiffKit

final class User: NSObject, ListDiffableValue {
    let pk: Int
    let name: String
    init(pk: Int, name: String) { self.pk = pk; self.name = name }
    func diffIdentifier() -> NSObjectProtocol { pk as NSObjectProtocol }
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { (object as? User)?.name == name }
}
