import Foundation
import ListCore

extension ListConstraintEngine {
    /// The most passes a host's layout runs while the margins and safe areas it reads from its own solved views
    /// still move, from the frames it starts from and again from zero frames (see ``MarginReads``).
    static let maxSettlingPasses = 4

    /// A layout whose margins still move after ``maxSettlingPasses`` (a feedback loop: a view's margins follow a
    /// frame they move, as when a view squeezed past its superview's edge takes its unsafe area into its margins)
    /// starts again from zero frames, as a tree built afresh does, so that it ends where that tree ends whatever
    /// its frames were. Logged like UIKit's other layout messages.
    static func restartUnsettled(_ pass: Pass, host: ListView) {
        for item in pass.items where item.isSolvedView { item.view.setLayoutFrame(.zero) }
        ListConstraintLog.record(
            "Layout feedback loop in \(ListLayoutConstraint.name(of: host)): the margins of its views move with "
                + "the frames they give them; laid out from zero frames")
    }

    /// The margins and safe area insets a pass read from views below its host whose frames the pass itself sets —
    /// a solved view's `layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide` or `…Margin`
    /// attributes. Such insets follow the view's frame (the part of its superview's unsafe area it overlaps, its
    /// superview's margins it reaches into), so a pass read them from the frames before it. UIKit updates a view's
    /// margins when its new frame moves them and lays its subviews out again from the updated engine; the pass
    /// does the same: when a read inset moved with the frames it set, it solves again, until none moves (see
    /// ``maxSettlingPasses`` and ``restartUnsettled(_:host:)``). The frames are then the ones the same tree built
    /// afresh gets, whatever the frames before were.
    @MainActor
    struct MarginReads {
        /// Each view read (held for the pass), with its margins and safe area insets as the pass read them.
        private var reads: [(view: ListView, margins: ListEdgeInsets, safeArea: ListEdgeInsets)] = []

        /// The views below the host whose insets `pass` reads (a frame-independent pass reads none).
        init(_ pass: Pass, constraints: [ListLayoutConstraint], host: ListView) {
            var seen: Set<ObjectIdentifier> = []
            func read(_ view: ListView) {
                guard view !== host, seen.insert(ObjectIdentifier(view)).inserted else { return }
                reads.append((view, view.constraintLayoutMargins, view.safeAreaInsets))
            }
            for item in pass.items.dropFirst() {
                if let guide = item.guide, guide.kind != .custom { read(item.view) }
            }
            for position in constraints.indices {
                let constraint = constraints[position], itemsOf = pass.constraintItems[position]
                if constraint.firstAttribute.readsMargins, itemsOf.first >= 0,
                    pass.items[Int(itemsOf.first)].guide == nil
                {
                    read(pass.items[Int(itemsOf.first)].view)
                }
                if constraint.secondAttribute.readsMargins, itemsOf.second >= 0,
                    pass.items[Int(itemsOf.second)].guide == nil
                {
                    read(pass.items[Int(itemsOf.second)].view)
                }
            }
        }

        var isEmpty: Bool { reads.isEmpty }

        /// Whether a view's margins or safe area insets now differ from those the pass read.
        var moved: Bool {
            reads.contains { $0.view.constraintLayoutMargins != $0.margins || $0.view.safeAreaInsets != $0.safeArea }
        }
    }
}

extension ListLayoutConstraint.Attribute {
    /// Whether the attribute reads the item's layout margins.
    var readsMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
