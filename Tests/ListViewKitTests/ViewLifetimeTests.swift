import Foundation
import ListCore
import ListViewKit
import Testing

/// What refers to a view or a layout guide without holding it (a subview's superview, a constraint's items and
/// installing view, a layer's view, a guide's owning view, an accessibility element's container, an action's
/// sender) reads `nil` once the object has ended, as UIKit's weak references do — though none of them is a weak
/// reference (``ListLifetime``: a weakly referenced view pays the runtime's slow path on every retain and release).
/// And a tree laid out by constraints ends when the app lets it go: nothing in the constraint machinery holds a view.
@MainActor
@Suite struct ViewLifetimeTests {
    @Test func test_whenASuperviewEnds_thatItsSubviewsBecomeRootsThatStillLayOut() {
        let child = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        let grandchild = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        weak var endedParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            endedParent = parent
            #expect(child.superview === parent)
        }
        #expect(endedParent == nil)
        #expect(child.superview == nil)
        child.addSubview(grandchild)
        #expect(grandchild.superview === child)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(child)
        #expect(child.superview === other && other.subviews.count == 1 && other.subviews[0] === child)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: other) == CGRect(x: 5, y: 6, width: 1, height: 1))
    }

    @Test func test_whenAConstraintsViewsEnd_thatTheKeptConstraintIsInactive_andNamesNothing() throws {
        ListConstraintLog.clear()
        var constraint: NSLayoutConstraint?
        let survivor = UIView()
        weak var endedRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            survivor.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(survivor)
            let kept = survivor.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            kept.isActive = true
            root.layoutIfNeeded()
            #expect(survivor.frame.width == 100)
            #expect(kept.isActive && kept.firstItem === survivor && kept.secondItem === root)
            constraint = kept
            endedRoot = root
            survivor.removeFromSuperview()
            // Removing a view deactivates the constraints that cross out of it (UIKit).
            #expect(!kept.isActive)
            root.addSubview(survivor)
            kept.isActive = true
            #expect(kept.isActive)
        }
        let kept = try #require(constraint)
        #expect(endedRoot == nil)
        #expect(survivor.superview == nil)
        #expect(!kept.isActive)
        #expect(kept.firstItem === survivor && kept.secondItem == nil)
        kept.isActive = true
        #expect(!kept.isActive)
        #expect(try #require(ListConstraintLog.messages.last).contains("its second item no longer exists"))
        #expect(kept.description.contains("nil.width"))
    }

    @Test func test_whenTheInstallingViewEnds_thatAConstraintItHeldIsInactive() throws {
        var constraint: NSLayoutConstraint?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let a = UIView(), b = UIView()
            for view in [a, b] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8)
            between.isActive = true
            #expect(root.constraints.count == 1 && root.constraints[0] === between)
            constraint = between
        }
        let between = try #require(constraint)
        #expect(!between.isActive && between.firstItem == nil && between.secondItem == nil)
        between.constant = 4   // changing a constraint whose views ended changes nothing else
        #expect(between.constant == 4 && !between.isActive)
    }

    @Test func test_whenAViewEnds_thatItsLayerGuidesElementsAndActionsNameNothing() throws {
        let layer: ListLayer
        let guide = UILayoutGuide()
        let margins: UILayoutGuide
        let element: UIAccessibilityElement
        var sent: ListAction?
        weak var endedView: UIView?
        do {
            let view = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
            layer = view.layer
            view.addLayoutGuide(guide)
            margins = view.layoutMarginsGuide
            element = UIAccessibilityElement(accessibilityContainer: view)
            let action = ListAction { _ in }
            view.addAction(action, for: .touchUpInside)
            view.sendActions(for: .touchUpInside)
            sent = action
            #expect(layer.view === view && guide.owningView === view && margins.owningView === view)
            #expect(element.accessibilityContainer === view && action.sender === view)
            endedView = view
        }
        #expect(endedView == nil)
        #expect(layer.view == nil)
        #expect(guide.owningView == nil && margins.owningView == nil)
        #expect(element.accessibilityContainer == nil)
        #expect(try #require(sent).sender == nil)
        // A guide without an owner takes no part in layout, as before it was added.
        #expect(guide.layoutFrame == .zero)
    }

    @Test func test_whenAConstraintsGuideEnds_thatTheConstraintNamesNothing() throws {
        let view = UIView()
        var constraint: NSLayoutConstraint?
        do {
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
            #expect(try #require(constraint).firstItem === guide)
            view.removeLayoutGuide(guide)
        }
        #expect(try #require(constraint).firstItem == nil)
        #expect(try #require(constraint).secondItem === view)
    }

    /// A cell laid out by constraints (sized by fitting, laid out, a constant changed and laid out again: the kept
    /// pass) ends with every view, guide and constraint when the app lets it go.
    @Test(arguments: [false, true])
    func test_whenACellLaidOutByConstraintsIsLetGo_thatEveryViewAndConstraintEnds(rightToLeft: Bool) {
        weak var endedContent: UIView?
        weak var endedLabel: UILabel?
        weak var endedBadge: UIView?
        weak var endedConstraint: NSLayoutConstraint?
        weak var endedGuide: UILayoutGuide?
        do {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            if rightToLeft { content.semanticContentAttribute = .forceRightToLeft }
            let label = UILabel(), badge = UIView()
            label.text = "A post that wraps onto a second line at this width, or so we hope"
            label.numberOfLines = 0
            for view in [label, badge] {
                view.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(view)
            }
            let width = badge.widthAnchor.constraint(equalToConstant: 8)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -8),
                badge.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                badge.centerYAnchor.constraint(equalTo: label.firstBaselineAnchor),
                width, badge.heightAnchor.constraint(equalToConstant: 8),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
            ])
            let size = content.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            content.frame.size = size
            content.layoutIfNeeded()
            width.constant = 9
            content.layoutIfNeeded()
            #expect(badge.frame.width == 9)
            #expect(label.frame.height > 20)
            endedContent = content
            endedLabel = label
            endedBadge = badge
            endedConstraint = width
            endedGuide = content.layoutMarginsGuide
        }
        #expect(endedContent == nil)
        #expect(endedLabel == nil)
        #expect(endedBadge == nil)
        #expect(endedConstraint == nil)
        #expect(endedGuide == nil)
    }

    /// A subview that leaves a host laid out by constraints and ends before the host's next pass: the pass solves
    /// the views that are left (nothing read through the ended view's old place in the kept system).
    @Test func test_whenASolvedSubviewLeavesAndEnds_thatTheHostsNextPassLaysOutTheRest() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let kept = UIView()
        kept.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(kept)
        let keptWidth = kept.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            kept.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            kept.topAnchor.constraint(equalTo: content.topAnchor), keptWidth,
            kept.heightAnchor.constraint(equalToConstant: 20),
        ])
        weak var endedView: UIView?
        do {
            let leaving = UIView()
            leaving.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(leaving)
            NSLayoutConstraint.activate([
                leaving.leadingAnchor.constraint(equalTo: kept.trailingAnchor, constant: 4),
                leaving.topAnchor.constraint(equalTo: content.topAnchor),
                leaving.widthAnchor.constraint(equalToConstant: 30),
                leaving.heightAnchor.constraint(equalTo: kept.heightAnchor),
            ])
            content.layoutIfNeeded()
            #expect(leaving.frame == CGRect(x: 54, y: 0, width: 30, height: 20))
            leaving.removeFromSuperview()
            endedView = leaving
        }
        #expect(endedView == nil)
        keptWidth.constant = 50
        content.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        #expect(content.constraints.count == 2)   // the leaving view's constraints left with it
    }
}
