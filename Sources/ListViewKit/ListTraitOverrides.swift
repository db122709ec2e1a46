import Foundation
import ListCore

/// UIKit's `UITraitOverrides` (iOS 17): the traits a view or view controller sets for itself and its subviews, over
/// the ones it inherits — only those set; every other trait still comes from the superview (``ListView/traitOverrides``).
///
/// ```swift
/// view.traitOverrides.userInterfaceStyle = .dark          // this subtree is dark; the rest inherits
/// view.traitOverrides.horizontalSizeClass = .compact
/// view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
/// ```
public struct ListTraitOverrides: Sendable {
    private struct Entry: Sendable {
        let trait: ObjectIdentifier
        let apply: @Sendable (inout ListTraitCollection) -> Void
        let value: any Sendable
    }

    private var entries: [Entry] = []

    /// No trait overridden.
    public init() {}

    /// The overridden value of a trait, its default value when it is not overridden; setting it overrides it.
    public subscript<Trait: ListTraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get {
            entries.first { $0.trait == ObjectIdentifier(Trait.self) }.flatMap { $0.value as? Trait.Value }
                ?? Trait.defaultValue
        }
        set {
            let entry = Entry(trait: ObjectIdentifier(Trait.self), apply: { Trait.set(newValue, in: &$0) }, value: newValue)
            if let index = entries.firstIndex(where: { $0.trait == ObjectIdentifier(Trait.self) }) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: ListTrait) -> Bool {
        entries.contains { $0.trait == ObjectIdentifier(trait) }
    }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove(_ trait: ListTrait) {
        entries.removeAll { $0.trait == ObjectIdentifier(trait) }
    }

    /// Whether no trait is overridden.
    public var isEmpty: Bool { entries.isEmpty }

    /// The Dynamic Type size.
    public var preferredContentSizeCategory: ListContentSizeCategory {
        get { self[ListTraitPreferredContentSizeCategory.self] }
        set { self[ListTraitPreferredContentSizeCategory.self] = newValue }
    }
    /// Light or dark.
    public var userInterfaceStyle: ListUserInterfaceStyle {
        get { self[ListTraitUserInterfaceStyle.self] }
        set { self[ListTraitUserInterfaceStyle.self] = newValue }
    }
    /// Left to right or right to left.
    public var layoutDirection: ListLayoutDirection {
        get { self[ListTraitLayoutDirection.self] }
        set { self[ListTraitLayoutDirection.self] = newValue }
    }
    /// The size class across.
    public var horizontalSizeClass: ListUserInterfaceSizeClass {
        get { self[ListTraitHorizontalSizeClass.self] }
        set { self[ListTraitHorizontalSizeClass.self] = newValue }
    }
    /// The size class down.
    public var verticalSizeClass: ListUserInterfaceSizeClass {
        get { self[ListTraitVerticalSizeClass.self] }
        set { self[ListTraitVerticalSizeClass.self] = newValue }
    }
    /// The kind of device.
    public var userInterfaceIdiom: ListUserInterfaceIdiom {
        get { self[ListTraitUserInterfaceIdiom.self] }
        set { self[ListTraitUserInterfaceIdiom.self] = newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[ListTraitDisplayScale.self] }
        set { self[ListTraitDisplayScale.self] = newValue }
    }

    /// `traits` with the overridden traits set, in the order they were first set.
    func applied(to traits: ListTraitCollection) -> ListTraitCollection {
        var traits = traits
        for entry in entries { entry.apply(&traits) }
        return traits
    }
}
