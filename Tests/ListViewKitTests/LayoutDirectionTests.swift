import Foundation
import ListCore
import ListViewKit
import Testing

/// A view's `effectiveUserInterfaceLayoutDirection`: a semantic content attribute that does not flip (forced, or
/// `.playback` and `.spatial`, never flipped per Apple's documentation), else a direction among the traits the view
/// was given, else its superview's — and the constraints, stacks and labels of its subtree follow it.
@MainActor
@Suite struct LayoutDirectionTests {
    /// A 320-point root in `direction` holding a frame-placed container and, inside it, a 20-point view 10 points
    /// from the container's leading edge.
    func tree(_ direction: ListLayoutDirection) -> (root: UIView, container: UIView, inner: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.overrideTraitCollection = ListTraitCollection(layoutDirection: direction)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, container, inner)
    }

    @Test func test_whenAViewsTraitOverridesSetTheDirection_thatItsSubtreeLaysOutInIt_andItsSuperviewDoesNot() {
        let (root, container, inner) = tree(.leftToRight)
        container.traitOverrides.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(inner.frame.minX == 290)
        container.traitOverrides.remove(UITraitLayoutDirection.self)
        root.layoutIfNeeded()
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight && inner.frame.minX == 10)
    }

    @Test func test_whenAViewIsGivenATraitCollection_thatItsDirectionIsThatCollections() {
        let (root, container, inner) = tree(.rightToLeft)
        container.overrideTraitCollection = ListTraitCollection(layoutDirection: .leftToRight)
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight && inner.frame.minX == 10)
        // A forced attribute below still wins.
        inner.semanticContentAttribute = .forceRightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test(arguments: [ListSemanticContentAttribute.playback, .spatial])
    func test_whenAViewIsPlaybackOrSpatial_thatItNeverFlips_norDoItsSubviews(_ attribute: ListSemanticContentAttribute) {
        let (root, container, inner) = tree(.rightToLeft)
        root.layoutIfNeeded()
        #expect(inner.frame.minX == 290)
        container.semanticContentAttribute = attribute
        root.layoutIfNeeded()
        #expect(container.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight && inner.frame.minX == 10)
        // A playback row of buttons keeps its order right to left: rewind, play, fast forward.
        let row = UIStackView(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
        row.axis = .horizontal
        row.distribution = .fillEqually
        let buttons = (0..<3).map { _ in UIView() }
        for button in buttons { row.addArrangedSubview(button) }
        root.addSubview(row)
        row.semanticContentAttribute = attribute
        row.layoutIfNeeded()
        #expect(buttons.map(\.frame.minX) == [0, 30, 60])
        row.semanticContentAttribute = .unspecified
        row.layoutIfNeeded()
        #expect(buttons.map(\.frame.minX) == [60, 30, 0])
    }

    @Test func test_whenAViewPlacedByConstraintsIsForcedRightToLeft_thatItsSubviewsFlipAtOnce() {
        // The host solving the views is the root, two levels above the one that changes (its superview is placed
        // by constraints too).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let middle = UIView(), box = UIView(), inner = UIView()
        for view in [middle, box, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(middle)
        middle.addSubview(box)
        box.addSubview(inner)
        NSLayoutConstraint.activate([
            middle.leftAnchor.constraint(equalTo: root.leftAnchor), middle.rightAnchor.constraint(equalTo: root.rightAnchor),
            middle.topAnchor.constraint(equalTo: root.topAnchor), middle.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            box.leftAnchor.constraint(equalTo: middle.leftAnchor), box.widthAnchor.constraint(equalToConstant: 200),
            box.topAnchor.constraint(equalTo: middle.topAnchor), box.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: box.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame.minX == 10)
        box.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(inner.frame.minX == 170)
    }
}
