import Foundation

/// What a view or view controller keeps of iOS 17's trait APIs: its trait overrides and its trait-change
/// registrations (most views have neither, and no registry).
@MainActor
final class ListTraitRegistry {
    var overrides = ListTraitOverrides()
    var registrations: [ListTraitChangeRegistration] = []

    /// Calls the handlers of the registrations whose traits differ between `previous` and `current`, in the order
    /// they were registered (a handler may register or unregister others: those registered at the change are called).
    func notify(_ observer: AnyObject, from previous: ListTraitCollection, to current: ListTraitCollection) {
        for registration in registrations where registration.observesChange(from: previous, to: current) {
            registration.handler(observer, previous)
        }
    }
}
