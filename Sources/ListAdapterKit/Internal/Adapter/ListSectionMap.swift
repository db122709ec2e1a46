import Foundation
import ListDiffKit

/// The adapter's objects and their section controllers, in section order, with lookups both ways
/// (IGListKit's `IGListSectionMap`).
@MainActor
struct ListSectionMap {
    private(set) var objects: [AnyListDiffable] = []
    private(set) var controllers: [ListSectionController] = []
    private var sectionForKey: [AnyHashable: Int] = [:]
    private var sectionForController: [ObjectIdentifier: Int] = [:]
    let lookup: ListObjectLookup

    init(lookup: ListObjectLookup) {
        self.lookup = lookup
    }

    var count: Int { objects.count }

    mutating func update(objects: [AnyListDiffable], controllers: [ListSectionController]) {
        let kept = Set(controllers.map(ObjectIdentifier.init))
        for old in self.controllers where !kept.contains(ObjectIdentifier(old)) {
            old.section = NSNotFound
            old.isFirstSection = false
            old.isLastSection = false
        }
        self.objects = objects
        self.controllers = controllers
        sectionForKey = [:]
        sectionForController = [:]
        for (section, object) in objects.enumerated() {
            sectionForKey[lookup.key(for: object)] = section
            sectionForController[ObjectIdentifier(controllers[section])] = section
            controllers[section].section = section
            controllers[section].isFirstSection = section == 0
            controllers[section].isLastSection = section == objects.count - 1
        }
    }

    /// Forgets every object and controller; the controllers report `NSNotFound` as their section.
    mutating func reset() {
        update(objects: [], controllers: [])
    }

    /// Replaces the object of a section (same key).
    mutating func replace(_ object: AnyListDiffable, at section: Int) {
        objects[section] = object
    }

    func section(for object: AnyListDiffable) -> Int? { sectionForKey[lookup.key(for: object)] }

    func section(for controller: ListSectionController) -> Int? { sectionForController[ObjectIdentifier(controller)] }

    func controller(for object: AnyListDiffable) -> ListSectionController? {
        section(for: object).map { controllers[$0] }
    }

    func controller(forSection section: Int) -> ListSectionController? {
        controllers.indices.contains(section) ? controllers[section] : nil
    }

    func object(forSection section: Int) -> AnyListDiffable? {
        objects.indices.contains(section) ? objects[section] : nil
    }
}

