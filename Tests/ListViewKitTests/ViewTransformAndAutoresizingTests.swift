import Foundation
import ListCore
import ListViewKit
import Testing

/// `transform` (`CGAffineTransform`), `autoresizingMask`, `layer.zPosition` and `accessibilityTraits` as frame-based
/// cells write them (issue 23): exact frames and snapshot nodes.
@MainActor
@Suite struct ViewTransformAndAutoresizingTests {
    @Test func test_whenATransformIsBuilt_thatItsMatrixIsCoreGraphics() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(rotation == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))   // exact at quarter turns
        #expect(CGAffineTransform(rotationAngle: -.pi) == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        #expect(CGPoint(x: 1, y: 0).applying(rotation) == CGPoint(x: 0, y: 1))   // clockwise with y down
        let moved = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)   // translate first, then scale
        #expect(CGPoint(x: 0, y: 0).applying(moved) == CGPoint(x: 2, y: 3))
        let then = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 0, y: 0).applying(then) == CGPoint(x: 1, y: 1))
        #expect(moved.concatenating(moved.inverted()) == .identity)
        #expect(CGAffineTransform.identity.isIdentity && !rotation.isIdentity)
        let bar = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(bar.applying(rotation) == CGRect(x: -10, y: 0, width: 10, height: 20))
        let flipped = CGSize(width: 20, height: 10).applying(CGAffineTransform(scaleX: 2, y: -1))
        #expect(flipped == CGSize(width: 40, height: -10))
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))   // singular
    }

    @Test func test_whenAViewIsTransformed_thatItsFrameIsTheBoxAroundIt_andBoundsAndCenterStay() {
        let label = UILabel(frame: CGRect(x: 300, y: 10, width: 40, height: 20))
        label.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(label.frame == CGRect(x: 310, y: 0, width: 20, height: 40))
        #expect(label.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(label.center == CGPoint(x: 320, y: 20))
        label.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(label.frame == CGRect(x: 280, y: 0, width: 80, height: 40))
        label.transform = .identity
        #expect(label.frame == CGRect(x: 300, y: 10, width: 40, height: 20))
    }

    @Test func test_whenATransformedViewIsSnapshotted_thatTheNodeKeepsTheUntransformedFrameAndTheTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let chevron = UILabel(frame: CGRect(x: 60, y: 10, width: 30, height: 20))
        chevron.accessibilityIdentifier = "chevron"
        chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(chevron)
        let node = root.snapshot().node("chevron")!
        #expect(node.frame == CGRect(x: 60, y: 10, width: 30, height: 20))
        #expect(node.transform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        chevron.transform = .identity
        #expect(root.snapshot().node("chevron")!.transform == nil)
    }

    /// A cell laid out once with its subviews' masks, then resized as the collection view sizes it.
    @Test func test_whenASuperviewResizes_thatEachSubviewFollowsItsMask() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        func child(_ frame: CGRect, _ mask: UIView.AutoresizingMask) -> UIView {
            let view = UIView(frame: frame)
            view.autoresizingMask = mask
            content.addSubview(view)
            return view
        }
        let fill = child(content.bounds, [.flexibleWidth, .flexibleHeight])
        let pinnedRight = child(
            CGRect(x: 80, y: 10, width: 10, height: 10), [.flexibleLeftMargin, .flexibleBottomMargin])
        let fixed = child(CGRect(x: 10, y: 10, width: 10, height: 10), [])
        let centred = child(CGRect(x: 40, y: 20, width: 20, height: 10), [.flexibleLeftMargin, .flexibleRightMargin])
        let shared = child(CGRect(x: 10, y: 0, width: 30, height: 50), [.flexibleLeftMargin, .flexibleWidth])
        content.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(pinnedRight.frame == CGRect(x: 180, y: 10, width: 10, height: 10))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(centred.frame == CGRect(x: 90, y: 20, width: 20, height: 10))   // margins 40 and 40 share 100
        #expect(shared.frame == CGRect(x: 35, y: 0, width: 105, height: 50))    // 10 : 30 of the 100 more
        content.bounds.size = CGSize(width: 100, height: 50)                    // back: the same frames again
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(pinnedRight.frame == CGRect(x: 80, y: 10, width: 10, height: 10))
        #expect(centred.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(shared.frame == CGRect(x: 10, y: 0, width: 30, height: 50))
    }

    @Test func test_whenFlexiblePartsAreAllZero_thatTheChangeIsSharedEvenly_andNotAtAllWhenSwitchedOff() {
        let content = UIView(frame: .zero)
        let view = UIView(frame: .zero)
        view.autoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleHeight]
        content.addSubview(view)
        content.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        content.autoresizesSubviews = false
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)   // UIKit's bits
    }

    @Test func test_whenZPositionsDiffer_thatSiblingsAreOrderedByThem_andEqualOnesKeepTheirOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let names = ["a", "b", "c"]
        let views = names.map { name -> UIView in
            let view = UIView(frame: root.bounds)
            view.accessibilityIdentifier = name
            root.addSubview(view)
            return view
        }
        let separator = CALayer()
        separator.name = "separator"
        root.layer.addSublayer(separator)   // above "c"
        views[0].layer.zPosition = 1
        separator.zPosition = -1
        #expect(root.snapshot().children.map(\.identifier) == ["separator", "b", "c", "a"])
        views[0].layer.zPosition = 0
        separator.zPosition = 0
        #expect(root.snapshot().children.map(\.identifier) == ["a", "b", "c", "separator"])
    }

    /// GitHawk's way of laying a cell's content view out inside the safe area: a preview has none.
    @Test func test_whenAContentViewIsLaidOutInsideTheSafeArea_thatItKeepsTheWholeWidth() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let content = UIView()
        cell.addSubview(content)
        let insets = cell.safeAreaInsets
        content.frame = CGRect(
            x: insets.left, y: 0, width: cell.bounds.width - insets.left - insets.right, height: cell.bounds.height)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(insets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func test_whenAccessibilityTraitsAreSet_thatTheyAreRecorded() {
        let cell = UIView()
        cell.accessibilityTraits.insert(.button)
        cell.accessibilityTraits.formUnion([.header, .selected])
        #expect(cell.accessibilityTraits == [.button, .header, .selected])
        #expect(UIAccessibilityTraits.none.isEmpty)
    }
}
