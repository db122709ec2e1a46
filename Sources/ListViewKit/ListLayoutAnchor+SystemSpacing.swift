import Foundation

extension ListLayoutConstraint {
    /// The system spacing: 8 points, UIKit's standard space between sibling views (Apple's Auto Layout Guide gives
    /// 8 points between siblings). It is the one figure behind
    /// ``ListLayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)`` and its siblings (between two
    /// anchors the system spacing is the sibling one) and behind the visual format language's `-` between two
    /// views (`[a]-[b]`; `|-[a]` is the superview's layout margin instead). UIKit derives the space between two
    /// text baselines from the fonts and follows Dynamic Type; here it is 8 points there too, fixed when the
    /// constraint is made.
    public static let systemSpacing: CGFloat = 8
}

extension ListLayoutXAxisAnchor {
    /// `self == anchor + multiplier × 8` (UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`): the
    /// anchor trails `anchor` by the system spacing (to its right left to right, to its left right to left).
    @MainActor public func constraint(
        equalToSystemSpacingAfter anchor: ListLayoutXAxisAnchor, multiplier: CGFloat
    ) -> ListLayoutConstraint {
        make(.equal, anchor, constant: ListLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8` (UIKit's `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`).
    @MainActor public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: ListLayoutXAxisAnchor, multiplier: CGFloat
    ) -> ListLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: ListLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8` (UIKit's `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`).
    @MainActor public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: ListLayoutXAxisAnchor, multiplier: CGFloat
    ) -> ListLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: ListLayoutConstraint.systemSpacing * multiplier)
    }
}

extension ListLayoutYAxisAnchor {
    /// `self == anchor + multiplier × 8` (UIKit's `constraint(equalToSystemSpacingBelow:multiplier:)`): the
    /// anchor lies the system spacing below `anchor`.
    @MainActor public func constraint(
        equalToSystemSpacingBelow anchor: ListLayoutYAxisAnchor, multiplier: CGFloat
    ) -> ListLayoutConstraint {
        make(.equal, anchor, constant: ListLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8` (UIKit's `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`).
    @MainActor public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: ListLayoutYAxisAnchor, multiplier: CGFloat
    ) -> ListLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: ListLayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8` (UIKit's `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`).
    @MainActor public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: ListLayoutYAxisAnchor, multiplier: CGFloat
    ) -> ListLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: ListLayoutConstraint.systemSpacing * multiplier)
    }
}
