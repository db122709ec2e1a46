import ListDiffKit

/// Models fetched by an asynchronous call, replaced on every fetch: Instant Cocoa's `ICRemoteDataSource`.
///
/// While fetching it shows a ``ListLoadingPlaceholder`` (with ``ListPlaceholderOptions/loading``); a fetch that
/// returns nothing shows a ``ListNoResultsPlaceholder`` (with ``ListPlaceholderOptions/noResults``); a failed
/// fetch, when there is nothing to show, shows the error itself (with ``ListPlaceholderOptions/errors``), else
/// nothing.
///
/// ```swift
/// let source = ListRemoteDataSource { try await api.users() }
/// await source.fetchData()
/// ```
@MainActor
public final class ListRemoteDataSource: ListModelDataSource {
    /// Fetches the models.
    public typealias Fetcher = @MainActor () async throws -> [any Sendable]

    /// Which placeholders the contents may hold.
    public var placeholderOptions: ListPlaceholderOptions
    /// Told of loads and failures.
    public weak var delegate: (any ListModelDataSourceDelegate)?
    /// The current contents: models or placeholders.
    public private(set) var objects: [any Sendable] = []
    /// Whether a fetch is running.
    public private(set) var isFetching = false

    private let fetcher: Fetcher
    private var generation = 0

    /// Creates a data source that fetches with `fetcher`.
    public init(placeholderOptions: ListPlaceholderOptions = .default, fetcher: @escaping Fetcher) {
        self.placeholderOptions = placeholderOptions
        self.fetcher = fetcher
    }

    /// One section.
    public var numberOfSections: Int { 1 }

    /// The count of ``objects``.
    public func numberOfObjects(inSection section: Int) -> Int { section == 0 ? objects.count : 0 }

    /// The model at `indexPath.item`.
    public func object(at indexPath: ListIndexPath) -> any Sendable { objects[indexPath.item] }

    /// Fetches and replaces the contents. A fetch started while another runs supersedes it (the earlier result
    /// is dropped), as `cancelFetch` then `fetchData` would.
    public func fetchData() async {
        generation += 1
        let current = generation
        isFetching = true
        delegate?.dataSourceWillLoadData(self)
        objects = placeholderOptions.contains(.loading) ? [ListLoadingPlaceholder()] : []
        delegate?.dataSourceDidPartiallyLoad(self)
        do {
            let fetched = try await fetcher()
            guard current == generation else { return }
            isFetching = false
            let showNoResults = fetched.isEmpty && placeholderOptions.contains(.noResults)
            objects = showNoResults ? [ListNoResultsPlaceholder()] : fetched
            delegate?.dataSourceFinishedLoading(self)
        } catch {
            guard current == generation else { return }
            isFetching = false
            objects = placeholderOptions.contains(.errors) ? [error] : []
            delegate?.dataSource(self, failedWithError: error)
        }
    }

    /// Drops the result of the running fetch, if any.
    public func cancelFetch() {
        generation += 1
        isFetching = false
    }
}
