import Foundation
import ListCore
import ListRenderKit
import ListSpecKit

extension RenderScene {
    /// The scene with each element whose spec item, header or footer has a `"view"` showing that tree from
    /// `forest`, laid out at the element's size.
    ///
    /// - Parameters:
    ///   - sections: the state shown.
    ///   - forest: the state's view trees (inside its hop to the main actor).
    /// - Returns: the scene.
    func withSpecViews(of sections: [ListSpecSection], forest: SpecViewForest) -> RenderScene {
        var scene = self
        for index in scene.elements.indices {
            let element = scene.elements[index]
            guard sections.indices.contains(element.section) else { continue }
            let section = sections[element.section]
            let view: ListSpecView? = switch element.kind {
            case .cell: element.item.flatMap { section.items.indices.contains($0) ? section.items[$0].view : nil }
            case .header: section.header?.view
            case .footer: section.footer?.view
            }
            guard let view else { continue }
            scene.elements[index].view = forest.snapshot(of: view, size: element.frame.size)
        }
        return scene
    }
}
