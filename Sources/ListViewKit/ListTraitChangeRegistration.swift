import Foundation

/// UIKit's `UITraitChangeRegistration`: what `registerForTraitChanges(_:handler:)` returns, to pass to
/// `unregisterForTraitChanges(_:)` (a registration lasts as long as the view or view controller otherwise).
@MainActor
public final class ListTraitChangeRegistration {
    /// The traits whose change calls the handler.
    public let traits: [ListTrait]
    let handler: @MainActor (AnyObject, ListTraitCollection) -> Void

    init(traits: [ListTrait], handler: @escaping @MainActor (AnyObject, ListTraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the registered traits differs between two collections.
    func observesChange(from previous: ListTraitCollection, to current: ListTraitCollection) -> Bool {
        traits.contains { $0.differs(previous, current) }
    }
}
