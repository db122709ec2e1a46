import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import ListViewKit
import Testing

/// Properties of random view trees (nested stack views of every axis, distribution, alignment, spacing and
/// margins; labels with Latin, Arabic, CJK and emoji text; image views; buttons; fixed-size views; hidden views)
/// laid out and drawn in random environments (every Dynamic Type size, both directions, both themes, several
/// locales). Seeded: a failure names its seed, and ``ViewTreeCase/tree(seed:)`` rebuilds the tree.
@MainActor
@Suite struct ViewTreeEnvironmentPropertyTests {
    static let seeds: [UInt64] = Array(1...60)
    static let locales = ["en", "ar", "he", "ja", "zh-Hans", "de"]

    static func environment(seed: UInt64, direction: ListLayoutDirection) -> ListEnvironment {
        var rng = SplitMix64(seed: seed &* 7919)
        return ListEnvironment(
            theme: ListUserInterfaceStyle.allCases.randomElement(using: &rng)!,
            contentSizeCategory: ListContentSizeCategory.allCases.randomElement(using: &rng)!,
            layoutDirection: direction, locale: locales.randomElement(using: &rng)!)
    }

    /// (a) Every arranged view's frame in right-to-left is its left-to-right frame mirrored in its stack's bounds.
    /// Views are configured before they join the tree, as a cell configures its subviews in `init(frame:)`:
    /// directional margins and natural alignment resolve when the tree has its environment.
    @Test func test_rightToLeft_mirrorsEveryArrangedViewInItsStack() {
        for seed in Self.seeds {
            let ltr = ViewTreeCase(seed: seed, environment: Self.environment(seed: seed, direction: .leftToRight))
            let rtl = ViewTreeCase(seed: seed, environment: Self.environment(seed: seed, direction: .rightToLeft))
            for (left, right) in zip(ltr.allViews, rtl.allViews) {
                // Hidden views are not arranged (they keep the frame they had); a stack narrower than its margins
                // has no arrangement rectangle to mirror in (UIKit would break a constraint).
                guard let stack = left.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === left }),
                    !left.isHiddenInTree,
                    !stack.isLayoutMarginsRelativeArrangement || stack.layoutMargins.horizontal <= stack.bounds.width
                else { continue }
                let width = stack.bounds.width
                let mirrored = CGRect(
                    x: width - left.frame.maxX, y: left.frame.minY, width: left.frame.width, height: left.frame.height)
                #expect(
                    Self.close(right.frame, mirrored),
                    "seed \(seed): \(type(of: left)) at \(left.frame) in a \(width)-wide stack, RTL \(right.frame)")
            }
        }
    }

    /// (b) Layout is idempotent and deterministic: laying out again (everything marked) and building the tree again
    /// give the same frames, and drawing it twice gives the same bytes.
    @Test func test_layoutIsIdempotentAndDeterministic_andDrawingTwiceGivesTheSameBytes() throws {
        for seed in Self.seeds {
            let environment = Self.environment(seed: seed, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            let first = ViewTreeCase(seed: seed, environment: environment)
            let frames = first.allViews.map(\.frame)
            for view in first.allViews { view.setNeedsLayout() }
            first.root.layoutIfNeeded()
            #expect(first.allViews.map(\.frame) == frames, "seed \(seed): a second layout moved views")
            let again = ViewTreeCase(seed: seed, environment: environment)
            #expect(again.allViews.map(\.frame) == frames, "seed \(seed): the same tree laid out differently")
            if seed % 4 == 0 {
                let drawn = try first.render().rgbaImage()
                #expect(try again.render().rgbaImage() == drawn, "seed \(seed): two renders differ")
            }
        }
    }

    /// (c) A label's fitting size is the size it is drawn at: laid out at its `sizeThatFits`, its drawn text has the
    /// measured lines and height. A larger Dynamic Type size never makes a text-style label shorter.
    @Test func test_aLabelsFittingSize_isWhatItDraws_andGrowsWithTheContentSizeCategory() throws {
        for seed in Self.seeds {
            let environment = Self.environment(seed: seed, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            let tree = ViewTreeCase(seed: seed, environment: environment)
            for label in tree.allViews.compactMap({ $0 as? UILabel }) where label.bounds.width > 0 {
                let width = label.bounds.width
                let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                label.frame = CGRect(origin: label.frame.origin, size: fitted)
                guard let text = label.snapshot().text else { continue }
                let drawn = text.layout()
                #expect(
                    CGFloat(drawn.height.rounded(.up)) == fitted.height && CGFloat(drawn.width) <= fitted.width,
                    "seed \(seed): \(label.text ?? "") fits \(fitted), draws \(drawn.width)×\(drawn.height)")
            }
            var rng = SplitMix64(seed: seed)
            let label = UILabel()
            label.text = ViewTreeCase.texts.randomElement(using: &rng)!
            label.numberOfLines = Int.random(in: 0...3, using: &rng)
            label.font = .preferredFont(forTextStyle: UIFont.TextStyle.allCases.randomElement(using: &rng)!)
            let width = CGFloat(Int.random(in: 60...300, using: &rng))
            // Lines never fewer; height never less for text the primary face draws alone. (Text with fallback fonts
            // can lose height: a line's height is that of the faces on it, and a last line cut down to "…" is in
            // DejaVu Sans, shorter than Noto Sans Arabic's lines: seed 40 at AX XXL.)
            let oneFace = label.text!.unicodeScalars.allSatisfy { $0.value < 0x0590 }
            var previous: (height: CGFloat, lines: Int) = (0, 0)
            for category in ListContentSizeCategory.allCases {
                var grown = environment
                grown.contentSizeCategory = category
                label.overrideTraitCollection = ListTraitCollection(environment: grown)
                let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
                label.frame = CGRect(x: 0, y: 0, width: width, height: height)
                let lines = label.snapshot().text?.layout().lines.count ?? 0
                #expect(
                    lines >= previous.lines && (!oneFace || height >= previous.height),
                    """
                    seed \(seed): \(label.text!), \(label.numberOfLines) lines, \(width) wide: \(category) has \
                    \(lines) lines, \(height) high (before: \(previous))
                    """)
                previous = (height, lines)
            }
        }
    }

    /// (d) A view that clips to its bounds keeps its subviews' drawing inside them: drawing the tree without that
    /// view's subviews changes no pixel outside its frame.
    @Test func test_aClippingViewsSubviews_drawNothingOutsideIt() throws {
        var checked = 0
        for seed in Self.seeds where seed % 3 == 0 {
            let environment = Self.environment(seed: seed, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            let tree = ViewTreeCase(seed: seed, environment: environment)
            let snapshot = tree.root.snapshot()
            let full = try tree.render(snapshot).rgbaImage()
            for (path, rect) in Self.clippingNodes(snapshot, origin: .zero) {
                let emptied = try tree.render(Self.removingChildren(of: path, in: snapshot)).rgbaImage()
                checked += 1
                let outside = rect.insetBy(dx: -1, dy: -1)
                for y in 0..<full.height {
                    for x in 0..<full.width where !outside.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                        let index = (y * full.width + x) * 4
                        if full.pixels[index..<index + 4] != emptied.pixels[index..<index + 4] {
                            Issue.record("seed \(seed): the subviews of \(path) at \(rect) drew at (\(x), \(y))")
                            return
                        }
                    }
                }
            }
        }
        #expect(checked > 5)
    }

    /// (e) A hidden arranged view takes no room: the tree laid out without its hidden arranged views places every
    /// other view exactly as the tree with them.
    @Test func test_hiddenArrangedViews_takeNoRoomAndNoSpacing() {
        var compared = 0
        for seed in Self.seeds {
            let environment = Self.environment(seed: seed, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            let with = ViewTreeCase(seed: seed, environment: environment)
            let without = ViewTreeCase(seed: seed, environment: environment, omittingHidden: true)
            let shown = with.allViews.filter { !$0.isHiddenInTree }
            let alone = without.allViews.filter { !$0.isHiddenInTree }
            guard with.allViews.count > without.allViews.count else { continue }
            compared += 1
            #expect(shown.count == alone.count, "seed \(seed)")
            for (kept, alone) in zip(shown, alone) {
                #expect(Self.close(kept.frame, alone.frame), "seed \(seed): \(type(of: kept)) \(kept.frame) ≠ \(alone.frame)")
            }
        }
        #expect(compared > 10)
    }

    // MARK: Helpers

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    /// The paths and rectangles (in the root) of the nodes that clip and have children.
    static func clippingNodes(_ node: ListViewSnapshot, origin: CGPoint) -> [(String, CGRect)] {
        let rect = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let inner = CGPoint(x: rect.minX - node.boundsOrigin.x, y: rect.minY - node.boundsOrigin.y)
        let own = node.clipsToBounds && !node.children.isEmpty ? [(node.path, rect)] : []
        return own + node.children.flatMap { clippingNodes($0, origin: inner) }
    }

    static func removingChildren(of path: String, in node: ListViewSnapshot) -> ListViewSnapshot {
        var node = node
        if node.path == path { node.children = [] } else {
            node.children = node.children.map { removingChildren(of: path, in: $0) }
        }
        return node
    }
}

extension ListView {
    /// Whether the view or one of its ancestors is hidden.
    var isHiddenInTree: Bool { isHidden || (superview?.isHiddenInTree ?? false) }
}
