import Foundation
import ListCore
import ListDiffKit
import ListViewKit

/// Connects model objects to a ``ListCollectionView`` through section controllers (IGListKit's
/// `IGListAdapter`): the data source gives objects, each object gets a section controller, and the updater
/// animates changes between object arrays.
///
/// ```swift
/// let collectionView = ListCollectionView(boundsSize: CGSize(width: 390, height: 844), layout: ListCollectionViewLayout())
/// let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
/// adapter.collectionView = collectionView
/// adapter.dataSource = feed           // loads at once
/// feed.posts.insert(post, at: 0)
/// adapter.performUpdates(animated: true)
/// (adapter.updater as? ListAdapterUpdater)?.flush()   // the "next run loop turn", made explicit
/// ```
@MainActor
public final class ListAdapter {
    /// Applies changes to the collection view.
    public let updater: any ListUpdatingDelegate
    /// The object the adapter was created with (`viewController:`), handed to its section controllers as their
    /// ``ListSectionController/owner``: any object, often the screen. Not retained.
    public private(set) weak var owner: AnyObject?
    /// The owner when it is a `UIViewController` (``ListViewController``), else `nil`, as IGListKit's
    /// `viewController`.
    public var viewController: ListViewController? { owner as? ListViewController }
    /// How many sections beyond the visible ones on each side are in the working range.
    public let workingRangeSize: Int
    /// The collection view the adapter drives. Setting it makes the adapter its data source and delegate and
    /// loads it.
    /// A collection view already driven by another adapter is taken from it (that adapter's `collectionView`
    /// becomes `nil`), as IGListKit does for reused cells embedding a list.
    public var collectionView: ListCollectionView? {
        get { attachedCollectionView }
        set { setCollectionView(newValue) }
    }
    /// Supplies objects and section controllers. Setting it loads the list. Not retained.
    public var dataSource: (any ListAdapterDataSource)? {
        get { weakDataSource }
        set {
            guard newValue !== weakDataSource else { return }
            updater.performDataSourceChange {
                weakDataSource = newValue
                reloadFromDataSource()
            }
        }
    }
    /// Told when objects' sections appear and disappear. Not retained.
    public weak var delegate: (any ListAdapterDelegate)?
    /// Also told every display event the ``delegate`` hears, after it, to pass on to its listeners (IGListKit's
    /// `globalDelegateAnnouncer`). Default ``ListAdapterDelegateAnnouncer/shared``, as IGListKit's `sharedInstance`;
    /// `nil` announces nothing.
    public var globalDelegateAnnouncer: ListAdapterDelegateAnnouncer? = .shared
    /// Also receives the collection view's display, selection and highlight events (after the section
    /// controllers), and is asked to confirm selections (IGListKit's `collectionViewDelegate`). Scroll events go
    /// to ``scrollViewDelegate`` instead. Not retained.
    public weak var collectionViewDelegate: (any ListCollectionViewDelegate)?
    /// Receives the collection view's scroll events (IGListKit's `scrollViewDelegate`). Not retained.
    public weak var scrollViewDelegate: (any ListScrollViewDelegate)?
    /// Told around the calls into section controllers on hot paths. Not retained.
    public weak var performanceDelegate: (any ListAdapterPerformanceDelegate)?
    /// Whether a selected item is deselected at once after its section controller heard of the selection
    /// (IGListKit's `autoDeselectEnabled`). Default false.
    public var autoDeselectEnabled = false
    /// Told when interactive reordering moves a section. Not retained.
    public weak var moveDelegate: (any ListAdapterMoveDelegate)?

    private var attachedCollectionView: ListCollectionView?
    private weak var weakDataSource: (any ListAdapterDataSource)?
    var sectionMap: ListSectionMap
    var previousSectionMap: ListSectionMap?
    /// Section controllers made for the new objects of a queued update, keyed by lookup key, until it switches.
    var pendingControllers: [AnyHashable: ListSectionController] = [:]
    var viewSectionControllers: [ObjectIdentifier: ListSectionController] = [:]
    var displayHandler = ListDisplayHandler()
    var workingRangeHandler = ListWorkingRangeHandler()
    var isInUpdateBlock = false
    var updateListeners: [ListWeakUpdateListener] = []
    /// Set by the layout's interactive-reordering target when a section is dropped after the last one.
    var isLastInteractiveMoveToLastSectionIndex = false

    /// Detaches the section controllers, which report `NSNotFound` as their section from now on.
    isolated deinit {
        sectionMap.reset()
    }

    /// Creates an adapter.
    ///
    /// - Parameters:
    ///   - updater: applies changes (``ListAdapterUpdater`` to animate, ``ListReloadDataUpdater`` to reload).
    ///   - viewController: the owner handed to section controllers (``owner``): a `UIViewController`, which they
    ///     see as their ``ListSectionController/viewController``, or any other object.
    ///   - workingRangeSize: sections beyond the visible ones on each side in the working range (default 0).
    public init(updater: any ListUpdatingDelegate, viewController: AnyObject?, workingRangeSize: Int = 0) {
        self.updater = updater
        self.owner = viewController
        self.workingRangeSize = max(workingRangeSize, 0)
        sectionMap = ListSectionMap(lookup: updater.objectLookup)
    }

