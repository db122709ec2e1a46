// expect: overrides a 'final' instance method
// A value section controller that overrides the untyped didUpdate(to object: Any): it would take the boxed value
// in place of ListValueSectionController, so `value` would never be set and didUpdate(to value:) never called.
// As in IGListSwiftKit, the untyped form is final: the typed one is the override point.
import Foundation
import ListAdapterKit
import ListDiffKit

struct Message: ListIdentifiable {
    let id: Int
    var diffIdentifier: NSObjectProtocol { id as NSNumber }
}

final class MessageSectionController: ListValueSectionController<Message> {
    override func didUpdate(to object: Any) {}
}
