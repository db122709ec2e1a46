extension ListChangeset {
    /// Checks the changeset against a state given by its section counts and returns the counts after it.
    ///
    /// The checks are ComponentKit's (`CKIsValidChangesetForState`), run in its order — updates, item removals,
    /// section removals, section insertions, item insertions, item moves — plus the cases ComponentKit misses:
    /// an item both removed and moved, two moves to one destination, an update of a removed item (and the same for
    /// sections). The first failure is thrown.
    ///
    /// - Parameters:
    ///   - sectionCounts: the number of items in each section of the state the changeset applies to.
    ///   - pending: changesets that will be applied before this one (ComponentKit's pending asynchronous
    ///     modifications): they are folded into the counts first, in order.
    /// - Returns: the section counts after `pending` and this changeset.
    /// - Throws: ``ListChangesetError`` naming the operation and the offending index path.
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
    @discardableResult
    public func verify(sectionCounts: [Int], pending: [ListChangeset] = []) throws(ListChangesetError) -> [Int] {
        var counts = sectionCounts
        for changeset in pending {
            counts = try changeset.mapModels { _ in () }.run(on: counts)
        }
        return try mapModels { _ in () }.run(on: counts)
    }

    /// Applies the changeset to sections of models, after verifying it, and returns the new sections.
    ///
    /// Order of application (ComponentKit's `CKDataSourceChangesetModification`): updates in place; moves are
    /// batched (each source becomes a removal and each destination an insertion); item removals; section
    /// removals; section insertions, ascending; item insertions and move destinations, ascending.
    ///
    /// - Throws: ``ListChangesetError`` when the changeset does not fit `sections`; nothing is applied then.
    /// - Complexity: O(*n* + *c* log *c*) for *n* items and *c* changes.
    public func applied(to sections: [[Model]]) throws(ListChangesetError) -> [[Model]] {
        try verify(sectionCounts: sections.map(\.count))
        return try run(on: sections)
    }

    /// The single algorithm behind verification (on counts) and application (on models).
    func run<Section: ChangesetSection>(on old: [Section]) throws(ListChangesetError) -> [Section]
    where Section.Element == Model {
        try checkUpdatesAndRemovals(against: old.map(\.count))
        var sections = old
        // 1. Updates, in place, in the old state.
        for (path, model) in updatedItems {
            sections[path.section].replace(at: path.item, with: model)
        }
        // 2. Moves: sources are read from the updated old state, and their destinations wait for step 6.
        let moveError = checkMoveSources(against: old.map(\.count))
        let validMoves = movedItems.filter { isValidSource($0.key, in: old.map(\.count)) }
        var arrivals: [ListIndexPath: Model] = [:]
        for (from, to) in validMoves {
            arrivals[to] = sections[from.section].element(at: from.item)
        }
        // 3. Item removals (explicit and move sources), per section, all at once.
        var removals: [Int: Set<Int>] = [:]
        for path in removedItems { removals[path.section, default: []].insert(path.item) }
        for path in validMoves.keys { removals[path.section, default: []].insert(path.item) }
        for (section, items) in removals {
            sections[section].remove(atAscending: items.sorted())
        }
        // 4. Section removals (explicit and section move sources), all at once.
        try checkSectionMoves(oldSectionCount: old.count)
        let leaving = removedSections.union(movedSections.keys)
        let movedContents = Dictionary(uniqueKeysWithValues: movedSections.keys.map { ($0, sections[$0]) })
        var kept = [Section]()
        kept.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() where !leaving.contains(index) {
            kept.append(section)
        }
        sections = kept
        // 5. Section insertions (empty, and section move destinations), ascending.
        try insertSections(into: &sections, movedContents: movedContents)
        // 6. Item insertions and move destinations, per section, ascending.
        try insertItems(into: &sections, arrivals: arrivals, moveError: moveError)
        return sections
    }

    private func checkUpdatesAndRemovals(against counts: [Int]) throws(ListChangesetError) {
        for path in updatedItems.keys.sorted() where !contains(path, in: counts) {
            throw ListChangesetError(.update, section: path.section, item: path.item)
        }
        for path in removedItems.sorted() where !contains(path, in: counts) {
            throw ListChangesetError(.removeRow, section: path.section, item: path.item)
        }
        for section in removedSections.sorted() where !counts.indices.contains(section) {
            throw ListChangesetError(.removeSection, section: section)
        }
        // What ComponentKit misses: contradictory changes to one item or section.
        if let path = updatedItems.keys.filter(removedItems.contains).min() {
            throw ListChangesetError(.update, section: path.section, item: path.item, reason: .updatedAndRemoved)
        }
        if let section = movedSections.keys.filter(removedSections.contains).min() {
            throw ListChangesetError(.moveSection, section: section, reason: .sectionRemovedAndMoved)
        }
    }

    /// The first error among the move sources and the uniqueness of move destinations, reported after the
    /// insertions (ComponentKit checks moves last).
    private func checkMoveSources(against counts: [Int]) -> ListChangesetError? {
        let finalSectionCount = counts.count - removedSections.union(movedSections.keys).count
            + insertedSections.count + movedSections.count
        for (from, to) in movedItems.sorted(by: { $0.key < $1.key }) {
            if !counts.indices.contains(from.section) { return ListChangesetError(.moveRow, section: from.section) }
            if !(0..<finalSectionCount).contains(to.section) { return ListChangesetError(.moveRow, section: to.section) }
            if !(0..<counts[from.section]).contains(from.item) {
                return ListChangesetError(.moveRow, section: from.section, item: from.item)
            }
            if removedItems.contains(from) {
                return ListChangesetError(.moveRow, section: from.section, item: from.item, reason: .removedAndMoved)
            }
        }
        var destinations = Set<ListIndexPath>()
        for to in movedItems.sorted(by: { $0.key < $1.key }).map(\.value) where !destinations.insert(to).inserted {
            return ListChangesetError(.moveRow, section: to.section, item: to.item, reason: .duplicateMoveDestination)
        }
        return nil
    }

    private func isValidSource(_ path: ListIndexPath, in counts: [Int]) -> Bool {
        contains(path, in: counts) && !removedItems.contains(path)
    }

    private func contains(_ path: ListIndexPath, in counts: [Int]) -> Bool {
        counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
    }

    private func checkSectionMoves(oldSectionCount: Int) throws(ListChangesetError) {
        var destinations = Set<Int>()
        for (from, to) in movedSections.sorted(by: { $0.key < $1.key }) {
            guard (0..<oldSectionCount).contains(from) else { throw ListChangesetError(.moveSection, section: from) }
            guard destinations.insert(to).inserted else {
                throw ListChangesetError(.moveSection, section: to, reason: .duplicateSectionMoveDestination)
            }
        }
    }

    private func insertSections<Section: ChangesetSection>(
        into sections: inout [Section], movedContents: [Int: Section]
    ) throws(ListChangesetError) where Section.Element == Model {
        let arriving = movedSections.map { (index: $0.value, content: movedContents[$0.key] ?? .empty, moved: true) }
        let inserted = insertedSections.map { (index: $0, content: Section.empty, moved: false) }
        for entry in (arriving + inserted).sorted(by: { $0.index < $1.index }) {
            guard (0...sections.count).contains(entry.index) else {
                throw ListChangesetError(entry.moved ? .moveSection : .insertSection, section: entry.index)
            }
            sections.insert(entry.content, at: entry.index)
        }
    }

    private func insertItems<Section: ChangesetSection>(
        into sections: inout [Section], arrivals: [ListIndexPath: Model], moveError: ListChangesetError?
    ) throws(ListChangesetError) where Section.Element == Model {
        let entries = insertedItems.map { (path: $0.key, model: $0.value, moved: false) }
            + arrivals.map { (path: $0.key, model: $0.value, moved: true) }
        var firstMoveError = moveError
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let path = entry.path
            guard sections.indices.contains(path.section), (0...sections[path.section].count).contains(path.item) else {
                if entry.moved {
                    firstMoveError = firstMoveError ?? ListChangesetError(.moveRow, section: path.section, item: path.item)
                    continue
                }
                throw ListChangesetError(.insertRow, section: path.section, item: path.item)
            }
            sections[path.section].insert(entry.model, at: path.item)
        }
        if let firstMoveError { throw firstMoveError }
    }
}
