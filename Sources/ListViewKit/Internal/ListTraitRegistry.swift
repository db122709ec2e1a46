import Foundation

/// What a view or view controller keeps of iOS 17's trait APIs: its trait overrides and its trait-change
/// registrations (most views have neither, and no registry).
@MainActor
final class ListTraitRegistry {
    var overrides = ListTraitOverrides()
    var registrations: [ListTraitChangeRegistration] = []

    /// Registers `handler` for changes of `traits`, called with `Observer` (the view or view controller the registry
    /// belongs to).
    func register<Observer: AnyObject>(
        _ traits: [ListTrait], handler: @escaping @MainActor (Observer, ListTraitCollection) -> Void
    ) -> ListTraitChangeRegistration {
        let registration = ListTraitChangeRegistration(traits: traits) { observer, previous in
            if let observer = observer as? Observer { handler(observer, previous) }
        }
        registrations.append(registration)
        return registration
    }

    /// Calls the handlers of the registrations whose traits differ between `previous` and `current`, in the order
    /// they were registered (a handler may register or unregister others: those registered at the change are called).
    func notify(_ observer: AnyObject, from previous: ListTraitCollection, to current: ListTraitCollection) {
        for registration in registrations where registration.observesChange(from: previous, to: current) {
            registration.handler(observer, previous)
        }
    }
}
