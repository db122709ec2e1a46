import ListDiffKit

/// Models fetched page by page and appended: Instant Cocoa's `ICPaginatedDataSource`.
///
/// It starts as `[Loading]`. After each page it removes every loading placeholder, appends the page's models
/// and, while more pages exist, adds one trailing ``ListLoadingPlaceholder``. When that last object is displayed,
/// the next page is fetched. A page with no models, or the last page the server announces, ends the list.
///
/// ```
/// [Loading]  →  [A B C Loading]  →  [A B C D E F Loading]  →  [A B C D E F G]
/// ```
///
/// A failed first page shows the error (with ``ListPlaceholderOptions/errors``) or nothing; a failed later page
/// keeps what was loaded, without the trailing placeholder, and can be retried with ``fetchNextPage()``.
@MainActor
public final class ListPaginatedDataSource: ListModelDataSource {
    /// One page of results.
    public struct Page: Sendable {
        /// The models of the page.
        public var objects: [any Sendable]
        /// How many pages there are, when the server says (Instant Cocoa's `number_of_pages`).
        public var numberOfPages: Int?

        /// Creates a page.
        public init(objects: [any Sendable], numberOfPages: Int? = nil) {
            self.objects = objects
            self.numberOfPages = numberOfPages
        }
    }

    /// Fetches a page (numbered from 1).
    public typealias Fetcher = @MainActor (_ page: Int) async throws -> Page

    /// Which placeholders the contents may hold.
    public var placeholderOptions: ListPlaceholderOptions
    /// Told of loads and failures.
    public weak var delegate: (any ListModelDataSourceDelegate)?
    /// The current contents: models, then a trailing loading placeholder while more pages exist.
    public private(set) var objects: [any Sendable]
    /// The last page fetched (0 before the first).
    public private(set) var currentPage = 0
    /// Whether another page may exist.
    public private(set) var hasMorePages = true
    /// Whether a fetch is running.
    public private(set) var isFetching = false
    /// The fetch started by ``willDisplayObject(at:)``, for callers that want to await it.
    public private(set) var pendingFetch: Task<Void, Never>?

    private let fetcher: Fetcher
    /// Set between scheduling a fetch from ``willDisplayObject(at:)`` and its start, so that the several display
    /// callbacks of one reload schedule one fetch.
    private var isFetchScheduled = false

    /// Creates a data source that starts as `[Loading]` (with ``ListPlaceholderOptions/loading``).
    public init(placeholderOptions: ListPlaceholderOptions = .default, fetcher: @escaping Fetcher) {
        self.placeholderOptions = placeholderOptions
        self.fetcher = fetcher
        objects = placeholderOptions.contains(.loading) ? [ListLoadingPlaceholder()] : []
    }

    /// One section.
    public var numberOfSections: Int { 1 }

    /// The count of ``objects``.
    public func numberOfObjects(inSection section: Int) -> Int { section == 0 ? objects.count : 0 }

    /// The model at `indexPath.item`.
    public func object(at indexPath: ListIndexPath) -> any Sendable { objects[indexPath.item] }

    /// Fetches the next page, unless a fetch is running or there are no more pages.
    public func fetchNextPage() async {
        isFetchScheduled = false
        guard !isFetching, hasMorePages else { return }
        isFetching = true
        let page = currentPage + 1
        delegate?.dataSourceWillLoadData(self)
        do {
            let result = try await fetcher(page)
            isFetching = false
            currentPage = page
            hasMorePages = !result.objects.isEmpty && (result.numberOfPages.map { page < $0 } ?? true)
            var contents = objects.filter { !($0 is ListLoadingPlaceholder) } + result.objects
            if hasMorePages && placeholderOptions.contains(.loading) { contents.append(ListLoadingPlaceholder()) }
            if contents.isEmpty && placeholderOptions.contains(.noResults) { contents = [ListNoResultsPlaceholder()] }
            objects = contents
            delegate?.dataSourceFinishedLoading(self)
        } catch {
            isFetching = false
            let loaded = objects.filter { !($0 is ListLoadingPlaceholder) && !($0 is any Error) }
            objects = loaded.isEmpty && placeholderOptions.contains(.errors) ? [error] : loaded
            delegate?.dataSource(self, failedWithError: error)
        }
    }

    /// Fetches the next page when the displayed object is the last one (usually the trailing placeholder).
    public func willDisplayObject(at indexPath: ListIndexPath) {
        guard indexPath.section == 0, indexPath.item == objects.count - 1, !isFetching, !isFetchScheduled,
            hasMorePages
        else { return }
        isFetchScheduled = true
        pendingFetch = Task { await fetchNextPage() }
    }
}
