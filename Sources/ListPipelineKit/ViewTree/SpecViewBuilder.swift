import Foundation
import ListCore
import ListSpecKit
import ListTextKit
import ListViewKit

/// Builds the ListViewKit tree of a spec's `"view"` (a ``ListSpecView``), lays it out at an element's size and
/// returns its snapshot: the one road from a spec's view tree to what the rasteriser draws, so a spec cell is laid out
/// by the same `UIStackView`/`UILabel` code as a cell written in Swift.
///
/// ```swift
/// let snapshot = SpecViewBuilder.snapshot(of: item.view!, size: CGSize(width: 390, height: 72), environment: .standard)
/// ```
public enum SpecViewBuilder {
    /// The laid-out snapshot of a spec view tree filling `size` (the element's content view).
    ///
    /// - Parameters:
    ///   - spec: the tree.
    ///   - size: the element's size in points.
    ///   - environment: theme, Dynamic Type size, layout direction and locale.
    ///   - fonts: the faces text is measured and drawn in (`nil`: the bundled ones), as `--font` gives them.
    /// - Returns: the snapshot, its root frame at the origin.
    public static func snapshot(
        of spec: ListSpecView, size: CGSize, environment: ListEnvironment, fonts: FontSet? = nil
    ) -> ListViewSnapshot {
        EngineConfinement.run {
            SpecViewForest(traits: ListTraitCollection(environment: environment, fonts: fonts)).snapshot(of: spec, size: size)
        }
    }

    /// The tree's height at `width` (its `"auto"` height): the root's size that fits.
    ///
    /// - Parameters:
    ///   - spec: the tree.
    ///   - width: the element's width.
    ///   - environment: the environment text is measured in.
    ///   - fonts: the faces text is measured in (`nil`: the bundled ones).
    /// - Returns: the height in points.
    public static func height(
        of spec: ListSpecView, width: CGFloat, environment: ListEnvironment, fonts: FontSet? = nil
    ) -> CGFloat {
        EngineConfinement.run {
            let forest = SpecViewForest(traits: ListTraitCollection(environment: environment, fonts: fonts))
            defer { forest.close() }
            return forest.height(of: spec, width: width)
        }
    }

    /// The view for one node and its children.
    @MainActor static func build(_ spec: ListSpecView) -> ListView {
        let view: ListView
        switch spec.kind {
        case .view:
            view = ListView()
            for child in spec.children { view.addSubview(placed(child, inStack: false)) }
            activateConstraints(of: spec, in: view)
        case .stack:
            let stack = ListStackView()
            configure(stack, spec.stack ?? ListSpecStack())
            for child in spec.children { stack.addArrangedSubview(placed(child, inStack: true)) }
            view = stack
        case .label:
            let label = ListLabel()
            if let text = spec.text { configure(label, text) }
            view = label
        case .image:
            let imageView = ListImageView()
            imageView.image = spec.image.map(viewImage)
            view = imageView
        case .button:
            let button = ListButton(type: .system)
            if let text = spec.text {
                button.setTitle(text.string, for: .normal)
                if let color = text.color { button.setTitleColor(color, for: .normal) }
                if let font = text.font { button.titleLabel?.font = listFont(font) }
            }
            button.setImage(spec.image.map(viewImage), for: .normal)
            if let insets = spec.contentInsets { button.contentEdgeInsets = insets }
            view = button
        case .activity:
            let indicator = ListActivityIndicatorView(style: spec.indicatorStyle == .large ? .large : .medium)
            if let color = spec.indicatorColor { indicator.color = color }
            indicator.startAnimating()
            view = indicator
        case .textField:
            view = textField(spec)
        case .searchBar:
            view = searchBar(spec)
        }
        style(view, spec)
        view.constrainedWidth = spec.width?.points
        view.constrainedHeight = spec.height?.points
        return view
    }

    /// A child: in a stack only the lengths the spec fixes are set (the stack arranges it by its natural size); in a
    /// plain view it sits at its `x`/`y` with its fixed or fitting size.
    @MainActor private static func placed(_ spec: ListSpecView, inStack: Bool) -> ListView {
        let view = build(spec)
        if inStack {
            view.frame.size = CGSize(width: spec.width?.points ?? 0, height: spec.height?.points ?? 0)
            // A number is a constrained length (build); "auto" holds the size that fits, as required hugging and
            // compression resistance do in UIKit: the stack neither stretches nor shrinks the view for it.
            if spec.width == .auto { holdLength(of: view, for: .horizontal) }
            if spec.height == .auto { holdLength(of: view, for: .vertical) }
            return view
        }
        // Measured at the lengths the spec fixes (a column 200 points wide wraps its labels at 200 and grows its
        // "auto" height), unbounded in the others, as a frame-based parent gives no room of its own.
        let proposal = CGSize(
            width: spec.width?.points ?? .greatestFiniteMagnitude, height: spec.height?.points ?? .greatestFiniteMagnitude)
        let fitting = spec.width?.points == nil || spec.height?.points == nil ? view.sizeThatFits(proposal) : .zero
        let size = CGSize(width: spec.width?.points ?? fitting.width, height: spec.height?.points ?? fitting.height)
        view.frame = CGRect(origin: spec.origin ?? .zero, size: size)
        return view
    }

    /// A view whose length in `axis` the spec holds at its size that fits (`"auto"`): required hugging and
    /// compression resistance.
    @MainActor private static func holdLength(of view: ListView, for axis: ListLayoutAxis) {
        view.setContentHuggingPriority(.required, for: axis)
        view.setContentCompressionResistancePriority(.required, for: axis)
    }
}
