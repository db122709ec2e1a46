import Foundation
import ListCore
import ListLayoutKit
import ListRenderKit
import ListSpecKit

extension RenderScene {
    /// Builds the scene of a spec's sections laid out by `layout` (from ``PreparedSpec/layout(of:path:)``).
    ///
    /// - Parameters:
    ///   - spec: the spec whose sections the layout was computed from.
    ///   - layout: the layout.
    ///   - region: the viewport (default) or the whole content.
    ///   - sections: the sections shown, if not the spec's own (an update's).
    ///   - scrollIndicatorInsets: how far the scroll indicator keeps from the viewport's edges (the safe area of
    ///     the spec's `"chrome"`; default none).
    public init(
        spec: ListSpec, layout: ListCollectionViewLayout, region: SceneRegion = .viewport,
        sections: [ListSpecSection]? = nil, scrollIndicatorInsets: ListEdgeInsets = .zero
    ) {
        // Looked up for the visible elements only: a table of every element cost a 1,000,000-item spec a second.
        let sections = sections ?? spec.sections
        self.init(layout: layout, region: region, scrollIndicatorInsets: scrollIndicatorInsets) { kind, path in
            guard sections.indices.contains(path.section) else { return nil }
            let section = sections[path.section]
            switch kind {
            case .cell: return section.items.indices.contains(path.item) ? section.items[path.item].content : nil
            case .header: return section.header?.content
            case .footer: return section.footer?.content
            }
        }
    }
}
