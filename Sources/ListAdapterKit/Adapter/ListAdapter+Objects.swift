import Foundation
import ListDiffKit

extension ListAdapter {
    /// Pairs each object with its section controller (reusing the existing one for an object already shown,
    /// then one made for a queued update, asking the data source for the others), drops the objects the data
    /// source gives no controller, then hands changed and new objects to their controllers (IGListKit's
    /// `_updateObjects:dataSource:`).
    func updateObjects(_ objects: [AnyListDiffable], dataSource: any ListAdapterDataSource) {
        var kept: [AnyListDiffable] = []
        var controllers: [ListSectionController] = []
        var updated: [(ListSectionController, AnyListDiffable)] = []
        for object in objects {
            let existing = sectionMap.section(for: object)
            let made = existing == nil ? pendingControllers.removeValue(forKey: sectionMap.lookup.key(for: object)) : nil
            guard let controller = existing.map({ sectionMap.controllers[$0] }) ?? made ?? makeController(for: object, dataSource)
            else { continue }  // IGListKit: "Ignoring nil section controller returned by data source"
            if let existing, !ListObjectLookup.isChanged(sectionMap.objects[existing], object) {
                // Same object: nothing to hand over.
            } else {
                updated.append((controller, object))
            }
            kept.append(object)
            controllers.append(controller)
        }
        pendingControllers = [:]
        sectionMap.update(objects: kept, controllers: controllers)
        for (controller, object) in updated { controller.didUpdate(to: object.base) }
    }

    /// The objects that have or get a section controller, in order: the controllers of new objects are made now
    /// and kept for the switch (IGListKit 5 makes them when the update reads its data, before diffing), so the
    /// diff never counts an object the data source drops.
    func objectsWithControllers(_ objects: [AnyListDiffable], dataSource: any ListAdapterDataSource)
        -> [AnyListDiffable]
    {
        objects.filter { object in
            let key = sectionMap.lookup.key(for: object)
            if sectionMap.section(for: object) != nil || pendingControllers[key] != nil { return true }
            guard let controller = makeController(for: object, dataSource) else { return false }
            pendingControllers[key] = controller
            return true
        }
    }

    private func makeController(for object: AnyListDiffable, _ dataSource: any ListAdapterDataSource)
        -> ListSectionController?
    {
        let made: ListSectionController? = dataSource.listAdapter(self, sectionControllerFor: object.base)
        guard let controller = made else { return nil }
        controller.collectionContext = self
        controller.owner = owner
        return controller
    }

    /// The objects driving the adapter, in section order (IGListKit's `objects()`, a method in its Swift API).
    ///
    /// - Complexity: O(*n*) in the number of sections (the array is a copy).
    public func objects() -> [any ListDiffable] { sectionMap.objects.map(\.base) }

    /// The section controller of an object, or `nil` when the object is not in the list.
    ///
    /// - Parameter object: an object of the list (anything else, such as a non-diffable value, finds nothing).
    public func sectionController(for object: Any) -> ListSectionController? {
        Self.erased(object).flatMap { sectionMap.controller(for: $0) }
    }

    /// The section controller of a section, or `nil` when out of range.
    public func sectionController(forSection section: Int) -> ListSectionController? {
        sectionMap.controller(forSection: section)
    }

    /// The section of a section controller, or `NSNotFound` when it is not in the list (IGListKit's
    /// `section(for:)`).
    public func section(for sectionController: ListSectionController) -> Int {
        sectionIndex(for: sectionController) ?? NSNotFound
    }

    /// The section of an object, or `NSNotFound` when it is not in the list (IGListKit's `section(for:)`).
    public func section(for object: Any) -> Int {
        sectionIndex(for: object) ?? NSNotFound
    }

    /// The object of a section, or `nil` when out of range (IGListKit's `object(atSection:)`).
    public func object(atSection section: Int) -> (any ListDiffable)? {
        sectionMap.object(forSection: section)?.base
    }

    /// The object of a section controller, or `nil`.
    public func object(for sectionController: ListSectionController) -> (any ListDiffable)? {
        sectionIndex(for: sectionController).flatMap { object(atSection: $0) }
    }

    /// The section of a section controller, or `nil` when it is not in the list.
    func sectionIndex(for sectionController: ListSectionController) -> Int? {
        sectionMap.section(for: sectionController)
    }

    /// The section of an object, or `nil` when it is not in the list.
    func sectionIndex(for object: Any) -> Int? {
        Self.erased(object).flatMap { sectionMap.section(for: $0) }
    }

    /// The sections with a visible cell or supplementary view, ascending.
    public var visibleSections: [Int] {
        guard let collectionView else { return [] }
        let sections = collectionView.indexPathsForVisibleItems.map(\.section)
            + collectionView.visibleSupplementaryViews.keys.map(\.section)
        return Set(sections).filter { $0 < sectionMap.count }.sorted()
    }

    /// The objects of the visible sections, in section order (IGListKit's `visibleObjects()`, unordered there).
    public func visibleObjects() -> [any ListDiffable] {
        visibleSections.map { sectionMap.objects[$0].base }
    }

    /// The section controllers of the visible sections, in section order (IGListKit's
    /// `visibleSectionControllers()`, unordered there).
    public func visibleSectionControllers() -> [ListSectionController] {
        visibleSections.map { sectionMap.controllers[$0] }
    }

    /// The sections of the visible objects, ascending: their indexes in ``objects()``
    /// (IGListKit's `indexesOfVisibleObjects()`, an `IndexSet` as there).
    public func indexesOfVisibleObjects() -> IndexSet {
        IndexSet(visibleSections)
    }

    /// The visible cells of an object's section, in item order.
    public func visibleCells(for object: Any) -> [ListCell] {
        guard let controller = sectionController(for: object) else { return [] }
        return visibleCells(for: controller)
    }

    /// An object handed in as `Any` (IGListKit's signatures), erased; `nil` when it is not ``ListDiffable``.
    static func erased(_ object: Any) -> AnyListDiffable? {
        if let erased = object as? AnyListDiffable { return erased }
        return (object as? any ListDiffable).map { AnyListDiffable($0) }
    }

    /// The index path of an item of a section controller (`nil` when the controller is not in the list).
    /// Inside an update block, deletes and reload sources use the section before the update
    /// (`usePreviousSection`).
    func indexPaths(for controller: ListSectionController, _ indexes: [Int], usePreviousSection: Bool)
        -> [ListIndexPath]
    {
        let map = usePreviousSection && isInUpdateBlock ? (previousSectionMap ?? sectionMap) : sectionMap
        guard let section = map.section(for: controller) else { return [] }
        return indexes.map { ListIndexPath(section: section, item: $0) }
    }
}
