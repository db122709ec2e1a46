import Foundation

/// The measurements of one layout pass, so that a stack view measures each arranged view once per proposed size
/// however deep the stacks nest (without it a stack measured each child three times and each child its own children
/// three times: 3^depth, 19 s for 14 levels).
///
/// A pass is the outermost ``ListView/layoutIfNeeded()``, ``ListView/systemLayoutSizeFitting(_:)`` or stack view
/// `sizeThatFits(_:)` call; nested calls join it. A measurement is remembered by view, proposed size and the view's
/// own current size (which a view's code may read), and forgotten when anything a measurement reads may have
/// changed: every ``ListView/setNeedsLayout()`` (text, fonts, margins, spacing, hidden, the hierarchy, traits…), a
/// size set by the view's own code rather than by a stack's arrangement, and around the `layoutSubviews()` of any
/// class written outside ListViewKit (app code may change anything there). So every result is the one an uncached
/// measurement gives (`isCaching = false` in tests checks it), only computed once.
///
/// ```
///   stack ─ stack ─ stack ─ label      each arrow measured once per distinct proposal in the pass
/// ```
///
/// A tree measured alone (a spec's `"auto"` tree: ``keepingMeasurements(of:_:)``) keeps its pass's sizes after the
/// pass, so that its next layout (``reusingMeasurements(of:_:)``, at the width it was measured at) starts from them
/// instead of measuring every arranged view again. Kept sizes are forgotten as the pass's are, but only the tree's
/// own: a change to a view of that tree (``invalidate(from:)`` finds the view's topmost superview), or the current
/// traits changing. The root's own size is the exception: nothing kept reads it (a root has no stack to arrange it,
/// and its own measurements are keyed by its size), so placing the root at the measured size keeps them.
@MainActor
package enum ListMeasurementPass {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let proposal: CGSize
        let size: CGSize

        func hash(into hasher: inout Hasher) {
            hasher.combine(view)
            hasher.combine(proposal.width)
            hasher.combine(proposal.height)
            hasher.combine(size.width)
            hasher.combine(size.height)
        }
    }

    // `@exclusivity(unchecked)`: see the note at the top of ListView.
    /// Nesting of the pass calls (0: no pass; measurements are not remembered).
    @exclusivity(unchecked) private static var depth = 0
    /// The remembered sizes (each holds its view, so no other view can take its identity during the pass).
    @exclusivity(unchecked) private static var sizes: [Key: (view: ListView, size: CGSize)] = [:]

    /// Whether measurements are remembered (tests turn it off to compare with uncached results).
    @exclusivity(unchecked) package static var isCaching = true
    /// The most measurements computed (not remembered ones) of each view in one pass, while
    /// ``countsMeasurements`` is on: what tests bound (counts, not time).
    package static var measurementCounts: [ObjectIdentifier: Int] = [:]
    /// The measurements of each view in the current pass.
    private static var passCounts: [ObjectIdentifier: Int] = [:]
    /// Whether ``measurementCounts`` counts.
    @exclusivity(unchecked) package static var countsMeasurements = false

    /// Sizes kept after a pass, by the tree's root (see ``keepingMeasurements(of:_:)``).
    private struct Kept {
        let root: ListView
        let sizes: [Key: (view: ListView, size: CGSize)]
        let traits: ListTraitCollection
    }

    /// Whether trees measured alone keep their sizes for their next layout (tests turn it off to lay out afresh).
    @exclusivity(unchecked) package static var reusesMeasurements = true
    /// The kept sizes of trees measured alone, by root (each root's ``ListView/hasKeptMeasurements`` says whether it
    /// has an entry, so a change in a tree without one looks nothing up).
    @exclusivity(unchecked) private static var kept: [ObjectIdentifier: Kept] = [:]
    /// The root whose kept sizes the current pass started from or keeps (nil: a pass of its own).
    @exclusivity(unchecked) private static var keptRoot: ListView?
    /// How many layout passes started from a tree's kept sizes, and how many sizes they found there (tests check
    /// that reuse happened).
    package private(set) static var reusedPasses = 0
    package private(set) static var reusedSizes = 0

    /// Runs `body` as a layout pass (or as part of the current one).
    static func run<Result>(_ body: () -> Result) -> Result {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { endPass() }
        }
        return body()
    }

    /// Runs `body` (the measurement of the tree under `root`, which has no superview) as a pass that starts from
    /// the sizes kept for `root` and keeps its own when it ends, for the tree's next pass. Inside another pass, or
    /// with the memory off, it is an ordinary pass.
    package static func keepingMeasurements<Result>(of root: ListView, _ body: () -> Result) -> Result {
        guard depth == 0, isCaching, reusesMeasurements, root.superview == nil else { return run(body) }
        sizes = takeKept(of: root)
        keptRoot = root
        return run(body)
    }

    /// Runs `body` (a layout of the tree under `root`) as a pass that starts from the sizes a measurement kept for
    /// `root` (then forgets them); an ordinary pass when none are kept.
    package static func reusingMeasurements<Result>(of root: ListView, _ body: () -> Result) -> Result {
        guard depth == 0, isCaching, reusesMeasurements, root.superview == nil else { return run(body) }
        let start = takeKept(of: root)
        if !start.isEmpty {
            reusedPasses += 1
            reusedSizes += start.count
        }
        sizes = start
        return run(body)
    }

    /// Forgets the sizes kept for `root` (a tree that will not be laid out).
    package static func forgetMeasurements(of root: ListView) {
        guard root.hasKeptMeasurements else { return }
        root.hasKeptMeasurements = false
        kept[ObjectIdentifier(root)] = nil
    }

    private static func takeKept(of root: ListView) -> [Key: (view: ListView, size: CGSize)] {
        guard root.hasKeptMeasurements else { return [:] }
        root.hasKeptMeasurements = false
        guard let known = kept.removeValue(forKey: ObjectIdentifier(root)), known.root === root,
            known.traits == ListTraitCollection.current
        else { return [:] }
        return known.sizes
    }

    private static func endPass() {
        if let root = keptRoot {
            keptRoot = nil
            if !sizes.isEmpty, root.superview == nil {
                kept[ObjectIdentifier(root)] = Kept(root: root, sizes: sizes, traits: ListTraitCollection.current)
                root.hasKeptMeasurements = true
            }
        }
        sizes = [:]
        guard countsMeasurements else { return }
        for (view, count) in passCounts { measurementCounts[view] = max(measurementCounts[view] ?? 0, count) }
        passCounts = [:]
    }

    /// The size of `view` for `proposal`, computed by `measure` once per pass. `proposal` is what the measurement
    /// reads of it (``ListStackArrangement`` passes the width alone for a label, nothing for a view that has its own
    /// size), so proposals that differ only where the view does not look are one measurement.
    static func size(of view: ListView, proposal: CGSize, measure: () -> CGSize) -> CGSize {
        guard depth > 0, isCaching else { return counted(view, measure) }
        let key = Key(view: ObjectIdentifier(view), proposal: proposal, size: view.bounds.size)
        if let known = sizes[key] { return known.size }
        let size = counted(view, measure)
        sizes[key] = (view, size)
        return size
    }

    private static func counted(_ view: ListView, _ measure: () -> CGSize) -> CGSize {
        if countsMeasurements { passCounts[ObjectIdentifier(view), default: 0] += 1 }
        return measure()
    }

    /// Forgets every remembered size of the pass, and the sizes kept for `view` and for every view above it:
    /// something a measurement reads changed in their trees. `sizeOfRoot`: only `view`'s own size changed, which a tree's kept sizes do
    /// not read when `view` is its root.
    static func invalidate(from view: ListView, sizeOfRoot: Bool = false) {
        if !sizes.isEmpty { sizes = [:] }
        guard !kept.isEmpty else { return }
        // Every view from `view` up holding kept sizes forgets them, not only the topmost: a tree measured alone
        // may sit inside another one for a while, and what changes in it there must not be reused once it is
        // alone again.
        var current: ListView? = view
        while let node = current {
            if node.hasKeptMeasurements, !(sizeOfRoot && node === view && node.superview == nil) {
                node.hasKeptMeasurements = false
                kept[ObjectIdentifier(node)] = nil
            }
            current = node.superview
        }
    }

    /// The classes of ListViewKit whose `layoutSubviews()` only sets frames (which invalidate on their own when a
    /// view's own size changes): the pass keeps its sizes across them.
    private static let ownLayouts: Set<ObjectIdentifier> = [
        ObjectIdentifier(ListView.self), ObjectIdentifier(ListStackView.self), ObjectIdentifier(ListLabel.self),
        ObjectIdentifier(ListImageView.self), ObjectIdentifier(ListActivityIndicatorView.self),
        ObjectIdentifier(ListButton.self), ObjectIdentifier(ListTextField.self), ObjectIdentifier(ListSearchBar.self),
        ObjectIdentifier(ListSwitch.self), ObjectIdentifier(ListProgressView.self),
        ObjectIdentifier(ListTextView.self),
    ]

    /// Runs `layout` (a view's `layoutSubviews()`), forgetting the remembered sizes before and after it when the
    /// view's class is not one of ListViewKit's (app code may change what measurements read).
    static func layOut(_ view: ListView, _ layout: () -> Void) {
        let own = ownLayouts.contains(ObjectIdentifier(type(of: view)))
        if !own { invalidate(from: view) }
        layout()
        if !own { invalidate(from: view) }
    }
}
