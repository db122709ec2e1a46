import Foundation
import ListCore
import ListSpecKit
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
    /// - Returns: the snapshot, its root frame at the origin.
    public static func snapshot(of spec: ListSpecView, size: CGSize, environment: ListEnvironment) -> ListViewSnapshot {
        EngineConfinement.run {
            let root = build(spec)
            root.overrideTraitCollection = ListTraitCollection(environment: environment)
            let width = spec.width.flatMap(\.points) ?? size.width
            let height = spec.height.flatMap(\.points) ?? size.height
            root.frame = CGRect(origin: spec.origin ?? .zero, size: CGSize(width: width, height: height))
            return root.snapshot()
        }
    }

    /// The tree's height at `width` (its `"auto"` height): the root's size that fits.
    ///
    /// - Parameters:
    ///   - spec: the tree.
    ///   - width: the element's width.
    ///   - environment: the environment text is measured in.
    /// - Returns: the height in points.
    public static func height(of spec: ListSpecView, width: CGFloat, environment: ListEnvironment) -> CGFloat {
        EngineConfinement.run {
            let root = build(spec)
            root.overrideTraitCollection = ListTraitCollection(environment: environment)
            return root.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
        }
    }

    /// The view for one node and its children.
    @MainActor static func build(_ spec: ListSpecView) -> ListView {
        let view: ListView
        switch spec.kind {
        case .view:
            view = ListView()
            for child in spec.children { view.addSubview(placed(child, inStack: false)) }
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
            let imageView = SizedImageView()
            imageView.fixedWidth = spec.width?.points
            imageView.fixedHeight = spec.height?.points
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
        }
        style(view, spec)
        return view
    }

    /// A child: in a stack only the lengths the spec fixes are set (the stack arranges it by its natural size); in a
    /// plain view it sits at its `x`/`y` with its fixed or fitting size.
    @MainActor private static func placed(_ spec: ListSpecView, inStack: Bool) -> ListView {
        let view = build(spec)
        if inStack {
            view.frame.size = CGSize(width: spec.width?.points ?? 0, height: spec.height?.points ?? 0)
            return view
        }
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let fitting = spec.width?.points == nil || spec.height?.points == nil ? view.sizeThatFits(unbounded) : .zero
        let size = CGSize(width: spec.width?.points ?? fitting.width, height: spec.height?.points ?? fitting.height)
        view.frame = CGRect(origin: spec.origin ?? .zero, size: size)
        return view
    }
}

/// An image view whose width or height a spec fixes (`"width": 40, "height": 40`), as size constraints would in
/// UIKit: its intrinsic size, which a stack view arranges by, takes those lengths rather than the image's.
@MainActor final class SizedImageView: ListImageView {
    var fixedWidth: CGFloat?
    var fixedHeight: CGFloat?

    override var intrinsicContentSize: CGSize { fixed(super.intrinsicContentSize) }

    override func sizeThatFits(_ size: CGSize) -> CGSize { fixed(super.sizeThatFits(size)) }

    private func fixed(_ natural: CGSize) -> CGSize {
        CGSize(width: fixedWidth ?? natural.width, height: fixedHeight ?? natural.height)
    }
}
