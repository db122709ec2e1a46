/// The object a data source shows while it loads: Instant Cocoa's `ICLoadingPlaceholder`. The controller
/// configures its cell with an activity indicator (``ListLoadingCell``).
public struct ListLoadingPlaceholder: Hashable, Sendable {
    /// Creates a loading placeholder.
    public init() {}
}

/// The object a data source shows when a load returned nothing: Instant Cocoa's `ICNoResultsPlaceholder`.
public struct ListNoResultsPlaceholder: Hashable, Sendable {
    /// Creates a no-results placeholder.
    public init() {}
}

/// Which placeholders a remote data source stores in its contents (Instant Cocoa's `placeholderStorageOptions`).
/// The default is loading and no results; errors are shown only when asked.
public struct ListPlaceholderOptions: OptionSet, Hashable, Sendable {
    /// The raw bits (Instant Cocoa's values: loading 1<<1, no results 1<<2, errors 1<<3).
    public let rawValue: Int

    /// Creates options from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Show a ``ListLoadingPlaceholder`` while fetching.
    public static let loading = ListPlaceholderOptions(rawValue: 1 << 1)
    /// Show a ``ListNoResultsPlaceholder`` when a fetch returns no objects.
    public static let noResults = ListPlaceholderOptions(rawValue: 1 << 2)
    /// Show the error as the only object when a fetch fails and there is nothing else to show.
    public static let errors = ListPlaceholderOptions(rawValue: 1 << 3)

    /// Loading and no results.
    public static let `default`: ListPlaceholderOptions = [.loading, .noResults]
}
