import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// UIKit's update-constraints pass and system spacing: `updateConstraints()` bottom-up before the top-down layout,
/// `setNeedsUpdateConstraints()` / `needsUpdateConstraints()` / `updateConstraintsIfNeeded()`, a missing
/// `super` call logged, a view controller's `updateViewConstraints()`, `invalidateIntrinsicContentSize()`
/// re-solving, and `equalToSystemSpacingAfter/Below` (8 points) in both directions and at every Dynamic Type size.
@MainActor
@Suite struct ConstraintUpdatePassTests {
    /// A view that records its update and layout passes into a shared journal.
    final class Recording: UIView {
        var journal: Journal
        let name: String
        init(_ name: String, journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func updateConstraints() {
            journal.entries.append("update \(name)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            journal.entries.append("layout \(name)")
            super.layoutSubviews()
        }
    }

    final class Journal { var entries: [String] = [] }

    @Test func test_whenATreeIsLaidOut_thatConstraintsUpdateBottomUp_beforeTheLayoutRunsTopDown() {
        let journal = Journal()
        let root = Recording("root", journal: journal), child = Recording("child", journal: journal)
        let grandchild = Recording("grandchild", journal: journal), sibling = Recording("sibling", journal: journal)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(child)
        root.addSubview(sibling)
        child.addSubview(grandchild)
        #expect(root.needsUpdateConstraints() && grandchild.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(journal.entries == ["update grandchild", "update child", "update sibling", "update root",
                                    "layout root", "layout child", "layout grandchild", "layout sibling"])
        #expect(!root.needsUpdateConstraints() && !grandchild.needsUpdateConstraints())
        // Nothing asked: no update; one view asked: only it, before the layout it leads to.
        journal.entries = []
        root.layoutIfNeeded()
        #expect(journal.entries.isEmpty)
        grandchild.setNeedsUpdateConstraints()
        child.setNeedsLayout()
        #expect(grandchild.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(journal.entries == ["update grandchild", "layout child"])
        // updateConstraintsIfNeeded() alone updates without laying out.
        journal.entries = []
        sibling.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        #expect(journal.entries == ["update sibling"])
        // A view added later is updated before its first layout.
        journal.entries = []
        let late = Recording("late", journal: journal)
        grandchild.addSubview(late)
        root.layoutIfNeeded()
        #expect(journal.entries == ["update late", "layout grandchild", "layout late"])
    }

