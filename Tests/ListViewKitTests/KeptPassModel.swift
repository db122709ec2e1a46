import Foundation
import ListCore
import ListViewKit

/// A constraint tree described by value, so that a tree changed step by step (the live tree, whose host keeps its
/// last pass) can be compared with the same tree built afresh and laid out from scratch. Every input of a layout
/// pass is a field: the host's size, traits, margins, safe area and direction; the views (labels, plain views,
/// views with an intrinsic size of their own, fixed views with an autoresizing mask) and their properties; the
/// active constraints in activation order.
@MainActor
struct KeptPassModel {
    enum Kind: Equatable { case label, plain, intrinsic, fixed }

    /// A view with an intrinsic size its code sets (UIKit's contract: `invalidateIntrinsicContentSize()` after).
    final class SizedView: UIView {
        var size = CGSize(width: 30, height: 10)
        override var intrinsicContentSize: CGSize { size }
    }

    struct View {
        var kind: Kind
        /// The parent's index (-1: the host).
        var parent: Int
        var removed = false
        var text = "Two words here"
        /// `nil`: the body text style (follows Dynamic Type).
        var fontSize: CGFloat?
        var lines = 0
        var preferredMaxLayoutWidth: CGFloat = 0
        var hugging: (horizontal: Float, vertical: Float) = (250, 250)
        var compression: (horizontal: Float, vertical: Float) = (750, 750)
        var semantic = ListSemanticContentAttribute.unspecified
        var intrinsic = CGSize(width: 30, height: 10)
        var frame = CGRect.zero
        var mask: ListAutoresizingMask = []
    }

    enum Item: Equatable { case host, margins, safeArea, view(Int) }

    struct Constraint {
        let id: Int
        var first: Item
        var firstAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation
        var second: Item?
        var secondAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat
        var constant: CGFloat
        var priority: Float
    }

    var size = CGSize(width: 320, height: 600)
    var category = ListContentSizeCategory.large
    var direction = ListLayoutDirection.leftToRight
    /// The screen's scale (`nil`: the main screen's).
    var displayScale: CGFloat?
    var hostSemantic = ListSemanticContentAttribute.unspecified
    var margins = ListEdgeInsets(all: 8)
    var safeArea = ListEdgeInsets.zero
    var views: [View] = []
    /// The active constraints, in activation order.
    var constraints: [Constraint] = []
    private var nextID = 0

    /// Appends a constraint (not activated anywhere yet) and returns it.
    mutating func add(
        _ first: Item, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: Item?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: Float = 1000
    ) -> Constraint {
        let constraint = Constraint(
            id: nextID, first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
        nextID += 1
        constraints.append(constraint)
        return constraint
    }

    /// The live counterpart: views by the model's index, constraints by id.
    @MainActor
    final class Live {
        let host: UIView
        var views: [UIView] = []
        var constraints: [Int: NSLayoutConstraint] = [:]

        init(host: UIView) { self.host = host }

        func object(_ item: Item) -> AnyObject {
            switch item {
            case .host: host
            case .margins: host.layoutMarginsGuide
            case .safeArea: host.safeAreaLayoutGuide
            case .view(let index): views[index]
            }
        }

        /// Makes the view of `spec` (index `views.count`) in its parent.
        func addView(_ spec: View) {
            let view: UIView
            switch spec.kind {
            case .label: view = UILabel()
            case .intrinsic: view = SizedView()
            case .plain, .fixed: view = UIView()
            }
            views.append(view)
            (spec.parent < 0 ? host : views[spec.parent]).addSubview(view)
            update(views.count - 1, to: spec)
        }

        /// Sets every property of view `index` from `spec`.
        func update(_ index: Int, to spec: View) {
            let view = views[index]
            if spec.kind == .fixed {
                view.frame = spec.frame
                view.autoresizingMask = spec.mask
            } else {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            if let label = view as? UILabel {
                label.text = spec.text
                label.font = spec.fontSize.map { .systemFont(ofSize: $0) } ?? .preferredFont(forTextStyle: .body)
                label.numberOfLines = spec.lines
                label.preferredMaxLayoutWidth = spec.preferredMaxLayoutWidth
            }
            if let sized = view as? SizedView, sized.size != spec.intrinsic {
                sized.size = spec.intrinsic
                sized.invalidateIntrinsicContentSize()
            }
            view.setContentHuggingPriority(UILayoutPriority(spec.hugging.horizontal), for: .horizontal)
            view.setContentHuggingPriority(UILayoutPriority(spec.hugging.vertical), for: .vertical)
            view.setContentCompressionResistancePriority(UILayoutPriority(spec.compression.horizontal), for: .horizontal)
            view.setContentCompressionResistancePriority(UILayoutPriority(spec.compression.vertical), for: .vertical)
            view.semanticContentAttribute = spec.semantic
        }

        /// Makes and activates the constraint of `spec`.
        func activate(_ spec: Constraint) {
            make(spec).isActive = true
        }

        /// Makes the constraint of `spec` (not activated) and keeps it by its id.
        @discardableResult
        func make(_ spec: Constraint) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(
                item: object(spec.first), attribute: spec.firstAttribute, relatedBy: spec.relation,
                toItem: spec.second.map(object), attribute: spec.secondAttribute, multiplier: spec.multiplier,
                constant: spec.constant)
            constraint.priority = UILayoutPriority(spec.priority)
            constraints[spec.id] = constraint
            return constraint
        }

        func deactivate(_ id: Int) {
            constraints[id]?.isActive = false
            constraints[id] = nil
        }
    }

    /// The host's traits.
    var traits: ListTraitCollection {
        let environment = ListEnvironment(contentSizeCategory: category, layoutDirection: direction)
        guard let displayScale else { return ListTraitCollection(environment: environment) }
        return ListTraitCollection(
            environment: environment, screenSize: CGSize(width: 390, height: 844), displayScale: displayScale)
    }

    /// The tree built afresh: the host and its properties, the views in order, the constraints in order.
    func build() -> Live {
        let live = Live(host: UIView(frame: CGRect(origin: .zero, size: size)))
        applyHost(to: live)
        for spec in views { live.addView(spec) }
        for index in views.indices where views[index].removed { live.views[index].removeFromSuperview() }
        for constraint in constraints { live.activate(constraint) }
        return live
    }

    /// Sets the host's properties of the model on `live`.
    func applyHost(to live: Live) {
        live.host.overrideTraitCollection = traits
        live.host.semanticContentAttribute = hostSemantic
        live.host.layoutMargins = margins
        live.host.safeAreaInsets = safeArea
        if live.host.frame.size != size { live.host.frame = CGRect(origin: .zero, size: size) }
    }

    /// The frames of the views the model has (removed ones left out), laid out.
    static func frames(of live: Live, model: KeptPassModel) -> [[UInt64]] {
        live.host.layoutIfNeeded()
        return model.views.indices.filter { !model.views[$0].removed }.map { index in
            let frame = live.views[index].frame
            return [frame.minX, frame.minY, frame.width, frame.height].map { Double($0).bitPattern }
        }
    }
}
