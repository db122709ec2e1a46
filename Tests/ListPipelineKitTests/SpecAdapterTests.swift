import Foundation
import ListAnimationKit
import ListCore
import ListDiffKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import Testing

/// A spec's updates are diffed by the list engine: sections by `id` through `ListAdapter` and `ListAdapterUpdater`,
/// items by `id` inside their section by the spec's section controller (binding-style). These are the cases the
/// former spec diff (`ListSpecChanges`) pinned, with what the engine does instead where it differs.
@Suite struct SpecAdapterTests {
    func section(_ id: String, _ items: [String], header: String? = nil) -> ListSpecSection {
        ListSpecSection(
            id: id, header: header.map { ListSpecSupplementary(content: ListCellContent(text: $0)) },
            items: items.map { ListSpecItem(id: $0, content: ListCellContent(text: $0)) })
    }

    func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    /// The transition of one update from `old` to `new`, through the engine.
    func transition(_ old: [ListSpecSection], _ new: [ListSpecSection]) throws -> TransitionSceneBuilder {
        let spec = ListSpec(
            viewport: ListSpecViewport(width: 200, height: 600, scale: 1), sections: old,
            updates: [ListSpecUpdate(sections: new)])
        return try SpecPipeline.bundled().prepare(spec).animation().transitions[0]
    }

    @Test func test_whenItemsAreInsertedDeletedAndMoved_thatSourcesNameOldPaths_andOnlyTheJumperIsMoved() throws {
        let changes = try transition([section("s", ["a", "b", "c", "d"])], [section("s", ["d", "x", "a", "b"])])
            .transition.changes
        #expect(changes.sectionSources == [.existing(0)])
        #expect(changes.itemSources == [[.existing(path(0, 3)), .inserted, .existing(path(0, 0)), .existing(path(0, 1))]])
        #expect(changes.movedItems == [path(0, 0)])
        #expect(changes.movedSections.isEmpty)
    }

    /// The engine keeps a changed item's cell and re-binds it (IGListKit's binding section controller); the former
    /// spec diff reloaded it. The first frame still shows the old content, every later frame the new one.
    @Test func test_whenAnItemsContentChanges_thatItIsKeptAndReBound_showingTheNewContentAfterTheFirstFrame() throws {
        var new = section("s", ["a", "b"])
        new.items[1].content.detailText = "changed"
        let builder = try transition([section("s", ["a", "b"])], [new])
        #expect(builder.transition.changes.itemSources == [[.existing(path(0, 0)), .existing(path(0, 1))]])
        func shown(at progress: Double) -> SceneElement? {
            builder.scene(at: progress, highlights: true).elements.first { $0.kind == .cell && $0.item == 1 }
        }
        #expect(shown(at: 0)?.content.detailText == nil)
        #expect(shown(at: 0.2)?.content.detailText == "changed")
        #expect(shown(at: 1)?.content.detailText == "changed")
        #expect(shown(at: 0.2)?.outline == .color(TransitionSceneBuilder.reloadedColor))
    }

    /// A kept section whose header changed is updated, not reloaded (the former diff cross-faded the header):
    /// its header is re-bound.
    @Test func test_whenASectionIsInsertedAndAHeaderChanges_thatTheSectionIsInserted_andTheHeaderReBound() throws {
        let builder = try transition(
            [section("a", ["1"], header: "A"), section("b", ["2"])],
            [section("new", ["3"]), section("a", ["1"], header: "A!"), section("b", ["2"])])
        let changes = builder.transition.changes
        #expect(changes.sectionSources == [.inserted, .existing(0), .existing(1)])
        #expect(changes.itemSources == [[.inserted], [.existing(path(0, 0))], [.existing(path(1, 0))]])
        #expect(changes.movedSections.isEmpty)
        let header = builder.scene(at: 1).elements.first { $0.kind == .header }
        #expect(header?.content.text == "A!")
    }

    /// Each section controller diffs its own items, so an item that changes sections is deleted from one and
    /// inserted into the other, as in IGListKit (the former spec diff moved it across).
    @Test func test_whenAnItemChangesSection_thatItIsDeletedAndInserted() throws {
        let changes = try transition(
            [section("a", ["1", "2"]), section("b", ["3"])], [section("a", ["1"]), section("b", ["2", "3"])])
            .transition.changes
        #expect(changes.itemSources == [[.existing(path(0, 0))], [.inserted, .existing(path(1, 0))]])
        #expect(changes.movedItems.isEmpty)
    }

    @Test func test_whenSectionsSwap_thatOneOfThemIsMoved() throws {
        let changes = try transition(
            [section("a", ["1"]), section("b", ["2"]), section("c", ["3"])],
            [section("c", ["3"]), section("a", ["1"]), section("b", ["2"])]
        ).transition.changes
        #expect(changes.sectionSources == [.existing(2), .existing(0), .existing(1)])
        #expect(changes.movedSections == [0])
    }
}
