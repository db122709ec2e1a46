import ListAdapterKit
import ListCore
import ListRenderKit

extension SceneContentTable {
    /// What a collection view recorded of its visible cells and supplementary views, with their view trees.
    ///
    /// ```swift
    /// let recorded = SceneContentTable(transition.contentAfter)
    /// ```
    ///
    /// - Parameter contents: what each visible element showed.
    public init(_ contents: ListVisibleContent) {
        self.init(cells: contents.cells)
        for (key, content) in contents.supplementaryViews {
            switch key.kind {
            case .header: headers[key.section] = content
            case .footer: footers[key.section] = content
            case .cell: break
            }
        }
        cellTrees = contents.cellTrees
        for (key, tree) in contents.supplementaryTrees {
            switch key.kind {
            case .header: headerTrees[key.section] = tree
            case .footer: footerTrees[key.section] = tree
            case .cell: break
            }
        }
    }
}
