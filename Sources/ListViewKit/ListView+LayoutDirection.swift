import ListCore

extension ListView {
    /// The layout direction in effect for this view (UIKit's `effectiveUserInterfaceLayoutDirection`): the one it
    /// sets (``ownLayoutDirection``), else its superview's, else its trait collection's.
    public var effectiveUserInterfaceLayoutDirection: ListLayoutDirection {
        ownLayoutDirection ?? superview?.effectiveUserInterfaceLayoutDirection ?? traitCollection.layoutDirection
    }

    /// The direction this view sets for itself and its subviews, `nil` when it takes its superview's: its semantic
    /// content attribute when that does not flip (forced, or `.playback` and `.spatial`, which Apple documents as
    /// never flipped: left to right), else a layout direction among the traits it was given (``traitOverrides``,
    /// ``overrideTraitCollection``).
    var ownLayoutDirection: ListLayoutDirection? {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: break
        }
        if let overrides = traitRegistry?.overrides, overrides.contains(ListTraitLayoutDirection.self) {
            return overrides.layoutDirection
        }
        return overrideTraitCollection?.layoutDirection
    }
}
