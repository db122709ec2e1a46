import Foundation

/// What a view's accessibility properties were set to (`nil`: not set, so the view's default applies — UIKit
/// restores a default when a property is set back to `nil`).
struct ListAccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: ListAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var customActions: [ListAccessibilityCustomAction]?
    var respondsToUserInteraction: Bool?
}