    /// Diffs the data source's current objects against the shown ones and animates the difference (through
    /// the updater, which coalesces calls made before it runs).
    ///
    /// - Parameters:
    ///   - animated: whether the change animates.
    ///   - completion: called with whether the update finished (false without a collection view or data
    ///     source).
    ///
    /// As in IGListKit, the objects are read from the data source now, and the data source is kept until the
    /// update runs; the collection view is the adapter's one at that time.
    public func performUpdates(animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard collectionView != nil, let dataSource else {
            completion?(false)
            return
        }
        let objects = currentObjects(from: dataSource)
        updater.performUpdate(
            collectionViewProvider: { [weak self] in self?.collectionView }, fromObjects: sectionMap.objects,
            toObjects: { [weak self] in self?.objectsWithControllers(objects, dataSource: dataSource) ?? objects },
            animated: animated,
            objectTransitionBlock: { [weak self] in self?.transition(to: $0, dataSource: dataSource) },
            completion: { [weak self] finished in
                self?.updateFinished()
                self?.notifyUpdateListeners(.performUpdates, animated: animated)
                completion?(finished)
            })
    }

    /// Reloads everything from the data source, without animation.
    ///
    /// - Parameter completion: called with whether the reload finished.
    public func reloadData(completion: ((Bool) -> Void)? = nil) {
        guard collectionView != nil, let dataSource else {
            completion?(false)
            return
        }
        let objects = currentObjects(from: dataSource)
        updater.reloadData(
            collectionViewProvider: { [weak self] in self?.collectionView },
            reloadUpdateBlock: { [weak self] in
                guard let self else { return }
                // IGListKit purges the section controllers so that the reload creates new ones.
                self.sectionMap.reset()
                self.updateObjects(objects, dataSource: dataSource)
            },
            completion: { [weak self] finished in
                self?.updateFinished()
                self?.notifyUpdateListeners(.reloadData, animated: false)
                completion?(finished)
            })
    }

    /// Reloads the sections of some objects: all their cells are replaced, and a section controller gets
    /// ``ListSectionController/didUpdate(to:)`` only when its object changed (another instance, or a value with
    /// other content), as IGListKit. Unknown objects (and non-diffable values) are ignored. Inside an update block
    /// the sections are those before the update.
    public func reloadObjects(_ objects: [Any]) {
        guard let collectionView else { return }
        var sections: [Int] = []
        let usePrevious = isInUpdateBlock && previousSectionMap != nil
        for object in objects {
            guard let erased = Self.erased(object) else { continue }
            let map = usePrevious ? previousSectionMap! : sectionMap
            guard let section = map.section(for: erased), let controller = map.controller(forSection: section)
            else { continue }
            sections.append(section)
            guard let old = map.object(forSection: section), ListObjectLookup.isChangedForReload(old, erased)
            else { continue }
            if usePrevious {
                previousSectionMap?.replace(erased, at: section)
            } else {
                sectionMap.replace(erased, at: section)
            }
            controller.didUpdate(to: object)
        }
        guard !sections.isEmpty else { return }
        updater.reloadCollectionView(collectionView, sections: sections)
    }

    /// A data source's objects, erased and without duplicate identifiers.
    func currentObjects(from dataSource: any ListAdapterDataSource) -> [AnyListDiffable] {
        ListObjectLookup.removingDuplicates([AnyListDiffable](erasing: dataSource.objects(for: self)))
    }

    /// Attaches a collection view (IGListKit's `setCollectionView:`): takes it from another adapter, stops being
    /// the data source and delegate of the old one (unless another adapter took it meanwhile), and loads.
    private func setCollectionView(_ new: ListCollectionView?) {
        guard new !== attachedCollectionView || new?.dataSource !== self else { return }
        if let new, let other = new.dataSource as? ListAdapter, other !== self {
            other.collectionView = nil
        }
        updater.performDataSourceChange {
            let old = attachedCollectionView
            if let old, old !== new {
                if old.dataSource === self { old.dataSource = nil }
                if old.delegate === self { old.delegate = nil }
            }
            attachedCollectionView = new
            new?.dataSource = self
            new?.delegate = self
            reloadFromDataSource()
        }
    }

    /// Loads synchronously from the data source (IGListKit's `_updateAfterPublicSettingsChange`); the cells
    /// appear on the collection view's next layout pass.
    private func reloadFromDataSource() {
        guard let collectionView, let dataSource else { return }
        updateObjects(currentObjects(from: dataSource), dataSource: dataSource)
        collectionView.reloadData()
        updateBackgroundView()
    }

    /// Called inside an update to switch to the new objects, keeping the old map for old-index lookups.
    private func transition(to objects: [AnyListDiffable], dataSource: any ListAdapterDataSource) {
        previousSectionMap = sectionMap
        updateObjects(objects, dataSource: dataSource)
        // IGListKit updates the background at the end of `_updateObjects`, inside the batch: an update that empties
        // the list shows the empty view from its first frame (the collection view's counts are read after this).
        if let collectionView, sectionMap.controllers.allSatisfy({ $0.numberOfItems() == 0 }) {
            collectionView.backgroundView = dataSource.emptyView(for: self)
        }
    }

    private func updateFinished() {
        previousSectionMap = nil
        updateBackgroundView()
    }

    /// Shows the data source's empty view as the background when there are no items.
    func updateBackgroundView() {
        guard let collectionView else { return }
        collectionView.backgroundView = collectionView.isBackgroundViewHidden ? nil : dataSource?.emptyView(for: self)
    }
}
