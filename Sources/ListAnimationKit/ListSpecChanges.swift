import ListDiffKit
import ListSpecKit

/// The changes between two consecutive states of a spec's `sections` (the spec's `updates`), found by diffing.
///
/// The rules:
/// 1. Sections are matched by `id` with ``ListDiff(oldArray:newArray:option:)``. A kept section whose header or
///    footer changed (content or size) is reloaded: its header and footer cross-fade. Kept sections that left the
///    longest run of sections in their old order are highlighted as moved (``LongestIncreasingSubsequence``).
/// 2. Items of a kept section are matched by `id` within the section with `ListDiff`. A kept item whose content or
///    size changed is reloaded (cross-fade); kept items that left the longest run in their old order are moved.
/// 3. An item whose `id` appears once in the whole old state and once in the whole new state, in different sections,
///    moved between sections (it is not a delete plus an insert).
/// 4. Everything else new is inserted; everything else old is deleted.
///
/// ```swift
/// let changes = ListSpecChanges.between(spec.sections, spec.updates[0].sections)
/// ```
public enum ListSpecChanges {
    /// Diffs two states of a spec's sections.
    ///
    /// - Parameters:
    ///   - old: the sections before.
    ///   - new: the sections after.
    /// - Returns: where each new section and item came from.
    /// - Complexity: O(*n*) on average for *n* sections and items.
    public static func between(_ old: [ListSpecSection], _ new: [ListSpecSection]) -> ListTransitionChanges {
        let sectionDiff = ListDiff(
            oldArray: old.map { DiffedSection(id: $0.id, section: $0) },
            newArray: new.map { DiffedSection(id: $0.id, section: $0) })
        let updated = Set(sectionDiff.updates)
        var changes = ListTransitionChanges(sectionSources: [], itemSources: [])
        let travellers = itemsMovingBetweenSections(old, new)
        for (newIndex, section) in new.enumerated() {
            guard let oldIndex = sectionDiff.oldIndex(for: section.id) else {
                changes.sectionSources.append(.inserted)
                changes.itemSources.append(section.items.map { travellers[$0.id].map(source(for:)) ?? .inserted })
                continue
            }
            changes.sectionSources.append(updated.contains(oldIndex) ? .reloaded(oldIndex) : .existing(oldIndex))
            let (sources, moved) = itemSources(
                old: old[oldIndex].items, oldSection: oldIndex, new: section.items, newSection: newIndex,
                travellers: travellers)
            changes.itemSources.append(sources)
            changes.movedItems.formUnion(moved)
        }
        let keptSections = changes.sectionSources.enumerated().compactMap { new, source in source.oldIndex.map { (new, $0) } }
        changes.movedSections = Set(LongestIncreasingSubsequence.moved(keptSections))
        for (section, sources) in changes.itemSources.enumerated() {
            for (item, source) in sources.enumerated() {
                if case .existing(let old) = source, travellers[new[section].items[item].id] != nil,
                    old.section != changes.sectionSources[section].oldIndex
                {
                    changes.movedItems.insert(ListIndexPath(section: section, item: item))
                }
            }
        }
        return changes
    }

    /// Diffs the items of a kept section.
    private static func itemSources(
        old: [ListSpecItem], oldSection: Int, new: [ListSpecItem], newSection: Int,
        travellers: [String: Traveller]
    ) -> ([ListTransitionChanges.Source<ListIndexPath>], Set<ListIndexPath>) {
        let diff = ListDiff(oldArray: old.map(DiffedItem.init), newArray: new.map(DiffedItem.init))
        let updated = Set(diff.updates)
        let sources = new.map { item -> ListTransitionChanges.Source<ListIndexPath> in
            guard let oldItem = diff.oldIndex(for: item.id) else {
                return travellers[item.id].map(source(for:)) ?? .inserted
            }
            let path = ListIndexPath(section: oldSection, item: oldItem)
            return updated.contains(oldItem) ? .reloaded(path) : .existing(path)
        }
        let kept = sources.enumerated().compactMap { new, source -> (new: Int, old: Int)? in
            guard let old = source.oldIndex, old.section == oldSection else { return nil }
            return (new, old.item)
        }
        let moved = LongestIncreasingSubsequence.moved(kept).map { ListIndexPath(section: newSection, item: $0) }
        return (sources, Set(moved))
    }

    /// An item that left one section for another.
    private struct Traveller {
        var from: ListIndexPath
        var changed: Bool
    }

    private static func source(for traveller: Traveller) -> ListTransitionChanges.Source<ListIndexPath> {
        traveller.changed ? .reloaded(traveller.from) : .existing(traveller.from)
    }

    /// Items whose id is unique in both states and whose section id differs between them.
    private static func itemsMovingBetweenSections(
        _ old: [ListSpecSection], _ new: [ListSpecSection]
    ) -> [String: Traveller] {
        func places(_ sections: [ListSpecSection]) -> [String: [(ListIndexPath, String, ListSpecItem)]] {
            var result: [String: [(ListIndexPath, String, ListSpecItem)]] = [:]
            for (s, section) in sections.enumerated() {
                for (i, item) in section.items.enumerated() {
                    result[item.id, default: []].append((ListIndexPath(section: s, item: i), section.id, item))
                }
            }
            return result
        }
        let oldPlaces = places(old)
        var result: [String: Traveller] = [:]
        for (id, newPlace) in places(new) {
            guard newPlace.count == 1, let oldPlace = oldPlaces[id], oldPlace.count == 1,
                oldPlace[0].1 != newPlace[0].1
            else { continue }
            result[id] = Traveller(from: oldPlace[0].0, changed: oldPlace[0].2 != newPlace[0].2)
        }
        return result
    }
}

/// A section as the diff sees it: its id, and its header and footer as its content (items are diffed apart).
private struct DiffedSection: ListDiffableValue, Equatable {
    var id: String
    var header: ListSpecSupplementary?
    var footer: ListSpecSupplementary?

    init(id: String, section: ListSpecSection) {
        self.id = id
        header = section.header
        footer = section.footer
    }

    var diffIdentity: String { id }
}

/// An item as the diff sees it: its id, and its size and content.
private struct DiffedItem: ListDiffableValue, Equatable {
    var item: ListSpecItem

    init(_ item: ListSpecItem) {
        self.item = item
    }

    var diffIdentity: String { item.id }
}
