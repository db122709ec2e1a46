import Foundation

extension ListView {
    /// The traits this view sets for itself and its subviews over the ones it inherits (UIKit's `traitOverrides`,
    /// iOS 17): only the traits set change; the view and each descendant whose traits change are told
    /// (``traitCollectionDidChange(_:)``, registered handlers) and laid out again.
    ///
    /// ```swift
    /// card.traitOverrides.userInterfaceStyle = .dark
    /// ```
    public var traitOverrides: ListTraitOverrides {
        get { traitRegistry?.overrides ?? ListTraitOverrides() }
        set {
            let previous = traitCollection
            ownTraitRegistry.overrides = newValue
            setNeedsLayoutInTree()
            traitsMayHaveChanged(from: previous)
        }
    }

    /// Calls `handler` each time one of `traits` changes in the view's trait collection (UIKit's
    /// `registerForTraitChanges(_:handler:)`, iOS 17), with the view and its previous traits — after
    /// ``traitCollectionDidChange(_:)``, before the next layout pass.
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
    ///     self.stack.axis = self.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - traits: the traits to watch.
    ///   - handler: the work; its first argument is this view.
    /// - Returns: the registration, for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<Observer: ListView>(
        _ traits: [ListTrait], handler: @escaping @MainActor (Observer, ListTraitCollection) -> Void
    ) -> ListTraitChangeRegistration {
        ownTraitRegistry.register(traits, handler: handler)
    }

    /// Stops calling a registration's handler (UIKit's `unregisterForTraitChanges(_:)`).
    public func unregisterForTraitChanges(_ registration: ListTraitChangeRegistration) {
        traitRegistry?.registrations.removeAll { $0 === registration }
    }

    /// The view's registry, made on first use.
    private var ownTraitRegistry: ListTraitRegistry {
        if let traitRegistry { return traitRegistry }
        let registry = ListTraitRegistry()
        traitRegistry = registry
        return registry
    }

    /// `inherited` with this view's trait overrides set.
    func applyingTraitOverrides(to inherited: ListTraitCollection) -> ListTraitCollection {
        guard let overrides = traitRegistry?.overrides, !overrides.isEmpty else { return inherited }
        return overrides.applied(to: inherited)
    }
}

extension ListViewController {
    /// The traits this screen sets for its view and the views in it (UIKit's `traitOverrides`): its root view's
    /// (``ListView/traitOverrides``; reading or setting it loads the view).
    public var traitOverrides: ListTraitOverrides {
        get { view.traitOverrides }
        set { view.traitOverrides = newValue }
    }

    /// Calls `handler` each time one of `traits` changes in the screen's trait collection (UIKit's
    /// `registerForTraitChanges(_:handler:)`), with the view controller and its previous traits — after its
    /// ``traitCollectionDidChange(_:)``.
    ///
    /// - Parameters:
    ///   - traits: the traits to watch.
    ///   - handler: the work; its first argument is this view controller.
    /// - Returns: the registration, for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<Observer: ListViewController>(
        _ traits: [ListTrait], handler: @escaping @MainActor (Observer, ListTraitCollection) -> Void
    ) -> ListTraitChangeRegistration {
        let registry = traitRegistry ?? ListTraitRegistry()
        traitRegistry = registry
        return registry.register(traits, handler: handler)
    }

    /// Stops calling a registration's handler (UIKit's `unregisterForTraitChanges(_:)`).
    public func unregisterForTraitChanges(_ registration: ListTraitChangeRegistration) {
        traitRegistry?.registrations.removeAll { $0 === registration }
    }
}
