import Foundation
import ListCore
import ListViewKit
import Testing

/// One change of each kind a constraint layout pass reads is never missed by a host that kept its last pass: the
/// pass after it (with a constant changed in the same step, so that only a missed change would take the kept road)
/// gives the frames of the tree built afresh, which differ from the frames the tree would have had without the
/// change; and a constant changed alone does take the kept road, with the same frames as a fresh tree.
@MainActor
@Suite struct ConstraintKeptPassTests {
    typealias Model = KeptPassModel

    /// A fixed view (autoresizing), a wrapping label at the host's margins below it, a view with an intrinsic size
    /// after the label at the safe area's top, a plain container with a label inside; optional wishes on the
    /// intrinsic view's width (half the container's) and height.
    static func fixture() -> (model: Model, wish: Int, badge: Int) {
        var model = Model()
        model.views = [
            Model.View(kind: .fixed, parent: -1, frame: CGRect(x: 0, y: 0, width: 50, height: 20), mask: [.flexibleHeight]),
            Model.View(kind: .label, parent: -1, text: "Someone wrote a longer line here", fontSize: 17),
            Model.View(kind: .intrinsic, parent: -1),
            Model.View(kind: .plain, parent: -1),
            Model.View(kind: .label, parent: 3, text: "A title"),
        ]
        _ = model.add(.view(1), .leading, .equal, .margins, .leading, constant: 4)
        _ = model.add(.view(1), .top, .equal, .view(0), .bottom, constant: 4)
        _ = model.add(.view(1), .trailing, .lessThanOrEqual, .host, .trailing, constant: -80)
        _ = model.add(.view(2), .leading, .equal, .view(1), .trailing, constant: 4)
        _ = model.add(.view(2), .top, .equal, .safeArea, .top, constant: 2)
        _ = model.add(.view(2), .trailing, .lessThanOrEqual, .host, .trailing, constant: -4)
        _ = model.add(.view(3), .leading, .equal, .host, .leading)
        // The container's width: the constant every step changes (it moves the container, the label in it and the
        // intrinsic view's wish).
        let badge = model.add(.view(3), .width, .equal, nil, .notAnAttribute, constant: 100, priority: 999).id
        _ = model.add(.view(3), .top, .equal, .view(1), .bottom, constant: 6)
        _ = model.add(.view(3), .height, .equal, nil, .notAnAttribute, constant: 40)
        _ = model.add(.view(4), .leading, .equal, .view(3), .leading, constant: 2)
        _ = model.add(.view(4), .top, .equal, .view(3), .top, constant: 2)
        _ = model.add(.view(4), .trailing, .lessThanOrEqual, .view(3), .trailing, constant: -2)
        let wish = model.add(.view(2), .width, .equal, .view(3), .width, multiplier: 0.5, priority: 400.25).id
        _ = model.add(.view(2), .height, .equal, nil, .notAnAttribute, constant: 4, priority: 600)
        return (model, wish, badge)
    }

    /// Lays the fixture out, changes the badge's constant (a kept pass, checked), then applies `change` to the
    /// model and the live tree with another badge constant, and checks that the pass is not a kept one, that its
    /// frames are the fresh tree's and that they differ from the fresh tree's without the change.
    func check(_ name: String, _ change: (inout Model, Model.Live, Int) -> Void) {
        var (model, wish, badge) = Self.fixture()
        let live = model.build()
        live.host.layoutIfNeeded()
        func setBadge(_ value: CGFloat) {
            let position = model.constraints.firstIndex { $0.id == badge }!
            model.constraints[position].constant = value
            live.constraints[badge]?.constant = value
        }
        var kept = ListLayoutInputs.keptPasses
        setBadge(120)
        let afterConstant = Model.frames(of: live, model: model)
        #expect(ListLayoutInputs.keptPasses == kept + 1, "\(name): a constant change alone takes the kept pass")
        #expect(afterConstant == Model.frames(of: model.build(), model: model), "\(name): the kept pass's frames")
        let unchanged = model
        setBadge(90)
        var without = unchanged
        if let position = without.constraints.firstIndex(where: { $0.id == badge }) { without.constraints[position].constant = 90 }
        kept = ListLayoutInputs.keptPasses
        change(&model, live, wish)
        let frames = Model.frames(of: live, model: model)
        #expect(ListLayoutInputs.keptPasses == kept, "\(name): the change was missed (the pass started from the kept one)")
        #expect(frames == Model.frames(of: model.build(), model: model), "\(name): frames differ from a fresh tree's")
        #expect(frames != Model.frames(of: without.build(), model: without), "\(name): the change moves no frame")
    }

    @Test func aConstraintActivatedIsNotMissed() {
        check("activate") { model, live, _ in live.activate(model.add(.view(2), .width, .equal, nil, .notAnAttribute, constant: 70, priority: 700)) }
    }

