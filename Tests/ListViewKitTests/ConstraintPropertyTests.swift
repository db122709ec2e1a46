import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// Seeded random constraint trees — sibling chains, nested containers, `>=` / `<=`, optional wishes, multi-line
/// labels — in random environments (host width, Dynamic Type size, layout direction): every required constraint
/// holds in the frames, equal inputs give equal frames, and right to left mirrors left to right exactly.
@MainActor
@Suite struct ConstraintPropertyTests {
    static let texts = ["Hi", "A title", "Someone wrote a longer line here", "Two words", "مرحبا بالعالم"]
    static let categories: [ListContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityLarge]

    /// One random tree: the host and its constraints, built from `seed` in `direction`.
    struct Tree {
        let host: UIView
        let views: [UIView]
        let constraints: [NSLayoutConstraint]
    }

    static func tree(seed: UInt64, direction: ListLayoutDirection, closesBottom: Bool = false) -> Tree {
        var rng = SplitMix64(seed: seed)
        let width = CGFloat(Int.random(in: 240...420, using: &rng))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        host.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(
            contentSizeCategory: categories[Int.random(in: 0..<categories.count, using: &rng)],
            layoutDirection: direction))
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<Int.random(in: 2...6, using: &rng) {
            let view: UIView
            if Bool.random(using: &rng) {
                let label = UILabel()
                label.text = texts[Int.random(in: 0..<texts.count, using: &rng)]
                label.numberOfLines = Int.random(in: 0...2, using: &rng)
                if Bool.random(using: &rng) { label.font = .preferredFont(forTextStyle: .body) }
                if closesBottom {
                    // Labels in a row never tie: each resists compression at a priority of its own (two at 750
                    // make the layout ambiguous, and an ambiguous layout may solve differently each time).
                    label.setContentCompressionResistancePriority(UILayoutPriority(Float(750 - index)), for: .horizontal)
                }
                view = label
            } else {
                view = UIView()
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            // A container: an earlier plain view, or the host.
            let parents = [host] + views.filter { !($0 is UILabel) }
            let parent = parents[Int.random(in: 0..<parents.count, using: &rng)]
            parent.addSubview(view)
            let siblings = views.filter { $0.superview === parent }
            let previous = siblings.last
            let inset = CGFloat(Int.random(in: 0...12, using: &rng))
            // Horizontal: leading after the previous sibling (or the container), then a fixed width, or a
            // trailing edge (== or <=) to the container.
            constraints.append(previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: inset) }
                               ?? view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset))
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !(view is UILabel) || Bool.random(using: &rng):
                constraints.append(view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 0...60, using: &rng))))
            case 1:
                constraints.append(view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset))
            default:
                constraints.append(view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -inset))
                if !(view is UILabel) {
                    let wish = Float(Int.random(in: 100...900, using: &rng))
                    // Unambiguous trees: wishes at priorities of their own, never a label's.
                    let priority = closesBottom ? 100.5 + 130 * Float(index) + wish.truncatingRemainder(dividingBy: 100) : wish
                    constraints.append(view.widthAnchor.constraint(equalToConstant: 500).withPriority(
                        UILayoutPriority(priority)))
                }
            }
            // Vertical: below the previous sibling or at the container's top; a height for plain views.
            constraints.append(previous.map { view.topAnchor.constraint(greaterThanOrEqualTo: $0.bottomAnchor, constant: 2) }
                               ?? view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset))
            constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0).withPriority(.defaultLow))
            if !(view is UILabel) {
                constraints.append(view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10...60, using: &rng))))
            }
            view.accessibilityIdentifier = "v\(index)"
            views.append(view)
        }
        if closesBottom {
            // The host's height from its content: every top-level view 8 above its bottom at most (the height,
            // fitted at `fittingSizeLevel`, is then the lowest bottom plus 8).
            for view in views where view.superview === host {
                constraints.append(view.bottomAnchor.constraint(lessThanOrEqualTo: host.bottomAnchor, constant: -8))
            }
        }
        NSLayoutConstraint.activate(constraints)
        host.layoutIfNeeded()
        return Tree(host: host, views: views, constraints: constraints)
    }

    /// A constraint's two sides, read from the frames (in the host's coordinates; leading and trailing mirrored in
    /// the host right to left, as UIKit's directional constraints are).
    static func sides(of constraint: NSLayoutConstraint, host: UIView) -> (CGFloat, CGFloat) {
        let mirror = [constraint.firstAttribute, constraint.secondAttribute].contains { [.leading, .trailing].contains($0) }
            && host.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func value(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
            guard let view = item as? UIView else { return 0 }
            let rect = view.convert(view.bounds, to: host)
            let x: (CGFloat) -> CGFloat = { mirror ? host.bounds.width - $0 : $0 }
            switch attribute {
            case .leading: return x(mirror ? rect.maxX : rect.minX)
            case .trailing: return x(mirror ? rect.minX : rect.maxX)
            case .width: return rect.width
            case .height: return rect.height
            case .top: return rect.minY
            case .bottom: return rect.maxY
            default: return .nan
            }
        }
        let first = value(constraint.firstItem, constraint.firstAttribute)
        let second = constraint.multiplier * value(constraint.secondItem, constraint.secondAttribute) + constraint.constant
        return (first, second)
    }

    /// Whether every required constraint that was not broken holds in the frames (views squeezed to no room
    /// excepted); the number checked and squeezed.
    static func requiredConstraintsHold(_ tree: Tree, seed: UInt64) -> (checked: Int, squeezed: Int) {
        var checked = 0, squeezed = 0
        let broken = Set(tree.host.brokenConstraints.map(\.constraint))
        for constraint in tree.constraints where constraint.priority == .required && !broken.contains(constraint.description) {
            // Constraints that leave a view less than no room solve to a negative length, drawn as 0 at the
            // leading edge: such a view's frame no longer shows its constraints (counted, bounded by the callers).
            let horizontal = constraint.firstAttribute.axis == .horizontal
            let views = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? UIView }
            if views.contains(where: { $0 !== tree.host && (horizontal ? $0.frame.width : $0.frame.height) == 0 }) {
                squeezed += 1
                continue
            }
            let (first, second) = sides(of: constraint, host: tree.host)
            let holds = switch constraint.relation {
            case .equal: abs(first - second) < 1e-6
            case .greaterThanOrEqual: first >= second - 1e-6
            case .lessThanOrEqual: first <= second + 1e-6
            }
            #expect(holds, "seed \(seed): \(constraint) is \(first) against \(second)")
            checked += 1
        }
        return (checked, squeezed)
    }

    @Test func test_whenRandomTreesAreFittedAtTheirWidth_thatDrawingAtTheFittedSizeFillsItExactly_andRefitsTheSame() {
        var checked = 0, squeezed = 0
        for seed in UInt64(1)...200 {
            let tree = Self.tree(seed: seed, direction: seed.isMultiple(of: 2) ? .rightToLeft : .leftToRight,
                                 closesBottom: true)
            let width = tree.host.bounds.width
            let fitted = tree.host.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(fitted.width == width, "seed \(seed)")
            tree.host.frame.size = fitted
            tree.host.layoutIfNeeded()
            let result = Self.requiredConstraintsHold(tree, seed: seed)
            checked += result.checked
            squeezed += result.squeezed
            // Measuring agrees with drawing: the lowest view ends 8 above the measured bottom.
            let lowest = tree.views.filter { $0.superview === tree.host }.map(\.frame.maxY).max() ?? 0
            #expect(abs(lowest + 8 - fitted.height) < 1e-6, "seed \(seed): \(lowest) + 8 against \(fitted.height)")
            #expect(tree.host.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == fitted, "seed \(seed)")
        }
        #expect(checked > 1_000 && squeezed * 4 < checked, "\(checked) checked, \(squeezed) squeezed")
    }

    @Test func test_whenRandomTreesAreSolved_thatRequiredConstraintsHold_equalInputsGiveEqualFrames_andRightToLeftMirrors() throws {
        var checked = 0, squeezed = 0
        for seed in UInt64(1)...300 {
            let ltr = Self.tree(seed: seed, direction: .leftToRight)
            let again = Self.tree(seed: seed, direction: .leftToRight)
            let rtl = Self.tree(seed: seed, direction: .rightToLeft)
            let result = Self.requiredConstraintsHold(ltr, seed: seed)
            checked += result.checked
            squeezed += result.squeezed
            #expect(ltr.views.map(\.frame) == again.views.map(\.frame), "seed \(seed)")
            #expect(ltr.host.brokenConstraints == rtl.host.brokenConstraints, "seed \(seed)")
            for (left, right) in zip(ltr.views, rtl.views) {
                let l = left.convert(left.bounds, to: ltr.host), r = right.convert(right.bounds, to: rtl.host)
                // Labels measure their text in the direction they are laid out in (the same words, mirrored).
                guard !(left is UILabel) || (left as? UILabel)?.text?.unicodeScalars.allSatisfy(\.isASCII) == true
                else { continue }
                #expect(abs(r.minX - (ltr.host.bounds.width - l.maxX)) < 1e-6 && r.minY == l.minY
                        && r.size == l.size, "seed \(seed): \(left.accessibilityIdentifier ?? "") \(l) mirrors to \(r)")
            }
        }
        #expect(checked > 1_000 && squeezed * 4 < checked, "\(checked) checked, \(squeezed) squeezed")
    }
}


