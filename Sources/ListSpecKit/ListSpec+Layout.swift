import Foundation
import ListCore
import ListLayoutKit

/// Measures the height of content at a width: `(content, width) -> height`. The renderer provides one that sets
/// the text with its fonts; the layout uses it for `"height": "auto"`.
public typealias ListSpecMeasure = (ListCellContent, CGFloat) -> CGFloat

/// Measures the height of an element's content at a width, knowing whether it is a cell, a header or a footer
/// (which a renderer may draw with another font): `(kind, content, width) -> height`.
public typealias ListSpecElementMeasure = (ListElementKind, ListCellContent, CGFloat) -> CGFloat

/// Measures the height of an element's `"view"` tree at a width (its size that fits): `(view, width) -> height`. The
/// spec pipeline provides one that builds the tree's views; an element with a view and `"height": "auto"` is measured
/// by it rather than by its text.
public typealias ListSpecViewMeasure = (ListSpecView, CGFloat) -> CGFloat

extension ListSpec {
    /// Builds the layout of the spec's sections (or of other sections, such as an update's) for its viewport and
    /// options, at its content offset.
    ///
    /// ```swift
    /// let layout = try spec.makeLayout(measure: { content, width in renderer.height(of: content, width: width) })
    /// ```
    ///
    /// - Parameters:
    ///   - sections: the sections to lay out; `nil` for ``sections``.
    ///   - path: the JSON path of those sections, for messages (`sections`, `updates[0].sections`).
    ///   - measure: measures `"auto"` heights; without it an `"auto"` height is an error.
    /// - Returns: the computed layout.
    /// - Throws: ``ListSpecError`` naming the path of every `"auto"` height when `measure` is `nil`.
    public func makeLayout(
        sections: [ListSpecSection]? = nil, path: String = "sections", measure: ListSpecMeasure? = nil
    ) throws -> ListCollectionViewLayout {
        try makeLayout(sections: sections, path: path, measureElement: measure.map { measure in { measure($1, $2) } })
    }

    /// Builds the layout like ``makeLayout(sections:path:measure:)``, with a measuring closure that is told the kind
    /// of element it measures.
    ///
    /// ```swift
    /// let layout = try spec.makeLayout(measureElement: { kind, content, width in
    ///     measurer.height(of: kind, content: content, width: width)
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - sections: the sections to lay out; `nil` for ``sections``.
    ///   - path: the JSON path of those sections, for messages.
    ///   - measureElement: measures `"auto"` heights; `nil` makes them errors.
    /// - Returns: the computed layout.
    /// - Throws: ``ListSpecError`` naming the path of every `"auto"` height when `measureElement` is `nil`.
    public func makeLayout(
        sections: [ListSpecSection]? = nil, path: String = "sections", measureElement: ListSpecElementMeasure?
    ) throws -> ListCollectionViewLayout {
        layout(of: try layoutSections(sections ?? self.sections, path: path, measureElement: measureElement))
    }

    /// The layout of resolved sections (from ``layoutSections(_:path:measureElement:)``) for the spec's viewport and
    /// options, at its content offset.
    ///
    /// ```swift
    /// let layout = spec.layout(of: try spec.layoutSections(spec.sections, measureElement: measure))
    /// ```
    ///
    /// - Parameter layoutSections: the sizes, insets and spacings of each section.
    /// - Returns: the computed layout.
    public func layout(of layoutSections: [ListLayoutSection]) -> ListCollectionViewLayout {
        var layout = emptyLayout()
        layout.performBatchUpdates { layout in
            layout.setSections(layoutSections)
        }
        return layout
    }

    /// The layout of the spec's options, viewport and content offset, with no sections yet: what a headless
    /// collection view showing the spec is given (its sections come from the section controllers).
    ///
    /// ```swift
    /// let collectionView = ListCollectionView(boundsSize: spec.viewport.size, layout: spec.emptyLayout())
    /// ```
    ///
    /// - Returns: the configured, empty layout.
    public func emptyLayout() -> ListCollectionViewLayout {
        var layout = ListCollectionViewLayout(
            stickyHeaders: self.layout.stickyHeaders, scrollDirection: self.layout.scrollDirection,
            topContentInset: self.layout.topContentInset, stretchToEdge: self.layout.stretchToEdge)
        layout.performBatchUpdates { layout in
            layout.stickyHeaderYOffset = self.layout.stickyHeaderYOffset
            layout.showHeaderWhenEmpty = self.layout.showHeaderWhenEmpty
            layout.bounds = CGRect(origin: contentOffset, size: viewport.size)
            layout.contentInset = viewport.contentInset
            layout.scale = viewport.scale
        }
        return layout
    }

    /// The layout inputs of sections: sizes resolved with the defaults of `docs/SPEC.md` and `measure`.
    ///
    /// - Parameters:
    ///   - sections: the spec sections.
    ///   - path: their JSON path, for messages.
    ///   - measure: measures `"auto"` heights.
    /// - Returns: one ``ListLayoutSection`` per section.
    /// - Throws: ``ListSpecError`` (file `spec`) naming every `"auto"` height when `measure` is `nil`.
    public func layoutSections(
        _ sections: [ListSpecSection], path: String = "sections", measure: ListSpecMeasure? = nil
    ) throws -> [ListLayoutSection] {
        try layoutSections(sections, path: path, measureElement: measure.map { measure in { measure($1, $2) } })
    }

    /// The layout inputs of sections, like ``layoutSections(_:path:measure:)``, with a kind-aware measure.
    ///
    /// - Parameters:
    ///   - sections: the spec sections.
    ///   - path: their JSON path, for messages.
    ///   - measureElement: measures `"auto"` heights; `nil` makes them errors.
    ///   - measureView: measures the `"auto"` height of an element with a `"view"` tree (`nil`: its text is
    ///     measured by `measureElement`).
    /// - Returns: one ``ListLayoutSection`` per section.
    /// - Throws: ``ListSpecError`` (file `spec`) naming every `"auto"` height when `measureElement` is `nil`.
    public func layoutSections(
        _ sections: [ListSpecSection], path: String = "sections", measureElement: ListSpecElementMeasure?,
        measureView: ListSpecViewMeasure? = nil
    ) throws -> [ListLayoutSection] {
        var resolver = ListSpecSizeResolver(spec: self, measure: measureElement, measureView: measureView)
        let result = sections.enumerated().map { index, section in
            resolver.layoutSection(section, at: "\(path)[\(index)]")
        }
        guard resolver.issues.isEmpty else { throw ListSpecError(file: "spec", issues: resolver.issues) }
        return result
    }
}
