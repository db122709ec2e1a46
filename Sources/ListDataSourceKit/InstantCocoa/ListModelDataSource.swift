import ListDiffKit

/// Supplies the models of a ``ListModelCollectionController``: Instant Cocoa's `ICDataSource`.
///
/// Models are any `Sendable` values; the controller picks each one's cell type and handlers by its runtime type
/// (see ``ListModelHandlers``). Placeholders (``ListLoadingPlaceholder``, ``ListNoResultsPlaceholder``) and
/// errors are models too.
@MainActor
public protocol ListModelDataSource: AnyObject {
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of models in a section.
    func numberOfObjects(inSection section: Int) -> Int
    /// The model at an index path.
    func object(at indexPath: ListIndexPath) -> any Sendable
    /// Told of loads and failures; the controller sets itself.
    var delegate: (any ListModelDataSourceDelegate)? { get set }
    /// The object at `indexPath` is about to be displayed (paginated sources fetch the next page here).
    func willDisplayObject(at indexPath: ListIndexPath)
}

extension ListModelDataSource {
    /// Does nothing.
    public func willDisplayObject(at indexPath: ListIndexPath) {}

    /// Every model, section by section.
    public var allObjects: [[any Sendable]] {
        (0..<numberOfSections).map { section in
            (0..<numberOfObjects(inSection: section)).map { object(at: ListIndexPath(section: section, item: $0)) }
        }
    }
}

/// Told of a data source's loads, in Instant Cocoa's order: will load → did partially load (after the contents
/// are reset) → finished loading, or failed.
@MainActor
public protocol ListModelDataSourceDelegate: AnyObject {
    /// A load starts.
    func dataSourceWillLoadData(_ dataSource: any ListModelDataSource)
    /// The contents changed during a load (reset to the loading placeholder, or a page appended).
    func dataSourceDidPartiallyLoad(_ dataSource: any ListModelDataSource)
    /// A load finished.
    func dataSourceFinishedLoading(_ dataSource: any ListModelDataSource)
    /// A load failed.
    func dataSource(_ dataSource: any ListModelDataSource, failedWithError error: any Error)
}

/// A fixed list of models in one section.
@MainActor
public final class ListSimpleDataSource: ListModelDataSource {
    /// The models.
    public var objects: [any Sendable] {
        didSet { delegate?.dataSourceFinishedLoading(self) }
    }

    /// Told when ``objects`` change.
    public weak var delegate: (any ListModelDataSourceDelegate)?

    /// Creates a data source holding `objects`.
    public init(objects: [any Sendable]) {
        self.objects = objects
    }

    /// One section.
    public var numberOfSections: Int { 1 }

    /// The count of ``objects``.
    public func numberOfObjects(inSection section: Int) -> Int { section == 0 ? objects.count : 0 }

    /// The model at `indexPath.item`.
    public func object(at indexPath: ListIndexPath) -> any Sendable { objects[indexPath.item] }
}
