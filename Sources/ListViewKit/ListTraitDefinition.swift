import Foundation

/// UIKit's `UITraitDefinition`: a trait of a ``ListTraitCollection`` that iOS 17's trait APIs name by its type —
/// `registerForTraitChanges(_:handler:)`, `traitOverrides`, `UITraitCollection.modifyingTraits(_:)`. The system
/// traits are ``ListTraitUserInterfaceStyle``, ``ListTraitPreferredContentSizeCategory``,
/// ``ListTraitLayoutDirection``, ``ListTraitHorizontalSizeClass``, ``ListTraitVerticalSizeClass``,
/// ``ListTraitUserInterfaceIdiom`` and ``ListTraitDisplayScale`` (UIKit's names are typealiases).
///
/// ```swift
/// registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///     self.stack.axis = self.traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
/// }
/// ```
///
/// A trait of your own conforms with its default value, as in UIKit; trait collections carry its value, overrides
/// set it for a subtree and registrations watch it:
///
/// ```swift
/// struct ContainedInSettingsTrait: UITraitDefinition {
///     static let defaultValue = false
/// }
/// view.traitOverrides[ContainedInSettingsTrait.self] = true
/// label.traitCollection[ContainedInSettingsTrait.self]    // true, for every view under `view`
/// ```
public protocol ListTraitDefinition: SendableMetatype {
    /// The trait's value type.
    associatedtype Value: Equatable & Sendable
    /// The value a collection has when nothing sets the trait.
    static var defaultValue: Value { get }
    /// The trait's name (UIKit's `name`: `"UserInterfaceStyle"`, …).
    static var name: String { get }
    /// The trait's value in a trait collection.
    static func value(in traitCollection: ListTraitCollection) -> Value
    /// Sets the trait's value in a trait collection.
    static func set(_ value: Value, in traitCollection: inout ListTraitCollection)
}

/// UIKit's `UITrait`: a trait named by its type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias ListTrait = any ListTraitDefinition.Type

extension ListTraitDefinition {
    /// The type's name.
    public static var name: String { String(describing: Self.self) }

    /// The value a collection carries for the trait, its ``defaultValue`` when none was set.
    public static func value(in traitCollection: ListTraitCollection) -> Value {
        traitCollection.customTraits.value(of: Self.self) ?? defaultValue
    }

    /// Sets the value a collection carries for the trait.
    public static func set(_ value: Value, in traitCollection: inout ListTraitCollection) {
        traitCollection.customTraits.set(value, of: Self.self)
    }

    /// Whether the trait has other values in two collections.
    static func differs(_ first: ListTraitCollection, _ second: ListTraitCollection) -> Bool {
        value(in: first) != value(in: second)
    }
}
