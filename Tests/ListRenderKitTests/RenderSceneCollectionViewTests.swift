import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import Testing

/// A collection view's data source and delegate: one section of `count` 50-point rows titled "Row N", with a
/// sticky 30-point header.
@MainActor
private final class Rows: ListCollectionViewDataSource, ListCollectionViewDelegate {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }

    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "row")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.content = ListCellContent(text: "Row \(indexPath.item)")
        return cell
    }

    func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView {
        collectionView.register(ListReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        view.content = ListCellContent(text: "Rows")
        return view
    }

    func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        CGSize(width: 300, height: 50)
    }

    func collectionView(_ collectionView: ListCollectionView, insetForSectionAt section: Int) -> ListEdgeInsets {
        ListEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }

    func collectionView(_ collectionView: ListCollectionView, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 10 }

    func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 320, height: 30)
    }
}

@Suite @MainActor struct RenderSceneCollectionViewTests {
    @Test func test_whenBuiltFromAScrolledCollectionView_thatItShowsTheVisibleCellsContent_withThePinnedHeaderLast() {
        let rows = Rows(count: 20)
        let collectionView = ListCollectionView(
            boundsSize: CGSize(width: 320, height: 200), layout: ListCollectionViewLayout(stickyHeaders: true))
        collectionView.dataSource = rows
        collectionView.delegate = rows
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        let scene = RenderScene(collectionView: collectionView, scale: 1)
        #expect(scene.size == CGSize(width: 320, height: 200))
        // Rows start at 30, every 60 points: rows 1…4 meet 100 ..< 300.
        #expect(scene.elements.filter { $0.kind == .cell }.map(\.content.text) == ["Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(scene.elements.first?.frame == CGRect(x: 10, y: -10, width: 300, height: 50))
        let header = scene.elements.last
        #expect(header?.kind == .header)
        #expect(header?.isPinned == true)
        #expect(header?.content.text == "Rows")
        #expect(header?.frame == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(scene.spacingMarkers.first?.value == 10)
        #expect(scene.scrollIndicator != nil)
    }
}
