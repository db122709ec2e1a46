import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit

/// A collection view controller driven by a ``ListModelDataSource``, with one cell type registered per model
/// type: Instant Cocoa's `ICCollectionViewController`, on the headless ``ListCollectionView``.
///
/// - Cell types: ``registerCellType(_:forModelType:)``; a model type without a registration gets
///   ``defaultCellType`` (registered lazily). Reuse identifiers are the model type names. The loading placeholder
///   has ``ListLoadingCell`` registered in advance.
/// - Configuration and selection: ``configurationDelegate`` (the controller itself by default) supplies
///   ``ListModelHandlers``, tried in Instant Cocoa's order (placeholder → error → model name → type name → any).
/// - Sizes: ``ListModelConfigurationDelegate/size(for:at:containerSize:)``.
///
/// ```swift
/// let controller = ListModelCollectionController(boundsSize: CGSize(width: 390, height: 844), layout: layout)
/// controller.cellConfigurations.on(MYUser.self) { cell, user in cell.content.text = user.name }
/// controller.dataSource = ListPaginatedDataSource { page in try await api.users(page: page) }
/// ```
@MainActor
open class ListModelCollectionController: ListCollectionViewDataSource, ListCollectionViewDelegate,
    ListModelDataSourceDelegate, ListModelConfigurationDelegate
{
    /// The collection view the controller drives.
    public let collectionView: ListCollectionView
    /// The cell type of model types without a registration.
    public var defaultCellType: ListCell.Type = ListModelCell.self
    /// Derives model names from type names (prefixes `IC` and `NS` by default).
    public var inflector = ListModelInflector()
    /// Supplies handlers and sizes; the controller itself unless replaced.
    public weak var configurationDelegate: (any ListModelConfigurationDelegate)?
    /// The controller's own configuration handlers (used while it is its own delegate). By default errors show
    /// their description, the loading placeholder shows an activity indicator and the no-results placeholder
    /// says "No results".
    public var cellConfigurations = ListModelHandlers<ListCell>.defaultConfigurations
    /// The controller's own selection handlers (used while it is its own delegate).
    public var selectionHandlers = ListModelHandlers<ListIndexPath>()
    /// The height of a cell when the delegate does not say; cells fill the width.
    public var defaultCellHeight: CGFloat = 44

    /// The models.
    public var dataSource: (any ListModelDataSource)? {
        didSet {
            dataSource?.delegate = self
            collectionView.reloadData()
        }
    }

    private var cellTypes: [String: ListCell.Type] = [:]

    /// Creates a controller whose collection view has the given viewport size and layout.
    ///
    /// - Parameters:
    ///   - boundsSize: the viewport.
    ///   - layout: the layout, e.g. `ListCollectionViewLayout`.
    public init(boundsSize: CGSize, layout: any ListCollectionLayout) {
        collectionView = ListCollectionView(boundsSize: boundsSize, layout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        configurationDelegate = self
        registerCellType(ListLoadingCell.self, forModelType: ListLoadingPlaceholder.self)
    }

    // MARK: Cell types

    /// Registers the cell type for a model type (exactly that type; subtypes are not included). Registering again
    /// replaces it.
    public func registerCellType(_ cellType: ListCell.Type, forModelType modelType: Any.Type) {
        let identifier = reuseIdentifier(forModelType: modelType)
        cellTypes[identifier] = cellType
        collectionView.register(cellType, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a cell type for a model type with typed handlers: the configuration receives the registered cell
    /// type and the model type, and the selection handler the model type (no casts from `ListCell` and `Any`).
    ///
    /// ```swift
    /// controller.register(UserCell.self, forModelType: MYUser.self, configure: { cell, user in
    ///     cell.show(user)                       // cell: UserCell, user: MYUser
    /// }, didSelect: { indexPath, user in print("tapped", user.name) })
    /// ```
    ///
    /// The handlers are the type-name step of Instant Cocoa's dispatch (``ListModelHandlers/on(_:_:)``) in
    /// ``cellConfigurations`` and ``selectionHandlers``.
    ///
    /// - Parameters:
    ///   - cellType: the cell class shown for models of `modelType`.
    ///   - modelType: the model type (exactly that type).
    ///   - configure: fills a cell from a model.
    ///   - didSelect: called when a cell of that model is selected.
    public func register<Cell: ListCell, Model>(
        _ cellType: Cell.Type, forModelType modelType: Model.Type,
        configure: @escaping @MainActor (Cell, Model) -> Void,
        didSelect: (@MainActor (ListIndexPath, Model) -> Void)? = nil
    ) {
        registerCellType(cellType, forModelType: modelType)
        cellConfigurations.on(modelType) { cell, model in
            guard let cell = cell as? Cell else {
                preconditionFailure(
                    "a \(type(of: cell)) shows \(Model.self), but register(_:forModelType:configure:) expects \(Cell.self)"
                        + " (another cell type was registered for \(Model.self) since)")
            }
            configure(cell, model)
        }
        if let didSelect { selectionHandlers.on(modelType, didSelect) }
    }

    /// The reuse identifier of a model type's cells: its type name.
    public func reuseIdentifier(forModelType modelType: Any.Type) -> String {
        ListModelInflector.typeName(of: modelType)
    }

    /// The cell type used for a model type.
    public func cellType(forModelType modelType: Any.Type) -> ListCell.Type {
        cellTypes[reuseIdentifier(forModelType: modelType)] ?? defaultCellType
    }

    /// The model shown at an index path.
    public func object(at indexPath: ListIndexPath) -> (any Sendable)? {
        guard let dataSource, indexPath.section < dataSource.numberOfSections,
            indexPath.item < dataSource.numberOfObjects(inSection: indexPath.section)
        else { return nil }
        return dataSource.object(at: indexPath)
    }

    // MARK: ListModelConfigurationDelegate (the controller's own answers)

    /// The controller's ``cellConfigurations``.
    open func cellHandlers(for controller: ListModelCollectionController) -> ListModelHandlers<ListCell> {
        cellConfigurations
    }

    /// The controller's ``selectionHandlers``.
    open func selectionHandlers(for controller: ListModelCollectionController) -> ListModelHandlers<ListIndexPath> {
        selectionHandlers
    }

    /// The full width of the container and ``defaultCellHeight``.
    open func size(for model: any Sendable, at indexPath: ListIndexPath, containerSize: CGSize) -> CGSize {
        CGSize(width: containerSize.width, height: defaultCellHeight)
    }

    // MARK: ListCollectionViewDataSource

    /// The data source's sections.
    public func numberOfSections(in collectionView: ListCollectionView) -> Int {
        dataSource?.numberOfSections ?? 0
    }

    /// The data source's models in `section`.
    public func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource?.numberOfObjects(inSection: section) ?? 0
    }

    /// Dequeues the model type's cell and dispatches its configuration.
    public func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        guard let model = object(at: indexPath) else {
            preconditionFailure("ListModelCollectionController: no model at \(indexPath)")
        }
        let modelType = type(of: model)
        let identifier = reuseIdentifier(forModelType: modelType)
        if cellTypes[identifier] == nil {
            registerCellType(defaultCellType, forModelType: modelType)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        configure(cell, with: model)
        return cell
    }

    /// Configures a cell for a model through the delegate's handlers, and says which handler ran.
    @discardableResult
    public func configure(_ cell: ListCell, with model: any Sendable) -> ListDispatchStep {
        let handlers = (configurationDelegate ?? self).cellHandlers(for: self)
        return handlers.dispatch(cell, model: model, inflector: inflector)
    }

    // MARK: ListCollectionViewDelegate

    /// The delegate's size for the model.
    public func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        guard let model = object(at: indexPath) else { return .zero }
        let container = CGSize(
            width: collectionView.boundsSize.width - collectionView.contentInset.horizontal,
            height: collectionView.boundsSize.height - collectionView.contentInset.vertical)
        return (configurationDelegate ?? self).size(for: model, at: indexPath, containerSize: container)
    }

    /// Dispatches the selection: error → model name → type name → any object (no placeholder step).
    public func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath) {
        _ = selectItem(at: indexPath)
    }

    /// Dispatches the selection of the model at `indexPath` and says which handler ran.
    @discardableResult
    public func selectItem(at indexPath: ListIndexPath) -> ListDispatchStep {
        guard let model = object(at: indexPath) else { return .unhandled }
        let handlers = (configurationDelegate ?? self).selectionHandlers(for: self)
        return handlers.dispatch(indexPath, model: model, inflector: inflector, placeholders: false)
    }

    /// Forwards to the data source (a paginated source fetches its next page when the last object appears).
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        dataSource?.willDisplayObject(at: indexPath)
    }

    // MARK: ListModelDataSourceDelegate

    /// Nothing to do until contents change.
    open func dataSourceWillLoadData(_ dataSource: any ListModelDataSource) {}

    /// Reloads the collection view.
    open func dataSourceDidPartiallyLoad(_ dataSource: any ListModelDataSource) {
        collectionView.reloadData()
    }

    /// Reloads the collection view.
    open func dataSourceFinishedLoading(_ dataSource: any ListModelDataSource) {
        collectionView.reloadData()
    }

    /// Reloads the collection view (the contents may now hold the error).
    open func dataSource(_ dataSource: any ListModelDataSource, failedWithError error: any Error) {
        collectionView.reloadData()
    }
}

