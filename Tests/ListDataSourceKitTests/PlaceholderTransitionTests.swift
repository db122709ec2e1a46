import Foundation
import ListAdapterKit
import ListCore
import ListDataSourceKit
import ListDiffKit
import ListTestSupport
import Testing

/// Records the delegate calls of a data source.
@MainActor final class LoadLog: ListModelDataSourceDelegate {
    var events: [String] = []
    func dataSourceWillLoadData(_ dataSource: any ListModelDataSource) { events.append("will load") }
    func dataSourceDidPartiallyLoad(_ dataSource: any ListModelDataSource) { events.append("partial") }
    func dataSourceFinishedLoading(_ dataSource: any ListModelDataSource) { events.append("finished") }
    func dataSource(_ dataSource: any ListModelDataSource, failedWithError error: any Error) {
        events.append("failed: \(error)")
    }
}

@MainActor @Suite struct PlaceholderTransitionTests {
    /// What the contents look like: model names, `Loading`, `NoResults`, `Error`.
    private func kinds(_ objects: [any Sendable]) -> [String] {
        objects.map { object in
            switch object {
            case is ListLoadingPlaceholder: "Loading"
            case is ListNoResultsPlaceholder: "NoResults"
            case is any Error: "Error"
            case let user as MYUser: user.name
            default: "?"
            }
        }
    }

    private func users(_ names: String...) -> [any Sendable] { names.map { MYUser(name: $0) } }

    @Test func test_whenPaging_thatLoadingIsFollowedByContent_thenNextPage_thenEnd() async {
        let pages: [[any Sendable]] = [users("A", "B"), users("C"), []]
        let source = ListPaginatedDataSource { page in ListPaginatedDataSource.Page(objects: pages[page - 1]) }
        let log = LoadLog()
        source.delegate = log
        #expect(kinds(source.objects) == ["Loading"])
        await source.fetchNextPage()
        #expect(kinds(source.objects) == ["A", "B", "Loading"])
        source.willDisplayObject(at: ListIndexPath(section: 0, item: 1))   // not the last: nothing
        #expect(source.pendingFetch == nil)
        source.willDisplayObject(at: ListIndexPath(section: 0, item: 2))   // the trailing placeholder
        await source.pendingFetch?.value
        #expect(kinds(source.objects) == ["A", "B", "C", "Loading"])
        await source.fetchNextPage()
        #expect(kinds(source.objects) == ["A", "B", "C"])
        #expect(!source.hasMorePages)
        #expect(source.currentPage == 3)
        await source.fetchNextPage()   // no more pages: nothing happens
        #expect(source.currentPage == 3)
        #expect(log.events == ["will load", "finished", "will load", "finished", "will load", "finished"])
    }

    @Test func test_whenSeveralCallbacksShowTheLastObject_thatOneFetchIsScheduled() async {
        final class Counter { var calls = 0 }
        let counter = Counter()
        let source = ListPaginatedDataSource { page in
            counter.calls += 1
            return ListPaginatedDataSource.Page(objects: [MYUser(name: "P\(page)")])
        }
        source.willDisplayObject(at: ListIndexPath(section: 0, item: 0))
        let first = source.pendingFetch
        source.willDisplayObject(at: ListIndexPath(section: 0, item: 0))   // a second reload of the same state
        #expect(source.pendingFetch == first)
        await source.pendingFetch?.value
        #expect(counter.calls == 1)
        #expect(kinds(source.objects) == ["P1", "Loading"])
    }

    @Test func test_whenServerAnnouncesPageCount_thatLastPageHasNoTrailingPlaceholder() async {
        let source = ListPaginatedDataSource { page in
            ListPaginatedDataSource.Page(objects: [MYUser(name: "P\(page)")], numberOfPages: 2)
        }
        await source.fetchNextPage()
        #expect(kinds(source.objects) == ["P1", "Loading"])
        await source.fetchNextPage()
        #expect(kinds(source.objects) == ["P1", "P2"])
    }

    @Test func test_whenFirstPageFails_thatErrorReplacesLoading_whenErrorsAreStored() async {
        let source = ListPaginatedDataSource(placeholderOptions: [.loading, .errors]) { _ in throw LoadError() }
        let log = LoadLog()
        source.delegate = log
        await source.fetchNextPage()
        #expect(kinds(source.objects) == ["Error"])
        #expect(log.events == ["will load", "failed: The network connection was lost."])
    }

    @Test func test_whenALaterPageFails_thatLoadedModelsStay_withoutTheTrailingPlaceholder() async {
        final class Switch { var failing = false }
        let server = Switch()
        let source = ListPaginatedDataSource(placeholderOptions: [.loading, .errors]) { page in
            if server.failing { throw LoadError() }
            return ListPaginatedDataSource.Page(objects: [MYUser(name: "P\(page)")])
        }
        await source.fetchNextPage()
        server.failing = true
        await source.fetchNextPage()
        #expect(kinds(source.objects) == ["P1"])
        #expect(source.hasMorePages)
    }

    @Test func test_whenRemoteFetchReturnsNothing_thatNoResultsIsShown_andErrorsOnlyWhenAsked() async {
        let empty = ListRemoteDataSource { [] }
        await empty.fetchData()
        #expect(kinds(empty.objects) == ["NoResults"])
        let failing = ListRemoteDataSource { throw LoadError() }
        await failing.fetchData()
        #expect(kinds(failing.objects) == [])
        let showingErrors = ListRemoteDataSource(placeholderOptions: [.loading, .errors]) { throw LoadError() }
        await showingErrors.fetchData()
        #expect(kinds(showingErrors.objects) == ["Error"])
    }

    @Test func test_whenControllerShowsAPaginatedSource_thatDisplayingTheLastCellFetchesTheNextPage() async {
        let controller = ListModelCollectionController(boundsSize: CGSize(width: 320, height: 500), layout: StackLayout())
        controller.inflector.addPrefixes(["MY"])
        controller.cellConfigurations.on(MYUser.self) { cell, user in cell.content.text = user.name }
        let source = ListPaginatedDataSource { page in
            ListPaginatedDataSource.Page(objects: page <= 2 ? [MYUser(name: "P\(page)")] : [])
        }
        controller.dataSource = source
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.visibleCells.map(\.content.role) == [.loading])
        await source.pendingFetch?.value   // the loading cell was displayed: page 1 was requested
        controller.collectionView.layoutIfNeeded()
        await source.pendingFetch?.value
        controller.collectionView.layoutIfNeeded()
        await source.pendingFetch?.value
        controller.collectionView.layoutIfNeeded()
        let texts = controller.collectionView.indexPathsForVisibleItems.map {
            controller.collectionView.cellForItem(at: $0)?.content.text ?? "-"
        }
        #expect(texts == ["P1", "P2"])
        #expect(!source.hasMorePages)
    }
}
