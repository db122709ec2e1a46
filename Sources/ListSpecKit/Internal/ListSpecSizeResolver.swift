import Foundation
import ListCore
import ListLayoutKit

/// Turns the sizes a spec asks for into points: defaults for missing lengths, the measuring closure for `"auto"`.
struct ListSpecSizeResolver {
    let spec: ListSpec
    let measure: ListSpecElementMeasure?
    let measureView: ListSpecViewMeasure?
    private(set) var issues: [ListSpecIssue] = []

    init(spec: ListSpec, measure: ListSpecElementMeasure?, measureView: ListSpecViewMeasure? = nil) {
        self.spec = spec
        self.measure = measure
        self.measureView = measureView
    }

    var isVertical: Bool { spec.layout.scrollDirection == .vertical }

    /// The container's cross length minus a section's cross insets (what IGListKit calls padded).
    func padded(_ inset: ListEdgeInsets) -> CGFloat {
        let viewport = spec.viewport
        let content = viewport.contentInset
        return isVertical
            ? viewport.width - content.left - content.right - inset.left - inset.right
            : viewport.height - content.top - content.bottom - inset.top - inset.bottom
    }

    mutating func layoutSection(_ section: ListSpecSection, at path: String) -> ListLayoutSection {
        let padded = max(0, padded(section.inset))
        return ListLayoutSection(
            inset: section.inset, minimumLineSpacing: section.minimumLineSpacing,
            minimumInteritemSpacing: section.minimumInteritemSpacing,
            headerSize: section.header.map {
                size($0.size, of: .header, content: $0.content, view: $0.view, padded: padded, at: "\(path).header")
            } ?? .zero,
            footerSize: section.footer.map {
                size($0.size, of: .footer, content: $0.content, view: $0.view, padded: padded, at: "\(path).footer")
            } ?? .zero,
            itemSizes: section.items.enumerated().map { index, item in
                size(item.size, of: .cell, content: item.content, view: item.view, padded: padded, at: "\(path).items[\(index)]")
            })
    }

    /// A size in points: a missing cross length fills `padded`, a missing scroll length is 44, `"auto"` is measured
    /// (from the element's view tree when it has one and a view measure is given, else from its text).
    mutating func size(
        _ size: ListSpecSize, of kind: ListElementKind, content: ListCellContent, view: ListSpecView? = nil,
        padded: CGFloat, at path: String
    ) -> CGSize {
        let defaultWidth = isVertical ? padded : ListSpecSize.defaultLength
        let defaultHeight = isVertical ? ListSpecSize.defaultLength : padded
        var width = defaultWidth
        if case .fixed(let value)? = size.width { width = value }
        switch size.height {
        case nil: return CGSize(width: width, height: defaultHeight)
        case .fixed(let value)?: return CGSize(width: width, height: value)
        case .auto?:
            guard let measure else {
                issues.append(
                    ListSpecIssue(
                        path: "\(path).height",
                        message: "\"auto\" needs a renderer to measure the content; give a number of points instead"))
                return CGSize(width: width, height: 0)
            }
            let room = min(width, padded)
            if let view, let measureView { return CGSize(width: width, height: max(0, measureView(view, room))) }
            return CGSize(width: width, height: max(0, measure(kind, content, room)))
        }
    }
}
