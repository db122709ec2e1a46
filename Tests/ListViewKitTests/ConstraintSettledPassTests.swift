import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// A constant change moves a wrapping label's size in the solver only when the label's width changed, as UIKit
/// re-measures a label only then (docs/CONSTRAINTS.md, "Speed of Auto Layout on the view tree"): when the required
/// equalities fix the label's width and the change leaves its wrapped size as it was, the kept pass settles in place
/// (only the changed constant moves); a change of its width that wraps it anew, or a label whose width its intrinsic
/// size decides, takes the two-pass rounds. Either
/// way the frames are bit for bit those of the same tree built afresh. Seeded cells in random environments (Dynamic
/// Type sizes, both directions, display scales 1–3, host widths, texts).
@MainActor
@Suite struct ConstraintSettledPassTests {
    typealias Model = KeptPassModel

    static let texts = [
        "Hi", "Someone wrote a longer post that wraps onto a second line in most widths",
        "Shipping the constraint solver today, with the anchors and the item form, in cells", "مرحبا بالعالم، هذا نص أطول",
    ]
    static let categories: [ListContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityLarge]

    /// A feed cell: a one-line name, a wrapping body below it between the host's edges (`pinned`: both edges
    /// required equalities, so they alone fix its width; else its trailing edge at most the host's, so its wrapped
    /// width decides), a badge below the body whose width is the "unrelated" constant.
    static func cell(seed: UInt64, pinned: Bool) -> (model: Model, trailing: Int, badge: Int) {
        var rng = SplitMix64(seed: seed)
        var model = Model()
        model.size = CGSize(width: Int.random(in: 240...420, using: &rng), height: 600)
        model.category = categories[Int.random(in: 0..<categories.count, using: &rng)]
        model.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
        model.displayScale = CGFloat(Int.random(in: 1...3, using: &rng))
        model.views = [
            Model.View(kind: .label, parent: -1, text: "Ada Lovelace", lines: 1),
            Model.View(kind: .label, parent: -1, text: texts[Int.random(in: 0..<texts.count, using: &rng)],
                       fontSize: Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 11...22, using: &rng))),
            Model.View(kind: .plain, parent: -1),
        ]
        let inset = CGFloat(Int.random(in: 4...20, using: &rng))
        _ = model.add(.view(0), .leading, .equal, .host, .leading, constant: inset)
        _ = model.add(.view(0), .top, .equal, .host, .top, constant: 8)
        _ = model.add(.view(1), .leading, .equal, .view(0), .leading)
        _ = model.add(.view(1), .top, .equal, .view(0), .bottom, constant: 4)
        let trailing = model.add(
            .view(1), .trailing, pinned ? .equal : .lessThanOrEqual, .host, .trailing, constant: -inset).id
        _ = model.add(.view(2), .leading, .equal, .view(1), .leading)
        _ = model.add(.view(2), .top, .equal, .view(1), .bottom, constant: 4)
        let badge = model.add(.view(2), .width, .equal, nil, .notAnAttribute, constant: 8).id
        _ = model.add(.view(2), .height, .equal, nil, .notAnAttribute, constant: 8)
        return (model, trailing, badge)
    }

    /// Sets constraint `id`'s constant in the model and on the live tree (one more when it is the constant it has:
    /// every step changes it).
    static func set(_ id: Int, to constant: CGFloat, in model: inout Model, live: Model.Live) {
        let position = model.constraints.firstIndex { $0.id == id }!
        let value = model.constraints[position].constant == constant ? constant + 1 : constant
        model.constraints[position].constant = value
        live.constraints[id]?.constant = value
    }

    /// Each step changes the badge's width (the body keeps its width: settled in place when pinned), the body's
    /// trailing inset (its width changes: re-measured, never settled) or the host's width (not a kept pass at all);
    /// every step's frames are a fresh tree's.
    @Test func aLabelIsRemeasuredOnlyWhenItsWidthChanged() {
        var settledSteps = 0, rounds = 0
        for seed in UInt64(0)..<40 {
            let pinned = seed % 4 != 3
            var (model, trailing, badge) = Self.cell(seed: seed, pinned: pinned)
            var rng = SplitMix64(seed: seed &+ 0x5E77)
            let inset = -model.constraints.first { $0.id == trailing }!.constant   // the body's leading inset too
            let live = model.build()
            live.host.layoutIfNeeded()
            var states: [(model: Model, frames: [[UInt64]], step: String)] = []
            for _ in 0..<10 {
                let kept = ListLayoutInputs.keptPasses, settled = ListLayoutInputs.settledPasses
                let step: String
                switch Int.random(in: 0..<6, using: &rng) {
                case 0...2:
                    step = "badge"
                    Self.set(badge, to: CGFloat(Int.random(in: 4...40, using: &rng)), in: &model, live: live)
                case 3, 4:
                    step = "body width"
                    Self.set(trailing, to: -inset - CGFloat(Int.random(in: 0...120, using: &rng)), in: &model, live: live)
                default:
                    step = "host width"
                    model.size.width = CGFloat(Int.random(in: 240...420, using: &rng))
                    model.applyHost(to: live)
                }
                states.append((model, Model.frames(of: live, model: model), step))
                let wasKept = ListLayoutInputs.keptPasses == kept + 1
                let wasSettled = ListLayoutInputs.settledPasses == settled + 1
                switch step {
                case "badge":
                    #expect(wasKept && wasSettled == pinned, "seed \(seed): a badge change settles in place when pinned")
                case "body width":
                    // Re-measured at its new width: settled only when the body's wrapped size is the one it had.
                    let before = states.count > 1 ? states[states.count - 2].frames[1][3] : nil
                    #expect(wasKept, "seed \(seed): a constant change alone takes the kept pass")
                    if let before, before != states[states.count - 1].frames[1][3] {
                        #expect(!wasSettled, "seed \(seed): a body that wraps anew is not settled in place")
                    }
                default:
                    #expect(!wasKept && !wasSettled, "seed \(seed): a host resize is a full pass")
                }
                if wasSettled { settledSteps += 1 } else { rounds += 1 }
            }
            for (position, state) in states.enumerated() {
                let fresh = Model.frames(of: state.model.build(), model: state.model)
                #expect(state.frames == fresh, "seed \(seed), step \(position) (\(state.step)): differs from a fresh tree")
            }
        }
        #expect(settledSteps > 80 && rounds > 80, "settled \(settledSteps), rounds \(rounds)")
    }

    /// The body re-measured at a new width wraps there: a narrower body is taller, exactly as a fresh tree's, and a
    /// badge change after it settles in place with the new wrapped size kept.
    @Test func aNarrowerLabelWrapsAgainAndThenSettles() {
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            for (category, scale) in [(ListContentSizeCategory.large, CGFloat(2)), (.accessibilityLarge, 3)] {
                var (model, trailing, badge) = Self.cell(seed: 1, pinned: true)
                model.views[1].text = Self.texts[1]
                model.size.width = 390
                model.direction = direction
                model.category = category
                model.displayScale = scale
                let live = model.build()
                let wide = Model.frames(of: live, model: model)
                // (The fresh trees are built at the end: building one counts as a change, so no pass after it keeps.)
                let settled = ListLayoutInputs.settledPasses
                Self.set(trailing, to: -200, in: &model, live: live)
                let narrowModel = model
                let narrow = Model.frames(of: live, model: model)
                #expect(ListLayoutInputs.settledPasses == settled, "\(direction), \(category): re-measured")
                Self.set(badge, to: 30, in: &model, live: live)
                let afterBadge = Model.frames(of: live, model: model)
                #expect(ListLayoutInputs.settledPasses == settled + 1, "\(direction), \(category): settled in place")
                let height = { (frames: [[UInt64]]) in Double(bitPattern: frames[1][3]) }
                #expect(height(narrow) > height(wide), "\(direction), \(category): the narrower body wraps to more lines")
                #expect(height(afterBadge) == height(narrow))
                #expect(narrow == Model.frames(of: narrowModel.build(), model: narrowModel), "\(direction), \(category)")
                #expect(afterBadge == Model.frames(of: model.build(), model: model), "\(direction), \(category)")
            }
        }
    }
}
