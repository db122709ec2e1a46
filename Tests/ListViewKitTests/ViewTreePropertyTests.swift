import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// Random nested view trees (seeded: a failure names its seed) in random environments — Dynamic Type sizes, both
/// layout directions — laid out with the pass's measurements remembered and without: the same snapshot, and every
/// view measured at most ``StackMeasurementTests/bound`` times per pass. Trees reach the limits of
/// ``ListViewTreeLimits`` (64 levels, 10,000 subviews of a view), which are checked too. Measurements are counted,
/// not timed (issue 37).
@MainActor
@Suite(.serialized) struct ViewTreePropertyTests {
    static let categories: [ListContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraLarge]
    static let words = ["Ada", "Lovelace", "first", "light", "over", "the", "water", "مرحبا", "before", "boats"]

    /// A random tree: stacks of every distribution and alignment, labels of one to many lines, plain views with
    /// fixed or constrained sizes, some hidden; at most `depth` levels, at most `children` subviews of a view.
    static func tree(depth: Int, children: Int, using rng: inout SplitMix64) -> ListView {
        if depth <= 1 || Int.random(in: 0..<4, using: &rng) == 0 {
            return leaf(using: &rng)
        }
        let stack = ListStackView()
        stack.axis = Bool.random(using: &rng) ? .vertical : .horizontal
        stack.distribution = ListStackView.Distribution.allCases.randomElement(using: &rng)!
        stack.alignment = ListStackView.Alignment.allCases.randomElement(using: &rng)!
        stack.spacing = CGFloat(Int.random(in: 0...12, using: &rng))
        stack.isLayoutMarginsRelativeArrangement = Int.random(in: 0..<4, using: &rng) == 0
        let count = Int.random(in: 1...children, using: &rng)
        for _ in 0..<count {
            let child = tree(depth: depth - 1, children: children, using: &rng)
            child.isHidden = Int.random(in: 0..<12, using: &rng) == 0
            stack.addArrangedSubview(child)
        }
        if Int.random(in: 0..<5, using: &rng) == 0 { stack.constrainedWidth = CGFloat(Int.random(in: 40...300, using: &rng)) }
        return stack
    }

    static func leaf(using rng: inout SplitMix64) -> ListView {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            return ListView(frame: CGRect(x: 0, y: 0, width: Int.random(in: 0...80, using: &rng),
                                          height: Int.random(in: 0...40, using: &rng)))
        default:
            let label = ListLabel()
            label.numberOfLines = [0, 1, 2].randomElement(using: &rng)!
            label.font = .preferredFont(forTextStyle: [.body, .headline, .footnote].randomElement(using: &rng)!)
            label.text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                .joined(separator: " ")
            return label
        }
    }

    static func environment(using rng: inout SplitMix64) -> ListEnvironment {
        ListEnvironment(
            contentSizeCategory: categories.randomElement(using: &rng)!,
            layoutDirection: Bool.random(using: &rng) ? .rightToLeft : .leftToRight)
    }

    /// Lays `root` out as a cell does (height that fits at a width, then the pass) and returns its snapshot and the
    /// most measurements of one view.
    static func layOut(_ root: ListView, width: CGFloat, caching: Bool) -> (ListViewSnapshot, Int) {
        var snapshot: ListViewSnapshot?
        let counts = StackMeasurementTests.counting(caching: caching) {
            let size = root.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            root.frame = CGRect(origin: .zero, size: size)
            snapshot = root.snapshot()
        }
        return (snapshot!, counts.values.max() ?? 0)
    }

    @Test(arguments: 1...40)
    func test_whenRandomTreesAreLaidOut_thatRememberedMeasurementsGiveTheSameSnapshotWithBoundedWork(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let environment = Self.environment(using: &rng)
        let width = CGFloat(Int.random(in: 120...420, using: &rng))
        // Two copies of one tree (the same seed): one laid out with the pass's memory, one measuring afresh.
        var shape = SplitMix64(seed: seed &* 7919), same = shape
        let tree = Self.tree(depth: 5, children: 4, using: &shape)
        let twin = Self.tree(depth: 5, children: 4, using: &same)
        for root in [tree, twin] { root.overrideTraitCollection = ListTraitCollection(environment: environment) }
        let (cached, most) = Self.layOut(tree, width: width, caching: true)
        let (reference, _) = Self.layOut(twin, width: width, caching: false)
        #expect(cached == reference, "seed \(seed)")
        #expect(most <= StackMeasurementTests.bound, "seed \(seed): a view measured \(most) times")
        #expect(tree.treeLimitViolation() == nil)
    }

    @Test(arguments: 1...6)
    func test_whenTreesReachTheDepthLimit_thatEveryViewIsMeasuredABoundedNumberOfTimes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let environment = Self.environment(using: &rng)
        // A spine of 63 stacks (64 levels with the leaf), each with random siblings.
        let root = ListStackView()
        var stack = root
        for _ in 1..<ListViewTreeLimits.standard.depth - 1 {
            stack.axis = Bool.random(using: &rng) ? .vertical : .horizontal
            stack.alignment = ListStackView.Alignment.allCases.randomElement(using: &rng)!
            stack.distribution = ListStackView.Distribution.allCases.randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 0...2, using: &rng) { stack.addArrangedSubview(Self.leaf(using: &rng)) }
            let next = ListStackView()
            stack.addArrangedSubview(next)
            stack = next
        }
        stack.addArrangedSubview(Self.leaf(using: &rng))
        root.overrideTraitCollection = ListTraitCollection(environment: environment)
        #expect(root.treeLimitViolation() == nil)
        let (_, most) = Self.layOut(root, width: 390, caching: true)
        #expect(most <= StackMeasurementTests.bound, "seed \(seed): a view measured \(most) times")
        // One level more is past the limit, named by its path.
        stack.subviews.last!.addSubview(ListView())
        let message = root.treeLimitViolation() ?? ""
        #expect(message.hasSuffix(" (level 65): more than 64 levels of nested views (the limit of a view tree; see docs/SNAPSHOTS.md, \"Limits\")"))
    }

    @Test func test_whenAStackHasTheMostChildren_thatItIsWithinTheLimitAndOneMoreIsNot() {
        var rng = SplitMix64(seed: 99)
        let stack = ListStackView()
        stack.axis = .vertical
        for _ in 0..<ListViewTreeLimits.standard.children { stack.addArrangedSubview(Self.leaf(using: &rng)) }
        stack.overrideTraitCollection = ListTraitCollection(environment: Self.environment(using: &rng))
        #expect(stack.treeLimitViolation() == nil)
        let (_, most) = Self.layOut(stack, width: 390, caching: true)
        #expect(most <= StackMeasurementTests.bound)
        stack.addArrangedSubview(ListView())
        #expect(stack.treeLimitViolation()
            == "the root view (level 1): more than 10000 subviews in one view (the limit of a view tree; see docs/SNAPSHOTS.md, \"Limits\")")
    }
}