    /// A cell that makes its constraints once in `updateConstraints()` and changes a constant there, as apps do.
    final class ExpandingCell: UIView {
        let body = UIView()
        var heightConstraint: NSLayoutConstraint?
        var isExpanded = false { didSet { setNeedsUpdateConstraints() } }
        var callsSuper = true
        override init(frame: CGRect) {
            super.init(frame: frame)
            body.translatesAutoresizingMaskIntoConstraints = false
            addSubview(body)
        }
        required init?(coder: NSCoder) { nil }
        override func updateConstraints() {
            if heightConstraint == nil {
                let height = body.heightAnchor.constraint(equalToConstant: 44)
                NSLayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                    body.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1),
                    height,
                ])
                heightConstraint = height
            }
            heightConstraint?.constant = isExpanded ? 120 : 44
            if callsSuper { super.updateConstraints() }
        }
    }

    @Test func test_whenACellMakesAndChangesItsConstraintsInUpdateConstraints_thatTheSameLayoutPassUsesThem() {
        ListConstraintLog.clear()
        let cell = ExpandingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        cell.layoutIfNeeded()
        #expect(cell.body.frame == CGRect(x: 16, y: 8, width: 288, height: 44))
        cell.isExpanded = true
        #expect(cell.needsUpdateConstraints() && cell.body.frame.height == 44)
        cell.layoutIfNeeded()
        #expect(cell.body.frame == CGRect(x: 16, y: 8, width: 288, height: 120))
        #expect(ListConstraintLog.messages.isEmpty)
        // An override that forgets super: the update still happens, and the log says what UIKit would raise.
        cell.callsSuper = false
        cell.isExpanded = false
        cell.layoutIfNeeded()
        #expect(cell.body.frame.height == 44)
        #expect(ListConstraintLog.messages == [
            "ExpandingCell.updateConstraints() did not call super.updateConstraints() (UIKit raises; call it as the "
                + "last step of the override)",
        ])
    }

    final class Controller: UIViewController {
        var updates = 0
        override func updateViewConstraints() {
            updates += 1
            super.updateViewConstraints()
        }
    }

    @Test func test_whenARootViewIsUpdated_thatItsViewControllersUpdateViewConstraintsRunsInstead() {
        ListConstraintLog.clear()
        let controller = Controller()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.layoutIfNeeded()
        #expect(controller.updates == 1 && ListConstraintLog.messages.isEmpty)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(controller.updates == 2)
    }

    /// A view whose intrinsic size its code changes.
    final class Badge: UIView {
        var size = CGSize(width: 30, height: 12)
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func test_whenAnIntrinsicSizeIsInvalidated_thatTheSystemSolvesAgainWithTheNewSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 160, y: 19, width: 30, height: 12))
        badge.size = CGSize(width: 52, height: 20)
        root.layoutIfNeeded()
        #expect(badge.frame.width == 30)   // not invalidated: UIKit keeps the old size too
        badge.invalidateIntrinsicContentSize()
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 138, y: 15, width: 52, height: 20))
    }

    @Test func test_whenViewsAreSpacedBySystemSpacing_thatTheSpaceIs8PointsTimesTheMultiplier_inBothDirections() {
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            root.overrideTraitCollection = UITraitCollection(layoutDirection: direction)
            let a = UIView(), b = UIView(), c = UIView()
            for view in [a, b, c] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
            #expect(after.constant == 16 && after.multiplier == 1 && after.relation == .equal)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
                a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1),
                a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
                after,
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 20),
                c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1.5),
                c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 3),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor).withPriority(.defaultLow),
                c.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5),
                c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
                c.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).withPriority(.defaultLow),
                c.widthAnchor.constraint(equalToConstant: 10), c.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            // Left to right: a at 8, b 16 after it, c 12 after b (the ≥ wins over the low wish for 0); c's top
            // as low as the ≤ lets it (16 below a).
            let ltr = [CGRect(x: 8, y: 8, width: 40, height: 20), CGRect(x: 64, y: 8, width: 40, height: 20),
                       CGRect(x: 116, y: 44, width: 10, height: 10)]
            let expected = direction == .leftToRight ? ltr
                : ltr.map { CGRect(x: 300 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
            #expect([a.frame, b.frame, c.frame] == expected, "\(direction)")
        }
    }

    /// A chain of views and labels spaced by system spacing, and the same chain with the constants written out.
    static func chain(seed: UInt64, systemSpacing: Bool) -> (root: UIView, views: [UIView], multipliers: [CGFloat]) {
        var rng = SplitMix64(seed: seed)
        let direction: ListLayoutDirection = Bool.random(using: &rng) ? .rightToLeft : .leftToRight
        let category = ListContentSizeCategory.allCases[Int.random(in: 0..<ListContentSizeCategory.allCases.count, using: &rng)]
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1200, height: 400))
        root.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(
            contentSizeCategory: category, layoutDirection: direction))
        var views: [UIView] = [], multipliers: [CGFloat] = [], constraints: [NSLayoutConstraint] = []
        var previousX = root.leadingAnchor, previousY = root.topAnchor
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let view: UIView
            if Bool.random(using: &rng) {
                let label = UILabel()
                label.text = ["Inbox", "A longer title", "42"][Int.random(in: 0..<3, using: &rng)]
                label.font = .preferredFont(forTextStyle: .body)
                view = label
            } else {
                view = UIView()
                constraints += [view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 4...60, using: &rng))),
                                view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 4...30, using: &rng)))]
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let multiplier = CGFloat(Int.random(in: 0...6, using: &rng)) / 2
            constraints += systemSpacing
                ? [view.leadingAnchor.constraint(equalToSystemSpacingAfter: previousX, multiplier: multiplier),
                   view.topAnchor.constraint(equalToSystemSpacingBelow: previousY, multiplier: multiplier)]
                : [view.leadingAnchor.constraint(equalTo: previousX, constant: 8 * multiplier),
                   view.topAnchor.constraint(equalTo: previousY, constant: 8 * multiplier)]
            previousX = view.trailingAnchor
            previousY = view.bottomAnchor
            views.append(view)
            multipliers.append(multiplier)
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, views, multipliers)
    }

    @Test func test_whenRandomChainsUseSystemSpacing_thatTheyAreTheChainsOf8PointMultiples_inEveryEnvironment() {
        for seed in UInt64(1)...200 {
            let system = Self.chain(seed: seed, systemSpacing: true)
            let written = Self.chain(seed: seed, systemSpacing: false)
            #expect(system.views.map(\.frame) == written.views.map(\.frame), "seed \(seed)")
            // By hand: each view 8 × its multiplier after (below) the one before, at its intrinsic or given size.
            var x: CGFloat = 0, y: CGFloat = 0
            let rightToLeft = system.root.effectiveUserInterfaceLayoutDirection == .rightToLeft
            for (view, multiplier) in zip(system.views, system.multipliers) {
                x += 8 * multiplier
                y += 8 * multiplier
                let left = rightToLeft ? 1200 - x - view.frame.width : x
                #expect(abs(view.frame.minX - left) < 1e-6 && abs(view.frame.minY - y) < 1e-6, "seed \(seed)")
                if let label = view as? UILabel {
                    #expect(view.frame.size == label.intrinsicContentSize, "seed \(seed)")
                }
                x += view.frame.width
                y += view.frame.height
            }
        }
    }
}