    /// `NSLayoutConstraint.activate(_:)` marks the host once for the whole array (not once per constraint).
    @Test func constraintsActivatedTogetherAreNotMissed() {
        check("activate([…])") { model, live, _ in
            NSLayoutConstraint.activate([
                live.make(model.add(.view(2), .width, .equal, nil, .notAnAttribute, constant: 70, priority: 700)),
                live.make(model.add(.view(4), .height, .equal, nil, .notAnAttribute, constant: 30, priority: 800)),
            ])
        }
    }

    @Test func constraintsDeactivatedTogetherAreNotMissed() {
        check("deactivate([…])") { model, live, wish in
            let height = model.constraints.first { $0.first == .view(2) && $0.firstAttribute == .height }!.id
            model.constraints.removeAll { $0.id == wish || $0.id == height }
            NSLayoutConstraint.deactivate([live.constraints[wish]!, live.constraints[height]!])
            live.constraints[wish] = nil
            live.constraints[height] = nil
        }
    }

    @Test func aConstraintDeactivatedIsNotMissed() {
        check("deactivate") { model, live, wish in
            model.constraints.removeAll { $0.id == wish }
            live.deactivate(wish)
        }
    }

    @Test func aPriorityChangeIsNotMissed() {
        check("priority") { model, live, wish in
            let position = model.constraints.firstIndex { $0.id == wish }!
            model.constraints[position].priority = 200.5
            live.constraints[wish]?.priority = UILayoutPriority(200.5)
        }
    }

    @Test func aMultiplierChangeIsNotMissed() {
        check("multiplier") { model, live, wish in
            let old = model.constraints.first { $0.id == wish }!
            model.constraints.removeAll { $0.id == wish }
            live.deactivate(wish)
            live.activate(model.add(old.first, old.firstAttribute, old.relation, old.second, old.secondAttribute,
                                    multiplier: 0.8, priority: old.priority))
        }
    }

    @Test func aViewRemovedFromTheTreeIsNotMissed() {
        check("tree") { model, live, _ in
            model.views[4].removed = true
            model.constraints.removeAll { $0.first == .view(4) }
            live.views[4].removeFromSuperview()   // its constraints go with it, as in UIKit
        }
    }

    @Test func aFixedFrameChangeIsNotMissed() {
        check("fixed frame") { model, live, _ in
            model.views[0].frame = CGRect(x: 0, y: 0, width: 50, height: 33)
            live.views[0].frame = model.views[0].frame
        }
    }

    @Test func anAutoresizedFixedViewIsNotMissed() {
        check("autoresizing") { model, live, _ in
            model.size.height = 700
            live.host.frame = CGRect(origin: .zero, size: model.size)
            model.views[0].frame = live.views[0].frame
        }
    }

    @Test func aMarginChangeIsNotMissed() {
        check("margins") { model, live, _ in
            model.margins.left = 20
            live.host.layoutMargins = model.margins
        }
    }

    @Test func aSafeAreaChangeIsNotMissed() {
        check("safe area") { model, live, _ in
            model.safeArea.top = 10
            live.host.safeAreaInsets = model.safeArea
        }
    }

    @Test func aSemanticContentAttributeChangeIsNotMissed() {
        check("direction") { model, live, _ in
            model.hostSemantic = .forceRightToLeft
            live.host.semanticContentAttribute = .forceRightToLeft
        }
    }

    @Test func aTextChangeIsNotMissed() {
        check("text") { model, live, _ in
            model.views[1].text = "Hi"
            (live.views[1] as? UILabel)?.text = "Hi"
        }
    }

    @Test func aFontChangeIsNotMissed() {
        check("font") { model, live, _ in
            model.views[1].fontSize = 24
            (live.views[1] as? UILabel)?.font = .systemFont(ofSize: 24)
        }
    }

    @Test func aDynamicTypeChangeIsNotMissed() {
        check("Dynamic Type") { model, live, _ in
            model.category = .accessibilityLarge
            live.host.overrideTraitCollection = model.traits
        }
    }

    @Test func anIntrinsicSizeInvalidatedIsNotMissed() {
        check("intrinsic size") { model, live, _ in
            model.views[2].intrinsic.height = 14
            (live.views[2] as? Model.SizedView)?.size.height = 14
            live.views[2].invalidateIntrinsicContentSize()
        }
    }

    @Test func aHuggingPriorityChangeIsNotMissed() {
        check("hugging") { model, live, _ in
            model.views[2].hugging.horizontal = 450
            live.views[2].setContentHuggingPriority(UILayoutPriority(450), for: .horizontal)
        }
    }

    @Test func aCompressionResistanceChangeIsNotMissed() {
        check("compression") { model, live, _ in
            model.views[2].compression.vertical = 500
            live.views[2].setContentCompressionResistancePriority(UILayoutPriority(500), for: .vertical)
        }
    }

    @Test func aPreferredMaxLayoutWidthChangeIsNotMissed() {
        check("preferredMaxLayoutWidth") { model, live, _ in
            model.views[1].preferredMaxLayoutWidth = 60
            (live.views[1] as? UILabel)?.preferredMaxLayoutWidth = 60
        }
    }
}
