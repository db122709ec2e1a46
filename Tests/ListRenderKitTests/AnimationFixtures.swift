import Foundation
import ListAnimationKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit

/// The sticky test spec (offset 130, top inset 20, pinned header) with three updates: an item deleted from the
/// pinned section and one inserted in the next, an item moved and reloaded, and a section inserted at the front.
enum AnimationFixtures {
    static func spec() throws -> ListSpec {
        var spec = try TestSpecs.spec("sticky")
        var first = spec.sections
        first[0].items.remove(at: 3)
        first[1].items.insert(ListSpecItem(id: "new", size: first[1].items[0].size,
                                           content: ListCellContent(text: "Inserted")), at: 1)
        var second = first
        let moved = second[0].items.remove(at: 6)
        second[0].items.insert(moved, at: 4)
        second[0].items[5].content.text = "Reloaded"
        var third = second
        third.insert(ListSpecSection(id: "front", header: first[1].header, items: [first[1].items[0]]), at: 0)
        third[0].items[0].id = "front-item"
        spec.updates = [first, second, third].map { ListSpecUpdate(sections: $0) }
        return spec
    }

    static func sequence(_ timing: ListAnimationTiming = ListAnimationTiming()) throws -> AnimationSequence {
        try SpecPipeline.bundled().prepare(spec()).animation(timing: timing)
    }

    /// The `render` of one state of the spec (0: its sections; k: update k), at `offset`.
    static func restingScene(state: Int, offset: CGPoint) throws -> RenderScene {
        let spec = try spec()
        let sections = state == 0 ? spec.sections : spec.updates[state - 1].sections
        let pipeline = SpecPipeline(fonts: try FontSet.bundled(), contentOffset: offset)
        let prepared = pipeline.prepare(spec)
        return prepared.scene(of: try prepared.layout(of: sections), sections: sections)
    }
}