/// Supplies a ``ListModelCollectionController`` with its handlers and cell sizes; the controller is its own
/// delegate by default.
@MainActor
public protocol ListModelConfigurationDelegate: AnyObject {
    /// The handlers that configure cells.
    func cellHandlers(for controller: ListModelCollectionController) -> ListModelHandlers<ListCell>
    /// The handlers that react to selection.
    func selectionHandlers(for controller: ListModelCollectionController) -> ListModelHandlers<ListIndexPath>
    /// The size of a model's cell.
    func size(for model: any Sendable, at indexPath: ListIndexPath, containerSize: CGSize) -> CGSize
}

extension ListModelHandlers where Target == ListCell {
    /// Instant Cocoa's defaults: the loading cell starts its activity indicator, the no-results cell says
    /// "No results", and an error shows its description.
    public static var defaultConfigurations: ListModelHandlers<ListCell> {
        var handlers = ListModelHandlers<ListCell>()
        handlers.onLoading { cell in
            if let cell = cell as? ListLoadingCell { cell.startAnimating() } else { cell.content.role = .loading }
        }
        handlers.onNoResults { cell in
            cell.content.role = .noResults
            cell.content.text = "No results"
            cell.content.textAlignment = .center
        }
        handlers.onError { cell, error in
            cell.content.role = .error
            cell.content.text = String(describing: error)
        }
        return handlers
    }
}
