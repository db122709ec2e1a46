import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// Seeded random rows laid out with layout guides — views separated by equal spacer guides, inside a view's margins
/// guide or readable content guide, the container fixed or placed by constraints — in random environments (width,
/// directional margins, Dynamic Type size, layout direction): every frame is the one worked out by hand from UIKit's
/// rules, the spacers' layout frames too, and equal inputs give equal frames.
@MainActor
@Suite struct ConstraintLayoutGuidePropertyTests {
    static let categories = ListContentSizeCategory.allCases

    struct Row {
        let host: UIView
        let container: UIView
        let views: [UIView]
        let spacers: [UILayoutGuide]
        /// The frames worked out by hand, in the container's coordinates.
        let expected: [CGRect]
        let expectedSpacers: [CGRect]
    }

    static func row(seed: UInt64) -> Row {
        var rng = SplitMix64(seed: seed)
        let width = CGFloat(Int.random(in: 240...1400, using: &rng))
        let category = categories[Int.random(in: 0..<categories.count, using: &rng)]
        let direction: ListLayoutDirection = Bool.random(using: &rng) ? .rightToLeft : .leftToRight
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 120))
        host.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(
            contentSizeCategory: category, layoutDirection: direction))
        // The container: the host itself, or a view inset in it by constraints.
        let container: UIView
        var origin = CGPoint.zero
        var containerWidth = width
        if Bool.random(using: &rng) {
            container = UIView()
            container.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(container)
            let inset = CGFloat(Int.random(in: 0...30, using: &rng))
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: inset),
                container.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -inset),
                container.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
                container.heightAnchor.constraint(equalToConstant: 100),
            ])
            origin = CGPoint(x: inset, y: 10)
            containerWidth = width - 2 * inset
        } else {
            container = host
        }
        let leading = CGFloat(Int.random(in: 0...24, using: &rng)), trailing = CGFloat(Int.random(in: 0...24, using: &rng))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: leading, bottom: 6, trailing: trailing)
        let readable = Bool.random(using: &rng)
        let region = readable ? container.readableContentGuide : container.layoutMarginsGuide
        // The region by hand, left to right in directional terms: from `start` (after the leading margin), `room`.
        var start = leading, room = containerWidth - leading - trailing
        if readable {
            let body = UIFont.TextStyle.body.size(for: category)
            let readableWidth = (672 * body / 17).rounded()
            if readableWidth < room {
                start += (room - readableWidth) / 2
                room = readableWidth
            }
        }
        let widths = (0..<Int.random(in: 1...4, using: &rng)).map { _ in CGFloat(Int.random(in: 10...25, using: &rng)) }
        let gap = (room - widths.reduce(0, +)) / CGFloat(widths.count + 1)
        var views: [UIView] = [], spacers: [UILayoutGuide] = [], constraints: [NSLayoutConstraint] = []
        var expected: [CGRect] = [], expectedSpacers: [CGRect] = []
        var previous = region.leadingAnchor
        var x = start
        func place(_ from: CGFloat, _ length: CGFloat, y: CGFloat, height: CGFloat) -> CGRect {
            // Directional x to the container's coordinates: mirrored right to left.
            let left = direction == .rightToLeft ? containerWidth - from - length : from
            return CGRect(x: left, y: y, width: length, height: height)
        }
        for (index, viewWidth) in widths.enumerated() {
            let spacer = UILayoutGuide()
            container.addLayoutGuide(spacer)
            constraints += [
                spacer.leadingAnchor.constraint(equalTo: previous),
                spacer.topAnchor.constraint(equalTo: region.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 2),
            ]
            if let first = spacers.first { constraints.append(spacer.widthAnchor.constraint(equalTo: first.widthAnchor)) }
            spacers.append(spacer)
            expectedSpacers.append(place(x, gap, y: 6, height: 2))
            x += gap
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.accessibilityIdentifier = "v\(index)"
            container.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
                view.widthAnchor.constraint(equalToConstant: viewWidth),
                view.topAnchor.constraint(equalTo: region.topAnchor),
                view.bottomAnchor.constraint(equalTo: region.bottomAnchor),
            ]
            views.append(view)
            expected.append(place(x, viewWidth, y: 6, height: (container === host ? 120 : 100) - 12))
            x += viewWidth
            previous = view.trailingAnchor
        }
        let last = UILayoutGuide()
        container.addLayoutGuide(last)
        constraints += [
            last.leadingAnchor.constraint(equalTo: previous), last.trailingAnchor.constraint(equalTo: region.trailingAnchor),
            last.widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            last.topAnchor.constraint(equalTo: region.topAnchor), last.heightAnchor.constraint(equalToConstant: 2),
        ]
        spacers.append(last)
        expectedSpacers.append(place(x, gap, y: 6, height: 2))
        NSLayoutConstraint.activate(constraints)
        host.layoutIfNeeded()
        #expect(container === host || container.frame.origin == origin, "seed \(seed)")
        return Row(host: host, container: container, views: views, spacers: spacers, expected: expected,
                   expectedSpacers: expectedSpacers)
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    @Test func test_whenRandomGuideRowsAreSolved_thatEveryFrameIsUIKitsByHand_andEqualInputsGiveEqualFrames() {
        var readableNarrower = 0
        for seed in UInt64(1)...300 {
            let row = Self.row(seed: seed)
            let again = Self.row(seed: seed)
            #expect(row.host.brokenConstraints.isEmpty, "seed \(seed): \(row.host.brokenConstraints)")
            for (view, expected) in zip(row.views, row.expected) {
                #expect(Self.close(view.frame, expected), "seed \(seed): \(view.accessibilityIdentifier ?? "") \(view.frame) ≠ \(expected)")
            }
            for (spacer, expected) in zip(row.spacers, row.expectedSpacers) {
                #expect(Self.close(spacer.layoutFrame, expected), "seed \(seed): spacer \(spacer.layoutFrame) ≠ \(expected)")
            }
            #expect(row.views.map(\.frame) == again.views.map(\.frame), "seed \(seed)")
            let readable = row.container.readableContentGuide.layoutFrame
            if readable.width < row.container.layoutMarginsGuide.layoutFrame.width { readableNarrower += 1 }
        }
        // Both sides of the readable rule are exercised.
        #expect(readableNarrower > 30, "\(readableNarrower) rows where the readable width is narrower")
    }
}
