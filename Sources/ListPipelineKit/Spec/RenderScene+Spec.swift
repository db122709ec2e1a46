import Foundation
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
    public init(
        spec: ListSpec, layout: ListCollectionViewLayout, region: SceneRegion = .viewport,
        sections: [ListSpecSection]? = nil
    ) {
        let table = SceneContentTable(sections: sections ?? spec.sections)
        self.init(layout: layout, region: region) { kind, path in table.content(of: kind, at: path) }
    }
}
