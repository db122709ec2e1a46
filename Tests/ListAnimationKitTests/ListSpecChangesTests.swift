import ListAnimationKit
import ListCore
import ListDiffKit
import ListSpecKit
import Testing

@Suite struct ListSpecChangesTests {
    func section(_ id: String, _ items: [String], header: String? = nil) -> ListSpecSection {
        ListSpecSection(
            id: id, header: header.map { ListSpecSupplementary(content: ListCellContent(text: $0)) },
            items: items.map { ListSpecItem(id: $0, content: ListCellContent(text: $0)) })
    }

    func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenItemsAreInsertedDeletedAndMoved_thatSourcesNameOldPaths_andOnlyTheJumperIsMoved() {
        let changes = ListSpecChanges.between([section("s", ["a", "b", "c", "d"])], [section("s", ["d", "x", "a", "b"])])
        #expect(changes.sectionSources == [.existing(0)])
        #expect(changes.itemSources == [[.existing(path(0, 3)), .inserted, .existing(path(0, 0)), .existing(path(0, 1))]])
        #expect(changes.movedItems == [path(0, 0)])
        #expect(changes.movedSections.isEmpty)
    }

    @Test func test_whenAnItemsContentChanges_thatItIsReloaded() {
        var new = section("s", ["a", "b"])
        new.items[1].content.detailText = "changed"
        let changes = ListSpecChanges.between([section("s", ["a", "b"])], [new])
        #expect(changes.itemSources == [[.existing(path(0, 0)), .reloaded(path(0, 1))]])
    }

    @Test func test_whenASectionIsInsertedAndAHeaderChanges_thatTheSectionIsInsertedAndTheOtherReloaded() {
        let changes = ListSpecChanges.between(
            [section("a", ["1"], header: "A"), section("b", ["2"])],
            [section("new", ["3"]), section("a", ["1"], header: "A!"), section("b", ["2"])])
        #expect(changes.sectionSources == [.inserted, .reloaded(0), .existing(1)])
        #expect(changes.itemSources == [[.inserted], [.existing(path(0, 0))], [.existing(path(1, 0))]])
        #expect(changes.movedSections.isEmpty)
    }

    @Test func test_whenAnItemChangesSection_thatItMovesAcrossInsteadOfDeleteAndInsert() {
        let changes = ListSpecChanges.between(
            [section("a", ["1", "2"]), section("b", ["3"])], [section("a", ["1"]), section("b", ["2", "3"])])
        #expect(changes.itemSources == [[.existing(path(0, 0))], [.existing(path(0, 1)), .existing(path(1, 0))]])
        #expect(changes.movedItems == [path(1, 0)])
    }

    @Test func test_whenSectionsSwap_thatOneOfThemIsMoved() {
        let changes = ListSpecChanges.between(
            [section("a", []), section("b", []), section("c", [])], [section("c", []), section("a", []), section("b", [])])
        #expect(changes.sectionSources == [.existing(2), .existing(0), .existing(1)])
        #expect(changes.movedSections == [0])
    }
}
