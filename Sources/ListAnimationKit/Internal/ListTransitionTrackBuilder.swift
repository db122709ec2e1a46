import Foundation
import ListDiffKit
import ListLayoutKit

/// Builds a transition's element and section tracks from the two layouts and the changes.
struct ListTransitionTrackBuilder {
    let before: ListTransitionLayout
    let after: ListTransitionLayout
    let changes: ListTransitionChanges
    var tracks: [ListElementTrack] = []
    var sections: [ListSectionTrack] = []

    init(before: ListTransitionLayout, after: ListTransitionLayout, changes: ListTransitionChanges) {
        self.before = before
        self.after = after
        self.changes = changes
    }

    mutating func build() {
        let keptSections = changes.keptSections
        let keptItems = changes.keptItems
        for (newSection, source) in changes.sectionSources.enumerated() where newSection < after.numberOfSections {
            addSection(new: newSection, source: source)
            for (item, itemSource) in changes.itemSources[newSection].enumerated()
            where item < after.itemFrames[newSection].count {
                addItem(new: ListIndexPath(section: newSection, item: item), source: itemSource)
            }
        }
        for oldSection in 0..<before.numberOfSections {
            if !keptSections.contains(oldSection) { addDeletedSection(oldSection) }
            for item in before.itemFrames[oldSection].indices {
                let path = ListIndexPath(section: oldSection, item: item)
                if !keptItems.contains(path) { addFading(.cell, old: path, frame: before.itemFrames[oldSection][item], change: .deleted) }
            }
        }
    }

    // MARK: Items

    mutating func addItem(new path: ListIndexPath, source: ListTransitionChanges.Source<ListIndexPath>) {
        let end = after.itemFrames[path.section][path.item]
        switch source {
        case .inserted:
            addAppearing(.cell, new: path, frame: end, change: .inserted)
        case .existing(let old):
            guard let start = oldItemFrame(old) else { return addAppearing(.cell, new: path, frame: end, change: .inserted) }
            let change: ListElementChange = changes.movedItems.contains(path) ? .moved : .unchanged
            addSurviving(.cell, old: old, new: path, start: start, end: end, change: change)
        case .reloaded(let old):
            guard let start = oldItemFrame(old) else { return addAppearing(.cell, new: path, frame: end, change: .inserted) }
            addCrossFade(.cell, old: old, new: path, start: start, end: end)
        }
    }

    func oldItemFrame(_ path: ListIndexPath) -> CGRect? {
        guard before.itemFrames.indices.contains(path.section),
            before.itemFrames[path.section].indices.contains(path.item)
        else { return nil }
        return before.itemFrames[path.section][path.item]
    }

    // MARK: Sections, headers and footers

    mutating func addSection(new section: Int, source: ListTransitionChanges.Source<Int>) {
        let newPath = ListIndexPath(section: section, item: 0)
        let end = after.sectionBounds[section]
        guard let old = source.oldIndex, old < before.numberOfSections else {
            sections.append(ListSectionTrack(oldIndex: nil, newIndex: section, startBounds: end, endBounds: end))
            addAppearingSupplementaries(new: section, change: .inserted)
            return
        }
        let trackIndex = sections.count
        sections.append(
            ListSectionTrack(oldIndex: old, newIndex: section, startBounds: before.sectionBounds[old], endBounds: end))
        let oldPath = ListIndexPath(section: old, item: 0)
        let reloaded: Bool = if case .reloaded = source { true } else { false }
        let change: ListElementChange = changes.movedSections.contains(section) ? .moved : .unchanged
        let pairs: [(ListElementKind, CGRect?, CGRect?)] = [
            (.header, before.headerFrames[old], after.headerFrames[section]),
            (.footer, before.footerFrames[old], after.footerFrames[section]),
        ]
        for (kind, start, end) in pairs {
            let sectionTrack = kind == .header ? trackIndex : nil
            switch (start, end) {
            case let (start?, end?) where reloaded:
                addCrossFade(kind, old: oldPath, new: newPath, start: start, end: end, sectionTrack: sectionTrack)
            case let (start?, end?):
                addSurviving(
                    kind, old: oldPath, new: newPath, start: start, end: end, change: change, sectionTrack: sectionTrack)
            case let (start?, nil):
                addFading(kind, old: oldPath, frame: start, change: .deleted, sectionTrack: sectionTrack)
            case let (nil, end?):
                addAppearing(kind, new: newPath, frame: end, change: .inserted, sectionTrack: sectionTrack)
            case (nil, nil):
                break
            }
        }
    }

