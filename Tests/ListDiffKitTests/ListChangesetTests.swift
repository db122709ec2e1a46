import ListDiffKit
import ListTestSupport
import Testing

@Suite struct ListChangesetTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenItemIsRemovedAndMoved_thatMoveIsRejected() {
        let changeset = ListChangeset<String>(removedItems: [path(0, 0)], movedItems: [path(0, 0): path(0, 1)])
        #expect(throws: ListChangesetError(.moveRow, section: 0, item: 0, reason: .removedAndMoved)) {
            try changeset.applied(to: [["A", "B", "C"]])
        }
    }

    @Test func test_whenTwoMovesShareADestination_thatMoveIsRejected() {
        let changeset = ListChangeset<String>(movedItems: [path(0, 0): path(0, 2), path(0, 1): path(0, 2)])
        #expect(throws: ListChangesetError(.moveRow, section: 0, item: 2, reason: .duplicateMoveDestination)) {
            try changeset.applied(to: [["A", "B", "C"]])
        }
    }

    @Test func test_whenRemovedItemIsUpdated_thatUpdateIsRejected_andMessageSaysWhy() {
        let changeset = ListChangeset<String>(updatedItems: [path(0, 1): "B'"], removedItems: [path(0, 1)])
        let expected = ListChangesetError(.update, section: 0, item: 1, reason: .updatedAndRemoved)
        #expect(throws: expected) { try changeset.applied(to: [["A", "B"]]) }
        #expect(expected.description == "invalid changeset: Update at [0, 1] is both updated and removed")
    }

    @Test func test_whenSwappingWithMoves_thatMovesAreBatchedNotSequential() throws {
        let changeset = ListChangeset<String>(movedItems: [path(0, 0): path(0, 1), path(0, 1): path(0, 0)])
        #expect(try changeset.applied(to: [["A", "B"]]) == [["B", "A"]])
    }

    @Test func test_whenMovedItemIsUpdated_thatNewModelLandsAtDestination() throws {
        let changeset = ListChangeset<String>(updatedItems: [path(0, 0): "A'"], movedItems: [path(0, 0): path(1, 0)])
        #expect(try changeset.applied(to: [["A", "B"], ["C"]]) == [["B"], ["A'", "C"]])
        #expect(changeset.finalIndexPathsOfUpdatedItems == [path(0, 0): path(1, 0)])
    }

    @Test func test_whenMovingSections_thatContentsTravelWithThem() throws {
        let changeset = ListChangeset<String>(removedItems: [path(0, 0)], movedSections: [0: 2])
        #expect(try changeset.applied(to: [["A", "B"], ["C"], ["D"]]) == [["C"], ["D"], ["B"]])
    }

    @Test func test_whenInvalid_thatNothingIsApplied_andPendingChangesetsAreFoldedIn() throws {
        let pending = ListChangeset<String>(insertedSections: [0], insertedItems: [path(0, 0): "A"])
        let next = ListChangeset<String>(removedItems: [path(0, 0)])
        #expect(try next.verify(sectionCounts: [], pending: [pending]) == [0])
        #expect(throws: ListChangesetError(.removeRow, section: 0, item: 0)) { try next.verify(sectionCounts: []) }
    }

    /// Random valid changesets on random states: the counts that verification predicts are the counts that
    /// application produces, and every surviving updated item lands where `finalIndexPath(ofOld:)` says.
    @Test func test_whenChangesetsAreRandom_thatVerificationApplicationAndMappingAgree() throws {
        var rng = SplitMix64(seed: 0xC0FFEE)
        var checked = 0
        for round in 0..<10_000 {
            let state = Self.randomState(using: &rng)
            let (changeset, expected) = Self.randomValidChangeset(for: state, using: &rng)
            let counts = try changeset.verify(sectionCounts: state.map(\.count))
            let applied = try changeset.applied(to: state)
            #expect(applied == expected, "round \(round)")
            #expect(applied.map(\.count) == counts, "round \(round)")
            for (old, final) in changeset.finalIndexPathsOfUpdatedItems {
                #expect(applied[final.section][final.item] == changeset.updatedItems[old], "round \(round)")
                checked += 1
            }
            for section in state.indices {
                for item in state[section].indices {
                    guard let final = changeset.finalIndexPath(ofOld: path(section, item)) else { continue }
                    let expected = changeset.updatedItems[path(section, item)] ?? state[section][item]
                    #expect(applied[final.section][final.item] == expected, "round \(round)")
                }
            }
        }
        #expect(checked > 1_000)
    }

    static func randomState(using rng: inout SplitMix64) -> [[String]] {
        (0..<Int.random(in: 0...4, using: &rng)).map { section in
            (0..<Int.random(in: 0...5, using: &rng)).map { "\(section).\($0)" }
        }
    }

    /// Builds a valid changeset by choosing the fate of every old item, then the final positions; returns it with
    /// the final state it must produce.
    static func randomValidChangeset(
        for state: [[String]], using rng: inout SplitMix64
    ) -> (ListChangeset<String>, [[String]]) {
        var changeset = ListChangeset<String>()
        var survivingSections: [Int] = []
        for section in state.indices {
            if Int.random(in: 0..<6, using: &rng) == 0 { changeset.removedSections.insert(section) } else {
                survivingSections.append(section)
            }
        }
        // Final sections: survivors in order, with new empty sections inserted at random places.
        var finalSections: [Int?] = survivingSections.map { $0 }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            finalSections.insert(nil, at: Int.random(in: 0...finalSections.count, using: &rng))
        }
        for (index, old) in finalSections.enumerated() where old == nil { changeset.insertedSections.insert(index) }
        // Fates of items in surviving sections: stay, get removed, or move to a random final section.
        var finalItems: [[(origin: ListIndexPath?, model: String)]] = finalSections.map { old in
            guard let old else { return [] }
            return state[old].indices.map { (ListIndexPath(section: old, item: $0), state[old][$0]) }
        }
        var moving: [ListIndexPath] = []
        for section in finalItems.indices {
            finalItems[section].removeAll { entry in
                guard let origin = entry.origin else { return false }
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: changeset.removedItems.insert(origin); return true
                case 1: moving.append(origin); return true
                default: return false
                }
            }
        }
        guard !finalItems.isEmpty else { return (changeset, []) }
        for origin in moving {
            let section = Int.random(in: 0..<finalItems.count, using: &rng)
            finalItems[section].insert((origin, "moved"), at: Int.random(in: 0...finalItems[section].count, using: &rng))
        }
        for section in finalItems.indices {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                finalItems[section].insert(
                    (nil, "new"), at: Int.random(in: 0...finalItems[section].count, using: &rng))
            }
        }
        var expected: [[String]] = finalItems.map { _ in [] }
        for (section, items) in finalItems.enumerated() {
            for (item, entry) in items.enumerated() {
                let final = ListIndexPath(section: section, item: item)
                guard let origin = entry.origin else {
                    changeset.insertedItems[final] = "new \(final)"
                    expected[section].append("new \(final)")
                    continue
                }
                if entry.model == "moved" { changeset.movedItems[origin] = final }
                if Int.random(in: 0..<4, using: &rng) == 0 { changeset.updatedItems[origin] = "updated \(origin)" }
                expected[section].append(changeset.updatedItems[origin] ?? state[origin.section][origin.item])
            }
        }
        return (changeset, expected)
    }
}
