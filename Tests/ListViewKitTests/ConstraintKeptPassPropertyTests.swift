import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// A host that saw only constant changes since its last layout pass starts its next pass from what that pass built
/// (docs/CONSTRAINTS.md, "Speed of Auto Layout on the view tree"). Seeded random constraint trees in random
/// environments (Dynamic Type sizes, both directions, display scales, host sizes) take random sequences of changes
/// of every kind a pass reads — constants (half the steps, often in a row), constraints activated and deactivated,
/// priorities, multipliers, the tree, fixed frames and autoresizing, margins, safe areas, directions, texts, fonts,
/// Dynamic Type, intrinsic sizes, hugging and compression resistance — and after each step the tree's frames are
/// bit for bit those of the same tree built afresh and laid out from scratch.
@MainActor
@Suite struct ConstraintKeptPassPropertyTests {
    typealias Model = KeptPassModel

    static let texts = ["Hi", "Two words here", "Someone wrote a longer line here", "مرحبا بالعالم", "A title"]
    static let categories: [ListContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityLarge]

    /// A distinct optional priority (ties between optional constraints would make the layout ambiguous, and an
    /// ambiguous layout may settle on another of its equally good solutions after a constant moved).
    static func priority(_ rng: inout SplitMix64) -> Float {
        Float(Int.random(in: 100...900, using: &rng)) + Float(Int.random(in: 1...999, using: &rng)) / 1000
    }

