import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// Seeded random over-constrained trees (``ConstraintPropertyTests/tree(seed:direction:closesBottom:)`` plus
/// random required widths, heights and edges that contradict it) in random environments (Dynamic Type sizes, both
/// layout directions): every break names a constraint that really does not hold in the frames, every conflict it
/// names does hold, and equal inputs give equal reports.
@MainActor
@Suite struct ConstraintIssuePropertyTests {
    /// The tree of `seed` with contradicting required constraints added; every constraint, the tree's first.
    static func overConstrained(seed: UInt64, direction: ListLayoutDirection) -> (ConstraintPropertyTests.Tree, [NSLayoutConstraint]) {
        let tree = ConstraintPropertyTests.tree(seed: seed, direction: direction)
        var rng = SplitMix64(seed: seed ^ 0x5EED)
        var extras: [NSLayoutConstraint] = []
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let view = tree.views[Int.random(in: 0..<tree.views.count, using: &rng)]
            let value = CGFloat(Int.random(in: 0...80, using: &rng))
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: extras.append(view.widthAnchor.constraint(equalToConstant: value))
            case 1: extras.append(view.heightAnchor.constraint(equalToConstant: value))
            default:
                guard let parent = view.superview else { continue }
                extras.append(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: value))
            }
        }
        NSLayoutConstraint.activate(extras)
        tree.host.layoutIfNeeded()
        return (tree, tree.constraints + extras)
    }

    static func holds(_ constraint: NSLayoutConstraint, in tree: ConstraintPropertyTests.Tree) -> Bool? {
        let horizontal = constraint.firstAttribute.axis == .horizontal
        let views = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? UIView }
        // A view squeezed to no room is drawn at length 0: its frame no longer shows its constraints.
        if views.contains(where: { $0 !== tree.host && (horizontal ? $0.frame.width : $0.frame.height) == 0 }) {
            return nil
        }
        let (first, second) = ConstraintPropertyTests.sides(of: constraint, host: tree.host)
        return switch constraint.relation {
        case .equal: abs(first - second) < 1e-6
        case .greaterThanOrEqual: first >= second - 1e-6
        case .lessThanOrEqual: first <= second + 1e-6
        }
    }

    @Test func test_whenRandomTreesAreOverConstrained_thatEveryBreakIsUnsatisfied_itsConflictsHold_andReportsRepeat() {
        var breaks = 0, named = 0
        for seed in UInt64(1)...150 {
            let direction: ListLayoutDirection = seed.isMultiple(of: 2) ? .rightToLeft : .leftToRight
            let (tree, constraints) = Self.overConstrained(seed: seed, direction: direction)
            let (again, _) = Self.overConstrained(seed: seed, direction: direction)
            #expect(tree.host.brokenConstraints == again.host.brokenConstraints, "seed \(seed)")
            #expect(tree.host.snapshot().constraintIssues == again.host.snapshot().constraintIssues, "seed \(seed)")
            // Descriptions that name one constraint only (two equal constraints cannot be told apart).
            var byDescription: [String: [NSLayoutConstraint]] = [:]
            for constraint in constraints { byDescription[constraint.description, default: []].append(constraint) }
            for broken in tree.host.brokenConstraints {
                breaks += 1
                guard let candidates = byDescription[broken.constraint], candidates.count == 1 else { continue }
                if let holds = Self.holds(candidates[0], in: tree) {
                    #expect(!holds, "seed \(seed): \(broken) holds in the frames")
                }
                #expect(!broken.conflicts.isEmpty, "seed \(seed): \(broken) names no conflict")
                for conflict in broken.conflicts {
                    guard let matches = byDescription[conflict], matches.count == 1 else { continue }
                    named += 1
                    if let holds = Self.holds(matches[0], in: tree) {
                        #expect(holds, "seed \(seed): conflict \(conflict) of \(broken) does not hold")
                    }
                }
            }
        }
        #expect(breaks > 100 && named > 100, "\(breaks) breaks, \(named) conflicts checked")
    }
}
