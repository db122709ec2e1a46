import Foundation
import ListCore

/// UIKit's `UITraitUserInterfaceStyle`: light or dark (``ListTraitCollection/userInterfaceStyle``).
public enum ListTraitUserInterfaceStyle: ListTraitDefinition {
    /// The value when nothing sets the trait.
    public static let defaultValue = ListUserInterfaceStyle.light
    /// UIKit's name of the trait.
    public static let name = "UserInterfaceStyle"
    /// The trait's value in `traitCollection`.
    public static func value(in traitCollection: ListTraitCollection) -> ListUserInterfaceStyle {
        traitCollection.userInterfaceStyle
    }
    /// Sets the trait's value in `traitCollection`.
    public static func set(_ value: ListUserInterfaceStyle, in traitCollection: inout ListTraitCollection) {
        traitCollection.userInterfaceStyle = value
    }
}

/// UIKit's `UITraitPreferredContentSizeCategory`: the Dynamic Type size
/// (``ListTraitCollection/preferredContentSizeCategory``).
public enum ListTraitPreferredContentSizeCategory: ListTraitDefinition {
    /// The value when nothing sets the trait.
    public static let defaultValue = ListContentSizeCategory.large
    /// UIKit's name of the trait.
    public static let name = "PreferredContentSizeCategory"
    /// The trait's value in `traitCollection`.
    public static func value(in traitCollection: ListTraitCollection) -> ListContentSizeCategory {
        traitCollection.preferredContentSizeCategory
    }
    /// Sets the trait's value in `traitCollection`.
    public static func set(_ value: ListContentSizeCategory, in traitCollection: inout ListTraitCollection) {
        traitCollection.preferredContentSizeCategory = value
    }
}

/// UIKit's `UITraitLayoutDirection`: left to right or right to left (``ListTraitCollection/layoutDirection``).
public enum ListTraitLayoutDirection: ListTraitDefinition {
    /// The value when nothing sets the trait.
    public static let defaultValue = ListLayoutDirection.leftToRight
    /// UIKit's name of the trait.
    public static let name = "LayoutDirection"
    /// The trait's value in `traitCollection`.
    public static func value(in traitCollection: ListTraitCollection) -> ListLayoutDirection {
        traitCollection.layoutDirection
    }
    /// Sets the trait's value in `traitCollection`.
    public static func set(_ value: ListLayoutDirection, in traitCollection: inout ListTraitCollection) {
        traitCollection.layoutDirection = value
    }
}

/// UIKit's `UITraitHorizontalSizeClass` (``ListTraitCollection/horizontalSizeClass``).
public enum ListTraitHorizontalSizeClass: ListTraitDefinition {
    /// The value when nothing sets the trait.
    public static let defaultValue = ListUserInterfaceSizeClass.unspecified
    /// UIKit's name of the trait.
    public static let name = "HorizontalSizeClass"
    /// The trait's value in `traitCollection`.
    public static func value(in traitCollection: ListTraitCollection) -> ListUserInterfaceSizeClass {
        traitCollection.horizontalSizeClass
    }
    /// Sets the trait's value in `traitCollection`.
    public static func set(_ value: ListUserInterfaceSizeClass, in traitCollection: inout ListTraitCollection) {
        traitCollection.horizontalSizeClass = value
    }
}

/// UIKit's `UITraitVerticalSizeClass` (``ListTraitCollection/verticalSizeClass``).
public enum ListTraitVerticalSizeClass: ListTraitDefinition {
    /// The value when nothing sets the trait.
    public static let defaultValue = ListUserInterfaceSizeClass.unspecified
    /// UIKit's name of the trait.
    public static let name = "VerticalSizeClass"
    /// The trait's value in `traitCollection`.
    public static func value(in traitCollection: ListTraitCollection) -> ListUserInterfaceSizeClass {
        traitCollection.verticalSizeClass
    }
    /// Sets the trait's value in `traitCollection`.
    public static func set(_ value: ListUserInterfaceSizeClass, in traitCollection: inout ListTraitCollection) {
        traitCollection.verticalSizeClass = value
    }
}

/// UIKit's `UITraitUserInterfaceIdiom` (``ListTraitCollection/userInterfaceIdiom``).
public enum ListTraitUserInterfaceIdiom: ListTraitDefinition {
    /// The value when nothing sets the trait.
    public static let defaultValue = ListUserInterfaceIdiom.unspecified
    /// UIKit's name of the trait.
    public static let name = "UserInterfaceIdiom"
    /// The trait's value in `traitCollection`.
    public static func value(in traitCollection: ListTraitCollection) -> ListUserInterfaceIdiom {
        traitCollection.userInterfaceIdiom
    }
    /// Sets the trait's value in `traitCollection`.
    public static func set(_ value: ListUserInterfaceIdiom, in traitCollection: inout ListTraitCollection) {
        traitCollection.userInterfaceIdiom = value
    }
}

/// UIKit's `UITraitDisplayScale` (``ListTraitCollection/displayScale``).
public enum ListTraitDisplayScale: ListTraitDefinition {
    /// The value when nothing sets the trait.
    public static let defaultValue: CGFloat = 0
    /// UIKit's name of the trait.
    public static let name = "DisplayScale"
    /// The trait's value in `traitCollection`.
    public static func value(in traitCollection: ListTraitCollection) -> CGFloat { traitCollection.displayScale }
    /// Sets the trait's value in `traitCollection`.
    public static func set(_ value: CGFloat, in traitCollection: inout ListTraitCollection) {
        traitCollection.displayScale = value
    }
}