    mutating func addAppearingSupplementaries(new section: Int, change: ListElementChange) {
        let path = ListIndexPath(section: section, item: 0)
        let trackIndex = sections.count - 1
        if let frame = after.headerFrames[section] {
            addAppearing(.header, new: path, frame: frame, change: change, sectionTrack: trackIndex)
        }
        if let frame = after.footerFrames[section] { addAppearing(.footer, new: path, frame: frame, change: change) }
    }

    mutating func addDeletedSection(_ old: Int) {
        let box = before.sectionBounds[old]
        let trackIndex = sections.count
        sections.append(ListSectionTrack(oldIndex: old, newIndex: nil, startBounds: box, endBounds: box))
        let path = ListIndexPath(section: old, item: 0)
        if let frame = before.headerFrames[old] {
            addFading(.header, old: path, frame: frame, change: .deleted, sectionTrack: trackIndex)
        }
        if let frame = before.footerFrames[old] { addFading(.footer, old: path, frame: frame, change: .deleted) }
    }

    // MARK: Track kinds

    /// Kept element: interpolates, or snaps when it was off screen before and is on screen after.
    mutating func addSurviving(
        _ kind: ListElementKind, old: ListIndexPath, new path: ListIndexPath, start: CGRect, end: CGRect,
        change: ListElementChange, sectionTrack: Int? = nil
    ) {
        let wasVisible = start.listIntersects(before.viewport)
        let isVisible = end.listIntersects(after.viewport)
        guard wasVisible || isVisible || kind == .header else { return }
        let snaps = !wasVisible && isVisible && !(kind == .header && before.pinsHeaders)
        tracks.append(
            ListElementTrack(
                kind: kind, change: change, side: .after, indexPath: path, previousIndexPath: old,
                startFrame: snaps ? end : start,
                endFrame: end, sectionTrack: sectionTrack, snaps: snaps))
    }

    /// Inserted element: fades in at its final frame.
    mutating func addAppearing(
        _ kind: ListElementKind, new path: ListIndexPath, frame: CGRect, change: ListElementChange,
        sectionTrack: Int? = nil
    ) {
        guard frame.listIntersects(after.viewport) || kind == .header else { return }
        tracks.append(
            ListElementTrack(
                kind: kind, change: change, side: .after, indexPath: path, startFrame: frame, endFrame: frame,
                startAlpha: 0, endAlpha: 1, sectionTrack: sectionTrack))
    }

    /// Deleted element: fades out at its initial frame.
    mutating func addFading(
        _ kind: ListElementKind, old path: ListIndexPath, frame: CGRect, change: ListElementChange,
        sectionTrack: Int? = nil
    ) {
        guard frame.listIntersects(before.viewport) || kind == .header else { return }
        tracks.append(
            ListElementTrack(
                kind: kind, change: change, side: .before, indexPath: path, startFrame: frame, endFrame: frame,
                startAlpha: 1, endAlpha: 0, sectionTrack: sectionTrack))
    }

    /// Reloaded element: the old one fades out and the new one fades in, both moving from the old frame to the new.
    mutating func addCrossFade(
        _ kind: ListElementKind, old: ListIndexPath, new: ListIndexPath, start: CGRect, end: CGRect,
        sectionTrack: Int? = nil
    ) {
        guard start.listIntersects(before.viewport) || end.listIntersects(after.viewport) || kind == .header else {
            return
        }
        tracks.append(
            ListElementTrack(
                kind: kind, change: .reloaded, side: .before, indexPath: old, startFrame: start, endFrame: end,
                startAlpha: 1, endAlpha: 0, sectionTrack: sectionTrack))
        tracks.append(
            ListElementTrack(
                kind: kind, change: .reloaded, side: .after, indexPath: new, previousIndexPath: old, startFrame: start,
                endFrame: end,
                startAlpha: 0, endAlpha: 1, sectionTrack: sectionTrack))
    }
}
