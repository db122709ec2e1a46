import ListCore
import ListDiffKit
import ListRenderKit
import ListSpecKit

extension SceneContentTable {
    /// The contents of a spec state's sections: every item, header and footer.
    ///
    /// ```swift
    /// let table = SceneContentTable(sections: spec.sections)
    /// table.content(of: .cell, at: ListIndexPath(section: 0, item: 2))
    /// ```
    ///
    /// - Parameter sections: the sections (the spec's own or an update's).
    public init(sections: [ListSpecSection]) {
        self.init()
        for (index, section) in sections.enumerated() {
            for (item, entry) in section.items.enumerated() {
                cells[ListIndexPath(section: index, item: item)] = entry.content
            }
            headers[index] = section.header?.content
            footers[index] = section.footer?.content
        }
    }
}
