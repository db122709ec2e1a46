import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit
import Testing

/// Section controllers see the environment they are sized in (the collection context's trait collection, also
/// current while they size and configure), and the adapter re-sizes its sections when it changes, as an app does when
/// the user changes the text size.
@Suite @MainActor struct TraitEnvironmentTests {
    /// Rows as tall as two lines of body text at the context's Dynamic Type size (34 pt at `large`, 106 at AX5);
    /// each sizing notes what it saw.
    final class Rows: ListAdapterDataSource {
        var seen: [(context: ListTraitCollection, current: ListTraitCollection, bodyPoints: CGFloat)] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["One", "Two"] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            ListSingleSectionController(
                configure: { object, cell in cell.content = ListCellContent(text: object as? String) },
                size: { [unowned self] _, context in
                    let traits = context?.traitCollection ?? ListTraitCollection()
                    seen.append((traits, .current, ListFont.preferredFont(forTextStyle: .body).pointSize))
                    return CGSize(
                        width: context?.containerSize.width ?? 0,
                        height: CGFloat(traits.preferredContentSizeCategory.bodySize * 2))
                })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    }

    private func makeList() -> (ListCollectionView, ListAdapter, Rows) {
        let collectionView = ListCollectionView(
            boundsSize: CGSize(width: 100, height: 300), layout: ListCollectionViewLayout(stickyHeaders: false))
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let rows = Rows()
        adapter.collectionView = collectionView
        adapter.dataSource = rows
        collectionView.layoutIfNeeded()
        return (collectionView, adapter, rows)
    }

    @Test func test_whenTheTextSizeChanges_thatTheAdapterResizesItsSections_inEveryEnvironment() throws {
        // Every Dynamic Type size, both directions and themes: the sizes follow the context's trait collection.
        for category in ListContentSizeCategory.allCases {
            for direction in ListLayoutDirection.allCases {
                for theme in ListUserInterfaceStyle.allCases {
                    let (collectionView, adapter, rows) = makeList()
                    #expect(collectionView.layoutResult.itemFrames.flatMap { $0 } == [
                        CGRect(x: 0, y: 0, width: 100, height: 34), CGRect(x: 0, y: 34, width: 100, height: 34),
                    ])
                    let environment = ListEnvironment(
                        theme: theme, contentSizeCategory: category, layoutDirection: direction, locale: "ar")
                    rows.seen = []
                    collectionView.overrideTraitCollection = ListTraitCollection(environment: environment)
                    let height = CGFloat(category.bodySize * 2)
                    #expect(collectionView.layoutResult.itemFrames.flatMap { $0 } == [
                        CGRect(x: 0, y: 0, width: 100, height: height),
                        CGRect(x: 0, y: height, width: 100, height: height),
                    ])
                    #expect(adapter.traitCollection.environment == environment)
                    #expect(!rows.seen.isEmpty)
                    #expect(rows.seen.allSatisfy { $0.context.environment == environment })
                    #expect(rows.seen.allSatisfy { $0.current.environment == environment })
                    #expect(rows.seen.allSatisfy { $0.bodyPoints == CGFloat(category.bodySize) })
                }
            }
        }
    }

    @Test func test_whenAListIsShownInAnEnvironmentForAWhile_thatItGetsItsOwnTraitsBack() throws {
        let (collectionView, adapter, rows) = makeList()
        defer { withExtendedLifetime(adapter) {} }
        let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft)
        let inside = collectionView.withEnvironment(ax5) {
            (collectionView.layoutResult.itemFrames[1][0], ListTraitCollection.current.environment)
        }
        #expect(inside.0 == CGRect(x: 0, y: 106, width: 100, height: 106))
        #expect(inside.1 == ax5)
        #expect(collectionView.overrideTraitCollection == nil)
        #expect(collectionView.layoutResult.itemFrames[1][0] == CGRect(x: 0, y: 34, width: 100, height: 34))
        #expect(rows.seen.last?.context.environment == .standard)
        // Visible cells follow the collection view's trait collection too.
        collectionView.overrideTraitCollection = ListTraitCollection(environment: ax5)
        #expect(collectionView.visibleCells.map(\.traitCollection.environment) == [ax5, ax5])
    }
}
