import Foundation
import ListAdapterKit
import ListLayoutKit
import ListCore
import ListDiffKit

/// A collection view data source fed by changesets: ComponentKit's `CKCollectionViewDataSource` on the headless
/// ``ListCollectionView``.
///
/// - ``enqueueChangeset(_:constrainedSize:)`` verifies a changeset at once against the state *including every
///   changeset still pending*, then queues it. Queued changesets are computed one at a time, in order, **off the
///   caller's actor** (the cell provider runs on the global concurrent executor), and each is applied to the
///   collection view on the main actor in one batch update.
/// - ``model(at:)`` and ``size(at:)`` always answer for the state already applied to the view, never a
///   half-applied one.
/// - The cell provider is a pure function from a model, the context and the constrained size to the cell's
///   content and size; it runs only for inserted and updated models (and for all of them after a context change).
///
/// ```swift
/// let source = ListChangesetDataSource<Message, Theme>(
///     collectionView: collectionView, supplementaryViewDataSource: nil,
///     cellProvider: { message, theme, range in
///         ListCellComponent(content: ListCellContent(text: message.text), size: range.clamp(CGSize(width: 0, height: 44)))
///     },
///     context: .light, cellConfiguration: nil)
/// var changeset = ListChangeset<Message>(insertedSections: [0])
/// changeset.insertedItems = [ListIndexPath(section: 0, item: 0): hello]
/// try source.enqueueChangeset(changeset, constrainedSize: .width(390))
/// await source.waitUntilIdle()
/// ```
@MainActor
public final class ListChangesetDataSource<Model: Sendable, Context: Sendable>: ListCollectionViewDataSource,
    ListCollectionViewDelegate
{
    /// Makes a cell's content and size from a model; pure, and called off the main actor.
    public typealias CellProvider = @Sendable (Model, Context, ListSizeRange) -> ListCellComponent
    /// Adjusts a dequeued cell after its content is set (ComponentKit's cell configuration function).
    public typealias CellConfiguration = @MainActor (ListCell, Model, ListIndexPath) -> Void

    /// One item of the applied state.
    struct Entry: Sendable {
        var model: Model
        var component: ListCellComponent
    }

    /// The collection view this data source drives (its data source and delegate).
    public let collectionView: ListCollectionView
    /// Headers and footers are forwarded to it.
    public weak var supplementaryViewDataSource: (any ListSupplementaryViewDataSource)?
    /// The context given to the cell provider.
    public private(set) var context: Context
    /// Called on the main actor after each changeset is applied, with where its updated items ended up.
    public var didApplyChangeset: (@MainActor (ListChangesetApplication) -> Void)?
    /// Told when a cell appears or disappears (ComponentKit's announcements).
    public var appearanceObserver: (@MainActor (ListAppearanceEvent<Model>) -> Void)?

    private let cellProvider: CellProvider
    let cellConfiguration: CellConfiguration?
    private(set) var applied: [[Entry]] = []
    /// The state before the changeset being applied, while it is applied (leaving cells have old index paths).
    private var stateBeforeUpdate: [[Entry]]?
    private var lastConstrainedSize = ListSizeRange.width(0)
    /// The section counts after every queued changeset: what a new changeset is verified against.
    private var pendingCounts: [Int] = []
    private var pendingChangesets = 0
    private var tail: Task<Void, Never>?

    /// The reuse identifier of the cells.
    public static var reuseIdentifier: String { "ListChangesetDataSource.cell" }

    /// Creates an empty data source and makes it the collection view's data source and delegate.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view to drive.
    ///   - supplementaryViewDataSource: where header and footer requests go.
    ///   - cellProvider: the pure function that makes a cell's content and size from a model.
    ///   - context: what the cell provider is given besides the model (a theme, a locale…).
    ///   - cellConfiguration: adjusts each dequeued cell after its content is set.
    public init(
        collectionView: ListCollectionView, supplementaryViewDataSource: (any ListSupplementaryViewDataSource)?,
        cellProvider: @escaping CellProvider, context: Context, cellConfiguration: CellConfiguration?
    ) {
        self.collectionView = collectionView
        self.supplementaryViewDataSource = supplementaryViewDataSource
        self.cellProvider = cellProvider
        self.context = context
        self.cellConfiguration = cellConfiguration
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.reloadData()
    }

    // MARK: Changesets

    /// Verifies a changeset against the state with every pending changeset folded in, and queues it.
    ///
    /// - Parameters:
    ///   - changeset: the changes, in ComponentKit's index spaces (see ``ListChangeset``).
    ///   - constrainedSize: the range the cell provider must size new and updated cells in.
    /// - Throws: ``ListChangesetError`` naming the operation and the index path when the changeset does not fit;
    ///   nothing is queued then.
    public func enqueueChangeset(_ changeset: ListChangeset<Model>, constrainedSize: ListSizeRange)
        throws(ListChangesetError)
    {
        pendingCounts = try changeset.verify(sectionCounts: pendingCounts)
        enqueue { state, context, provider in
            let components = changeset.mapModels { Entry(model: $0, component: provider($0, context, constrainedSize)) }
            return .changeset(try components.applied(to: state), changeset, constrainedSize)
        }
    }

    /// Replaces the context and queues a reload that makes every cell again with it.
    public func updateContextAndEnqueueReload(_ newContext: Context) {
        enqueue { state, _, provider in
            let range = await self.lastConstrainedSize
            let rebuilt = state.map { section in
                section.map { Entry(model: $0.model, component: provider($0.model, newContext, range)) }
            }
            return .reload(rebuilt, newContext)
        }
    }

    /// Waits until every queued changeset and reload is applied.
    public func waitUntilIdle() async {
        await tail?.value
    }

    /// Whether changesets are queued and not yet applied.
    public var hasPendingChangesets: Bool { pendingChangesets > 0 }

    /// What a job produces off the main actor.
    private enum Outcome: Sendable {
        case changeset([[Entry]], ListChangeset<Model>, ListSizeRange)
        case reload([[Entry]], Context)
    }

    private typealias Job = @Sendable ([[Entry]], Context, CellProvider) async throws -> Outcome

    private func enqueue(_ job: @escaping Job) {
        pendingChangesets += 1
        let previous = tail
        tail = Task { @MainActor in
            await previous?.value
            defer { pendingChangesets -= 1 }
            do {
                let outcome = try await Self.compute(job, state: applied, context: context, provider: cellProvider)
                apply(outcome)
            } catch {
                // Verified at enqueue time against the same counts, so this cannot happen; keep the view as is.
                assertionFailure("ListChangesetDataSource: a verified changeset failed to apply: \(error)")
            }
        }
    }

    /// Runs a job on the global concurrent executor: off the main actor.
    @concurrent
    private nonisolated static func compute(
        _ job: @escaping Job, state: [[Entry]], context: Context, provider: @escaping CellProvider
    ) async throws -> Outcome {
        try await job(state, context, provider)
    }

    private func apply(_ outcome: Outcome) {
        // Cells that leave during the update are announced with their old index paths: look those up in the old state.
        stateBeforeUpdate = applied
        defer { stateBeforeUpdate = nil }
        switch outcome {
        case let .reload(state, newContext):
            context = newContext
            applied = state
            collectionView.reloadData()
            didApplyChangeset?(ListChangesetApplication(finalUpdatedIndexPaths: [:], isReload: true))
        case let .changeset(state, changeset, constrainedSize):
            lastConstrainedSize = constrainedSize
            let update = Self.collectionViewUpdate(for: changeset)
            do {
                try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                    applied = state
                    try update(collectionView)
                }
            } catch {
                // UIKit's rules are stricter than a changeset's in rare combinations: show the state anyway.
                applied = state
                collectionView.reloadData()
            }
            didApplyChangeset?(
                ListChangesetApplication(finalUpdatedIndexPaths: changeset.finalIndexPathsOfUpdatedItems, isReload: false))
        }
    }

    /// The collection view calls that replay a changeset: updates become reloads, except for moved items, whose
    /// update and move become a delete and an insert (UIKit refuses a reload and a move of one item).
    static func collectionViewUpdate(for changeset: ListChangeset<Model>)
        -> @MainActor (ListCollectionView) throws(ListBatchUpdateError) -> Void
    {
        let updatedAndMoved = Set(changeset.updatedItems.keys).intersection(changeset.movedItems.keys)
        return { collectionView throws(ListBatchUpdateError) in
            for command in changeset.commands {
                switch command {
                case let .updateItem(path, _) where !updatedAndMoved.contains(path):
                    try collectionView.reloadItems(at: [path])
                case .updateItem: break
                case let .deleteItem(path): try collectionView.deleteItems(at: [path])
                case let .deleteSection(section): try collectionView.deleteSections([section])
                case let .insertSection(section): try collectionView.insertSections([section])
                case let .insertItem(path, _): try collectionView.insertItems(at: [path])
                case let .moveSection(from, to): try collectionView.moveSection(from, toSection: to)
                case let .moveItem(from, to) where updatedAndMoved.contains(from):
                    try collectionView.deleteItems(at: [from])
                    try collectionView.insertItems(at: [to])
                case let .moveItem(from, to): try collectionView.moveItem(at: from, to: to)
                }
            }
        }
    }

    // MARK: The applied state

    /// The model at an index path of the state applied to the view; `nil` outside it.
    public func model(at indexPath: ListIndexPath) -> Model? {
        entry(at: indexPath)?.model
    }

    /// The size of the cell at an index path of the state applied to the view; `nil` outside it.
    public func size(at indexPath: ListIndexPath) -> CGSize? {
        entry(at: indexPath)?.component.size
    }

    /// Every model of the applied state, section by section.
    public var models: [[Model]] { applied.map { $0.map(\.model) } }

    func entry(at indexPath: ListIndexPath) -> Entry? {
        Self.entry(at: indexPath, in: applied)
    }

    private static func entry(at indexPath: ListIndexPath, in state: [[Entry]]) -> Entry? {
        guard state.indices.contains(indexPath.section), state[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return state[indexPath.section][indexPath.item]
    }

    // MARK: Appearance

    /// Tells the ``appearanceObserver`` that the item shown by `cell` will appear.
    public func announceWillAppear(itemIn cell: ListCell) {
        announce(cell, appearing: true)
    }

    /// Tells the ``appearanceObserver`` that the item shown by `cell` disappeared.
    ///
    /// While a changeset is being applied, the cell's index path is one of the state *before* the changeset (the
    /// collection view removes leaving cells at their old index paths), so the model is looked up there: the
    /// announcement names the model that left, not the one that took its place.
    public func announceDidDisappear(itemIn cell: ListCell) {
        guard let path = cell.indexPath else { return }
        announceDidDisappear(at: path)
    }

    func announceDidDisappear(at path: ListIndexPath) {
        guard let model = Self.entry(at: path, in: stateBeforeUpdate ?? applied)?.model else { return }
        appearanceObserver?(.didDisappear(model, path))
    }

    private func announce(_ cell: ListCell, appearing: Bool) {
        guard let path = cell.indexPath, let model = model(at: path) else { return }
        appearanceObserver?(appearing ? .willAppear(model, path) : .didDisappear(model, path))
    }
}
