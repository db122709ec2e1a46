import Foundation
import ListCore
import ListViewKit
import Testing

/// A view placed by constraints reads its own margins and safe area through its guides and `…Margin` attributes,
/// and those follow its frame (the part of its superview's unsafe area it overlaps). As in UIKit, which updates a
/// view's margins when its frame moves them and lays its subviews out again, a layout pass solves again until the
/// margins it read are the margins of the frames it set: the frames do not depend on the frames before the pass.
@MainActor
@Suite struct ConstraintMarginSettlingTests {
    /// A 320 × 100 host whose safe area starts 16 points from the left, a container 4 points from its edges, and a
    /// 20 × 10 view 10 points inside the container's leading margin.
    func tree(
        containerInset: CGFloat = 4, direction: ListLayoutDirection = .leftToRight, itemForm: Bool = false
    ) -> (host: UIView, container: UIView, inner: UIView, inset: NSLayoutConstraint) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        host.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        host.safeAreaInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        let container = UIView(), inner = UIView()
        for view in [container, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        host.addSubview(container)
        container.addSubview(inner)
        let inset = container.leftAnchor.constraint(equalTo: host.leftAnchor, constant: containerInset)
        let leading = itemForm
            ? NSLayoutConstraint(item: inner, attribute: .leading, relatedBy: .equal, toItem: container,
                                 attribute: .leadingMargin, multiplier: 1, constant: 10)
            : inner.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            inset,
            container.rightAnchor.constraint(equalTo: host.rightAnchor, constant: -4),
            container.topAnchor.constraint(equalTo: host.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 50),
            leading,
            inner.topAnchor.constraint(equalTo: container.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (host, container, inner, inset)
    }

    @Test(arguments: [false, true])
    func test_whenAViewPlacedByConstraintsReachesIntoTheUnsafeArea_thatItsMarginsTakeItIn_inTheFirstPass(
        itemForm: Bool
    ) {
        let (host, container, inner, _) = tree(itemForm: itemForm)
        host.layoutIfNeeded()
        // The container overlaps 12 points of the unsafe area: its leading margin is 8 + 12 (UIKit's
        // insetsLayoutMarginsFromSafeArea), so the view is 30 points in (before the change: 18, the margins of
        // the container's frame before the pass, zero).
        #expect(container.frame == CGRect(x: 4, y: 0, width: 312, height: 50))
        #expect(container.safeAreaInsets == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
        #expect(inner.frame == CGRect(x: 30, y: 0, width: 20, height: 10))
    }

    @Test func test_whenTheContainerMovesInAndOutOfTheUnsafeArea_thatTheFramesAreThoseOfATreeBuiltAfresh() {
        let live = tree()
        live.host.layoutIfNeeded()
        for constant: CGFloat in [30, 4, 17, 0, 16, 4] {
            live.inset.constant = constant
            live.host.layoutIfNeeded()
            let fresh = tree(containerInset: constant)
            fresh.host.layoutIfNeeded()
            let overlap = max(0, 16 - constant)
            #expect(live.inner.frame.minX == 8 + overlap + 10, "container at \(constant)")
            #expect(live.container.frame == fresh.container.frame && live.inner.frame == fresh.inner.frame)
        }
    }

    @Test func test_whenTheTreeIsRightToLeft_thatTheLeadingMarginIsOnTheRight_andTheUnsafeLeftEdgeStillShrinksTheLeftMargin() {
        let (host, container, inner, _) = tree(direction: .rightToLeft)
        host.layoutIfNeeded()
        // Leading is the right edge: 312 − 8 − 10 − 20; the left margin (8 + 12) does not move the view.
        #expect(container.layoutMargins.left == 8)
        #expect(inner.frame == CGRect(x: 274, y: 0, width: 20, height: 10))
        #expect(container.layoutMarginsGuide.layoutFrame.minX == 20)
    }
}