    /// Adds a view of `kind` under `parent` with constraints that place it exactly: after its previous sibling
    /// (or at the container's leading edge, or the host's margins or safe area), below it, sized by a constant,
    /// the container or its intrinsic size.
    static func addView(_ kind: Model.Kind, parent: Int, to model: inout Model, _ rng: inout SplitMix64) {
        var spec = Model.View(kind: kind, parent: parent)
        spec.text = texts[Int.random(in: 0..<texts.count, using: &rng)]
        spec.lines = Int.random(in: 0...2, using: &rng)
        spec.fontSize = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 11...22, using: &rng))
        spec.hugging.horizontal = priority(&rng)
        spec.compression.horizontal = priority(&rng)
        spec.intrinsic = CGSize(width: Int.random(in: 10...60, using: &rng), height: Int.random(in: 8...30, using: &rng))
        if kind == .fixed {
            spec.frame = CGRect(x: Int.random(in: 0...40, using: &rng), y: Int.random(in: 0...40, using: &rng),
                                width: Int.random(in: 10...80, using: &rng), height: Int.random(in: 10...40, using: &rng))
            spec.mask = [[], .flexibleLeftMargin, .flexibleWidth, .flexibleHeight][Int.random(in: 0...3, using: &rng)]
        }
        let index = model.views.count
        model.views.append(spec)
        guard kind != .fixed else { return }
        let me = Model.Item.view(index)
        let previous = model.views.indices.last {
            $0 < index && !model.views[$0].removed && model.views[$0].parent == parent && model.views[$0].kind != .fixed
        }
        let container: Model.Item = parent < 0
            ? [.host, .margins, .safeArea][Int.random(in: 0...2, using: &rng)] : .view(parent)
        let inset = CGFloat(Int.random(in: 0...12, using: &rng))
        if let previous {
            _ = model.add(me, .leading, .equal, .view(previous), .trailing, constant: inset)
            _ = model.add(me, .top, .equal, .view(previous), .bottom, constant: 2)
        } else {
            // A container's margin now and then (a solved view's margins: such a pass is never kept).
            let margin = parent >= 0 && Int.random(in: 0..<4, using: &rng) == 0
            _ = model.add(me, .leading, .equal, container, margin ? .leadingMargin : .leading, constant: inset)
            let fixed = model.views.indices.last { model.views[$0].kind == .fixed && !model.views[$0].removed }
            if parent < 0, let fixed, Bool.random(using: &rng) {
                _ = model.add(me, .top, .equal, .view(fixed), .bottom, constant: inset)
            } else {
                _ = model.add(me, .top, .equal, container, .top, constant: inset)
            }
        }
        let bound: Model.Item = parent < 0 ? .host : .view(parent)
        switch kind {
        case .plain:
            if Bool.random(using: &rng) {
                _ = model.add(me, .width, .equal, nil, .notAnAttribute, constant: CGFloat(Int.random(in: 0...60, using: &rng)))
            } else {
                _ = model.add(me, .trailing, .equal, bound, .trailing, constant: -inset)
            }
            _ = model.add(me, .height, .equal, nil, .notAnAttribute, constant: CGFloat(Int.random(in: 10...60, using: &rng)))
        default:
            _ = model.add(me, .trailing, .lessThanOrEqual, bound, .trailing, constant: -inset)
        }
    }

    /// A random tree: a fixed view now and then, labels, plain views (containers), views with intrinsic sizes.
    static func tree(seed: UInt64) -> Model {
        var rng = SplitMix64(seed: seed)
        var model = Model()
        model.size = CGSize(width: Int.random(in: 240...420, using: &rng), height: 600)
        model.category = categories[Int.random(in: 0..<categories.count, using: &rng)]
        model.direction = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
        model.margins = ListEdgeInsets(all: CGFloat(Int.random(in: 0...16, using: &rng)))
        if Bool.random(using: &rng) { addView(.fixed, parent: -1, to: &model, &rng) }
        for _ in 0..<Int.random(in: 2...6, using: &rng) { addRandomView(to: &model, &rng) }
        return model
    }

    static func addRandomView(to model: inout Model, _ rng: inout SplitMix64) {
        let containers = [-1] + model.views.indices.filter { model.views[$0].kind == .plain && !model.views[$0].removed }
        let kind: Model.Kind = [.label, .label, .plain, .intrinsic][Int.random(in: 0...3, using: &rng)]
        addView(kind, parent: containers[Int.random(in: 0..<containers.count, using: &rng)], to: &model, &rng)
    }

    /// Each step is one change (a constant half the time) and, after any other kind, a constant change too: the
    /// constant marks the host for layout without counting as a change, so a change the count missed would let the
    /// pass start from the kept one. The fresh trees are built after each sequence (building a tree counts as a
    /// change for every host, so building them between the steps would keep any pass from starting kept).
    @Test func incrementalPassesGiveTheFramesOfTreesBuiltAfresh() {
        let keptBefore = ListLayoutInputs.keptPasses
        var steps = 0
        // The seeds after 0..<60 are those a run over 0..<1,500 found before a pass settled the margins it reads
        // from its own views (safe areas moved, constants, texts) and snapped solver noise to the 1/192 grid.
        let found: [UInt64] = [165, 206, 277, 331, 397, 434, 507, 622, 647, 649, 755, 794, 933, 984, 1048, 1050, 1212, 1223]
        for seed in Array(UInt64(0)..<60) + found {
            var model = Self.tree(seed: seed)
            // Display scales 1, 2 and 3 (labels measure to their pixels), and the main screen's; the found seeds as
            // they were found. A run of 0..<1,500 at scales 1-3 passes too.
            if seed < 60 { model.displayScale = [nil, 1, 2, 3][Int(seed % 4)] }
            var rng = SplitMix64(seed: seed &+ 0x5EED)
            ListConstraintLog.clear()
            let live = model.build()
            live.host.layoutIfNeeded()
            var states: [(model: Model, frames: [[UInt64]], kind: KeptPassMutation)] = []
            for _ in 0..<14 {
                let kind = KeptPassMutation.random(&rng)
                kind.apply(to: &model, live: live, &rng)
                if kind != .constant { KeptPassMutation.constant.apply(to: &model, live: live, &rng) }
                states.append((model, Model.frames(of: live, model: model), kind))
            }
            // Seeds 649 and 984 reach a feedback loop (a view squeezed past the host's edge takes the unsafe area
            // into its margins): laid out again from zero frames, and logged.
            let looped = ListConstraintLog.messages.contains { $0.hasPrefix("Layout feedback loop") }
            #expect(looped == [649, 984].contains(seed), "seed \(seed): feedback loop logged: \(looped)")
            for (step, state) in states.enumerated() {
                let fresh = Model.frames(of: state.model.build(), model: state.model)
                #expect(state.frames == fresh, "seed \(seed), step \(step) (\(state.kind)): the incremental pass differs")
                steps += 1
            }
        }
        // Most constant steps start from the kept pass (a tree with a solved view's margins never keeps it).
        let kept = ListLayoutInputs.keptPasses - keptBefore
        #expect(kept > steps / 5, "kept passes: \(kept) of \(steps) steps")
    }
}
