import Foundation

/// UIKit's `UIConstraintBasedLayoutDebugging`: whether the constraints decide a view's frame, and another frame
/// exactly as good when they do not (docs/CONSTRAINTS.md, "What UIKit only prints, we show").
extension ListView {
    /// Whether the constraints leave the view's frame ambiguous (UIKit's `hasAmbiguousLayout`): some other frame
    /// satisfies every constraint exactly as well, so the one drawn is the solver's tie-break, not the app's
    /// choice. False for a view whose frame its own code sets, or that no constraint names.
    ///
    /// ```swift
    /// title.translatesAutoresizingMaskIntoConstraints = false
    /// title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true   // no vertical position
    /// contentView.layoutIfNeeded()
    /// title.hasAmbiguousLayout             // true
    /// title.ambiguousLayoutAttributes      // ["y"] (its width and height come from its text)
    /// ```
    ///
    /// Asked of the last layout pass (lay the view out first); it never changes the layout.
    /// - Complexity: a copy of the solver of the view's system and eight edit suggestions: computed only when
    ///   asked (and when a snapshot records its tree's ``ListViewSnapshot/constraintIssues``).
    public var hasAmbiguousLayout: Bool { !ambiguousLayoutAttributes.isEmpty }

    /// Which of the view's frame values its constraints leave ambiguous, of `x`, `y`, `width`, `height` (in the
    /// coordinates of the view that solves its constraints); empty when ``hasAmbiguousLayout`` is false.
    public var ambiguousLayoutAttributes: [String] {
        guard let system = solvingSystem else { return [] }
        return system.ambiguousFrameValues(of: self).map { ListConstraintSystem.frameValueNames[$0] }
    }

    /// Moves an ambiguously laid-out view to another frame its constraints allow exactly as well (UIKit's
    /// `exerciseAmbiguityInLayout()`, which picks one at random): here always the frame its first ambiguous value
    /// (``ambiguousLayoutAttributes``) takes when pulled up, or else down, by 1,000 points at most, so the move is
    /// reproducible. Does nothing when the layout is not ambiguous; the next layout pass that solves the view's
    /// constraints puts it back.
    public func exerciseAmbiguityInLayout() {
        guard let system = solvingSystem, let first = system.frameVariables[ObjectIdentifier(self)],
            let other = system.alternativeSolution(for: self)
        else { return }
        let variables = system.solverVariables
        func delta(_ variable: Int) -> CGFloat {
            CGFloat(other.value(of: variables[variable]) - system.solver.value(of: variables[variable]))
        }
        // The frame is in the superview's coordinates: a solved superview that moved too carries the view along.
        var parentDX: CGFloat = 0, parentDY: CGFloat = 0
        var ancestor = superview
        while let view = ancestor {
            if let base = system.frameVariables[ObjectIdentifier(view)] {
                (parentDX, parentDY) = (delta(base), delta(base + 1))
                break
            }
            ancestor = view.superview
        }
        let frame = untransformedFrame
        setLayoutFrame(CGRect(
            x: frame.minX + delta(first) - parentDX, y: frame.minY + delta(first + 1) - parentDY,
            width: max(0, frame.width + delta(first + 2)), height: max(0, frame.height + delta(first + 3))))
    }

    /// The system that solves the view's frame: that of the nearest view above it that hosts one with the view in it.
    var solvingSystem: ListConstraintSystem? {
        guard !translatesAutoresizingMaskIntoConstraints else { return nil }
        var ancestor = superview
        while let view = ancestor {
            if let system = view.constraintState.system, system.frameVariables[ObjectIdentifier(self)] != nil {
                return system
            }
            ancestor = view.superview
        }
        return nil
    }
}
