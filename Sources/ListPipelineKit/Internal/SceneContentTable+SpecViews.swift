import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSpecKit
import ListViewKit

extension SceneContentTable {
    /// The table with the view trees of the spec state's items, headers and footers that have a `"view"`, each laid
    /// out at its size in `layout` from the state's `forest`, so that an animation draws them as the stills do (the
    /// same views, environment and fonts): a moved cell keeps its subviews and a reloaded one cross-fades between its
    /// old and new trees. Only the elements whose frame meets `rect` (what the animation shows of this state) are
    /// laid out.
    ///
    /// - Parameters:
    ///   - sections: the state (the spec's `sections` or an update's).
    ///   - layout: the state's layout.
    ///   - rect: the content rect the animation shows of the state (`nil`: every element).
    ///   - forest: the state's view trees (inside its hop to the main actor).
    /// - Returns: the table.
    func withSpecViews(
        of sections: [ListSpecSection], layout: ListLayoutResult, in rect: CGRect?, forest: SpecViewForest
    ) -> SceneContentTable {
        var table = self
        func shown(_ frame: CGRect?) -> CGRect? {
            guard let frame, rect.map({ $0.intersects(frame) }) ?? true else { return nil }
            return frame
        }
        for (index, section) in sections.enumerated() {
            if let view = section.header?.view, let frame = shown(layout.headerFrames.entry(at: index) ?? nil) {
                table.headerTrees[index] = forest.snapshot(of: view, size: frame.size)
            }
            if let view = section.footer?.view, let frame = shown(layout.footerFrames.entry(at: index) ?? nil) {
                table.footerTrees[index] = forest.snapshot(of: view, size: frame.size)
            }
            let frames = layout.itemFrames.entry(at: index) ?? []
            for (item, entry) in section.items.enumerated() {
                guard let view = entry.view, let frame = shown(frames.entry(at: item)) else { continue }
                table.cellTrees[ListIndexPath(section: index, item: item)] = forest.snapshot(of: view, size: frame.size)
            }
        }
        return table
    }
}

extension Array {
    /// The element at `index`, or `nil` past either end.
    fileprivate func entry(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
