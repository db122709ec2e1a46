import Foundation
import ListCore
import ListTestSupport
import ListViewKit

/// One kind of change to a ``KeptPassModel`` tree, applied to the model and to the live tree through the one
/// property (or call) an app would use, so that a change the layout pass did not count would show.
@MainActor
enum KeptPassMutation: CaseIterable {
    case constant, activate, deactivate, priority, multiplier, addView, removeView, fixedFrame, autoresizing
    case margins, safeArea, direction, text, font, dynamicType, intrinsicSize, hugging, compression, lines

    typealias Model = KeptPassModel

    /// Half the steps change a constant; the rest are any other kind.
    static func random(_ rng: inout SplitMix64) -> KeptPassMutation {
        if Bool.random(using: &rng) { return .constant }
        let others = allCases.filter { $0 != .constant }
        return others[Int.random(in: 0..<others.count, using: &rng)]
    }

    /// The views that are there, of `kinds`.
    static func present(_ model: Model, _ kinds: [Model.Kind]) -> [Int] {
        model.views.indices.filter { !model.views[$0].removed && kinds.contains(model.views[$0].kind) }
    }

    func apply(to model: inout Model, live: Model.Live, _ rng: inout SplitMix64) {
        func pick(_ indices: [Int]) -> Int? {
            indices.isEmpty ? nil : indices[Int.random(in: 0..<indices.count, using: &rng)]
        }
        let optional = model.constraints.indices.filter { model.constraints[$0].priority < 1000 }
        switch self {
        case .constant:
            guard let position = pick(Array(model.constraints.indices)) else { return }
            let delta = CGFloat([-6, -3, -1, 1, 2, 5][Int.random(in: 0...5, using: &rng)])
            model.constraints[position].constant += delta
            live.constraints[model.constraints[position].id]?.constant = model.constraints[position].constant
        case .activate:
            guard let view = pick(Self.present(model, [.label, .plain, .intrinsic])) else { return }
            let priority = ConstraintKeptPassPropertyTests.priority(&rng)
            let other = pick(Self.present(model, [.label, .plain, .intrinsic]).filter { $0 != view })
            let constraint: Model.Constraint
            if let other, Bool.random(using: &rng) {
                constraint = model.add(.view(view), .width, .equal, .view(other), .width,
                                       multiplier: [0.5, 1, 2][Int.random(in: 0...2, using: &rng)],
                                       constant: CGFloat(Int.random(in: -5...5, using: &rng)), priority: priority)
            } else {
                constraint = model.add(.view(view), Bool.random(using: &rng) ? .width : .height, .greaterThanOrEqual,
                                       nil, .notAnAttribute, constant: CGFloat(Int.random(in: 0...50, using: &rng)),
                                       priority: priority)
            }
            live.activate(constraint)
        case .deactivate:
            guard let position = pick(optional) else { return }
            live.deactivate(model.constraints.remove(at: position).id)
        case .priority:
            guard let position = pick(optional) else { return }
            model.constraints[position].priority = ConstraintKeptPassPropertyTests.priority(&rng)
            live.constraints[model.constraints[position].id]?.priority = UILayoutPriority(model.constraints[position].priority)
        case .multiplier:
            guard let position = pick(optional.filter { model.constraints[$0].second != nil }) else { return }
            let old = model.constraints.remove(at: position)
            live.deactivate(old.id)
            let new = model.add(old.first, old.firstAttribute, old.relation, old.second, old.secondAttribute,
                                multiplier: old.multiplier == 0.5 ? 2 : 0.5, constant: old.constant, priority: old.priority)
            live.activate(new)
        case .addView:
            ConstraintKeptPassPropertyTests.addRandomView(to: &model, &rng)
            live.addView(model.views[model.views.count - 1])
            for constraint in model.constraints where live.constraints[constraint.id] == nil { live.activate(constraint) }
        case .removeView:
            let leaves = Self.present(model, [.label, .plain, .intrinsic, .fixed]).filter { index in
                !model.views.contains { !$0.removed && $0.parent == index }
                    && !model.constraints.contains { $0.second == .view(index) && $0.first != .view(index) }
            }
            guard let index = pick(leaves) else { return }
            model.views[index].removed = true
            for constraint in model.constraints where constraint.first == .view(index) || constraint.second == .view(index) {
                live.constraints[constraint.id] = nil
            }
            model.constraints.removeAll { $0.first == .view(index) || $0.second == .view(index) }
            live.views[index].removeFromSuperview()
        case .fixedFrame:
            guard let index = pick(Self.present(model, [.fixed])) else { return }
            model.views[index].frame = CGRect(x: Int.random(in: 0...40, using: &rng), y: Int.random(in: 0...40, using: &rng),
                                              width: Int.random(in: 10...80, using: &rng), height: Int.random(in: 10...40, using: &rng))
            live.views[index].frame = model.views[index].frame
        case .autoresizing:
            if let index = pick(Self.present(model, [.fixed])), Bool.random(using: &rng) {
                model.views[index].mask = [.flexibleHeight, .flexibleWidth, .flexibleLeftMargin][Int.random(in: 0...2, using: &rng)]
                live.views[index].autoresizingMask = model.views[index].mask
            }
            model.size = CGSize(width: Int.random(in: 240...420, using: &rng), height: Int.random(in: 500...700, using: &rng))
            live.host.frame = CGRect(origin: .zero, size: model.size)
            for index in Self.present(model, [.fixed]) { model.views[index].frame = live.views[index].frame }
        case .margins:
            model.margins = ListEdgeInsets(top: CGFloat(Int.random(in: 0...20, using: &rng)), left: CGFloat(Int.random(in: 0...20, using: &rng)),
                                           bottom: 8, right: CGFloat(Int.random(in: 0...20, using: &rng)))
            live.host.layoutMargins = model.margins
        case .safeArea:
            model.safeArea = ListEdgeInsets(top: CGFloat(Int.random(in: 0...40, using: &rng)), left: CGFloat(Int.random(in: 0...20, using: &rng)),
                                            bottom: 0, right: 0)
            live.host.safeAreaInsets = model.safeArea
        case .direction:
            let attributes: [ListSemanticContentAttribute] = [.unspecified, .forceLeftToRight, .forceRightToLeft]
            switch Int.random(in: 0...2, using: &rng) {
            case 0:
                model.hostSemantic = attributes[Int.random(in: 0...2, using: &rng)]
                live.host.semanticContentAttribute = model.hostSemantic
            case 1:
                model.direction = model.direction == .leftToRight ? .rightToLeft : .leftToRight
                live.host.overrideTraitCollection = model.traits
            default:
                guard let index = pick(Self.present(model, [.label, .plain, .intrinsic])) else { return }
                model.views[index].semantic = attributes[Int.random(in: 0...2, using: &rng)]
                live.views[index].semanticContentAttribute = model.views[index].semantic
            }
        case .text:
            guard let index = pick(Self.present(model, [.label])) else { return }
            model.views[index].text = ConstraintKeptPassPropertyTests.texts[Int.random(in: 0...4, using: &rng)]
            (live.views[index] as? UILabel)?.text = model.views[index].text
        case .font:
            guard let index = pick(Self.present(model, [.label])) else { return }
            model.views[index].fontSize = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 11...22, using: &rng))
            (live.views[index] as? UILabel)?.font = model.views[index].fontSize.map { .systemFont(ofSize: $0) }
                ?? .preferredFont(forTextStyle: .body)
        case .dynamicType:
            model.category = ConstraintKeptPassPropertyTests.categories[Int.random(in: 0...3, using: &rng)]
            live.host.overrideTraitCollection = model.traits
        case .intrinsicSize:
            guard let index = pick(Self.present(model, [.intrinsic])) else { return }
            model.views[index].intrinsic = CGSize(width: Int.random(in: 10...60, using: &rng), height: Int.random(in: 8...30, using: &rng))
            (live.views[index] as? Model.SizedView)?.size = model.views[index].intrinsic
            live.views[index].invalidateIntrinsicContentSize()
        case .hugging, .compression:
            guard let index = pick(Self.present(model, [.label, .intrinsic])) else { return }
            let value = ConstraintKeptPassPropertyTests.priority(&rng)
            let horizontal = Bool.random(using: &rng)
            if self == .hugging {
                if horizontal { model.views[index].hugging.horizontal = value } else { model.views[index].hugging.vertical = value }
                live.views[index].setContentHuggingPriority(UILayoutPriority(value), for: horizontal ? .horizontal : .vertical)
            } else {
                if horizontal { model.views[index].compression.horizontal = value } else { model.views[index].compression.vertical = value }
                live.views[index].setContentCompressionResistancePriority(UILayoutPriority(value), for: horizontal ? .horizontal : .vertical)
            }
        case .lines:
            guard let index = pick(Self.present(model, [.label])), let label = live.views[index] as? UILabel else { return }
            if Bool.random(using: &rng) {
                model.views[index].lines = Int.random(in: 0...2, using: &rng)
                label.numberOfLines = model.views[index].lines
            } else {
                model.views[index].preferredMaxLayoutWidth = Bool.random(using: &rng) ? 0 : CGFloat(Int.random(in: 40...200, using: &rng))
                label.preferredMaxLayoutWidth = model.views[index].preferredMaxLayoutWidth
            }
        }
    }
}
