/// The working memory of one diff: Heckel's symbol table (``ListIdentifierTable``) plus flat per-element arrays.
///
/// IGListKit keeps, per identifier, a stack of old indexes (smallest on top) that each new occurrence pops. Here the
/// stacks are linked lists threaded through one flat array: `nextOld[i]` is the next old index with the same
/// identifier, `head[entry]` the top of the entry's stack. Pushing the old indexes in descending order makes the
/// k-th new occurrence of an identifier pair with its k-th old occurrence, exactly as IGListKit does.
@usableFromInline
struct ListDiffWork<ID: Hashable> {
    /// The identifiers, with their last old and new index (it becomes the result's index maps).
    @usableFromInline let table: ListIdentifierTable<ID>
    /// Old index → its identifier's entry.
    @usableFromInline let oldEntry: UnsafeMutablePointer<Int32>
    /// Old index → the next old index with the same identifier (-1: none) until it is paired, then
    /// ``pairedMarker``; finally the number of deletes before it.
    @usableFromInline let nextOld: UnsafeMutablePointer<Int32>
    /// New index → the paired old index, or -1.
    @usableFromInline let newToOld: UnsafeMutablePointer<Int32>
    /// Entry → the smallest old index not yet paired, or -1 (the top of IGListKit's stack).
    @usableFromInline let head: UnsafeMutablePointer<Int32>
    /// Entry → whether a pair of this identifier changed (IGListKit's flag per identifier).
    @usableFromInline let updated: UnsafeMutablePointer<Bool>
    /// The old and new counts.
    @usableFromInline let oldCount: Int, newCount: Int
    /// The number of pairs.
    @usableFromInline var pairCount = 0
    /// `nextOld` of an old index once paired (its link is spent when it leaves the top of its stack).
    @usableFromInline static var pairedMarker: Int32 { -2 }

    /// Allocates the working memory for arrays of these sizes.
    @inlinable
    init(oldCount: Int, newCount: Int, hashing: ListIdentifierHashing = .fast(.process)) {
        self.oldCount = oldCount
        self.newCount = newCount
        let entries = oldCount + newCount
        table = ListIdentifierTable(capacity: entries, hashing: hashing)
        oldEntry = .allocate(capacity: max(oldCount, 1))
        nextOld = .allocate(capacity: max(oldCount, 1))
        newToOld = .allocate(capacity: max(newCount, 1))
        head = .allocate(capacity: max(entries, 1))
        updated = .allocate(capacity: max(entries, 1))
    }

    /// Frees the per-element arrays (the table lives on in the result).
    @inlinable
    func deallocate() {
        oldEntry.deallocate()
        nextOld.deallocate()
        newToOld.deallocate()
        head.deallocate()
        updated.deallocate()
    }

    /// The number of identifiers hashed ahead of their lookups.
    ///
    /// Hashing a batch first, then probing, lets the processor overlap the cache misses of several probes (each
    /// probe's first slot is known up front, and read ahead: ``ListIdentifierTable/touchProbes(of:count:)``)
    /// instead of waiting on each before hashing the next identifier.
    @inlinable
    static var batchSize: Int { 32 }

    /// Calls `body` with the index of each element of `elements` (in order, or reversed) and the table entry of its
    /// identifier, created if missing (a new entry gets an empty stack and no update); the identifiers are hashed a
    /// batch ahead of their lookups.
    ///
    /// Each identifier is read twice where it is (borrowed, never copied): once to hash it, once to look it up; only a
    /// new entry stores a copy. A `String` identifier that is found thus costs no retain and no release, and the
    /// lookup loop makes no atomic reference-count operation for it (a locked instruction holds back the memory reads
    /// after it, which would undo the read-ahead). Reading it twice costs nothing when `diffIdentity` returns a stored
    /// property (the optimiser reads it in place); a computed identity is computed twice.
    @inlinable @inline(__always)
    func forEachEntry<Element: ListDiffableValue>(
        of elements: UnsafeBufferPointer<Element>, reversed: Bool, _ body: (_ index: Int, _ entry: Int) -> Void
    ) where Element.DiffIdentity == ID {
        let batch = Self.batchSize
        let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: batch)
        defer { hashes.deallocate() }
        let last = elements.count &- 1
        var done = 0
        while done < elements.count {
            let length = min(batch, elements.count &- done)
            for offset in 0..<length {
                let index = reversed ? last &- (done &+ offset) : done &+ offset
                hashes[offset] = table.hash(elements[index].diffIdentity)
            }
            table.touchProbes(of: hashes, count: length)
            for offset in 0..<length {
                let index = reversed ? last &- (done &+ offset) : done &+ offset
                let (entry, inserted) = table.findOrInsert(elements[index].diffIdentity, hash: hashes[offset])
                if inserted {
                    head[entry] = -1
                    updated[entry] = false
                }
                body(index, entry)
            }
            done &+= length
            // Input that collides under the fast hash: rehash what follows (the table has re-filed its entries).
            _ = table.checkProbes()
        }
    }

    /// Pass 1 (IGListKit's pass 2): pushes every old index on its identifier's stack, last index first.
    @inlinable
    func pushOldIndexes<Element: ListDiffableValue>(_ old: UnsafeBufferPointer<Element>)
    where Element.DiffIdentity == ID {
        forEachEntry(of: old, reversed: true) { index, entry in
            if table.lastOld[entry] < 0 { table.lastOld[entry] = Int32(truncatingIfNeeded: index) }
            oldEntry[index] = Int32(truncatingIfNeeded: entry)
            nextOld[index] = head[entry]
            head[entry] = Int32(truncatingIfNeeded: index)
        }
    }

    /// Pass 2 (IGListKit's pass 3): pairs each new element with the top of its identifier's stack, and flags the
    /// identifier as updated when the pair differs under `option`.
    @inlinable
    mutating func pairNewElements<Element: ListDiffableValue>(
        _ new: UnsafeBufferPointer<Element>, with old: UnsafeBufferPointer<Element>, option: ListDiffOption
    ) where Element.DiffIdentity == ID {
        var pairs = 0
        let isClass = Element.self is AnyObject.Type
        forEachEntry(of: new, reversed: false) { index, entry in
            table.lastNew[entry] = Int32(truncatingIfNeeded: index)
            let oldIndex = Int(head[entry])
            newToOld[index] = Int32(truncatingIfNeeded: oldIndex)
            guard oldIndex >= 0 else { return }
            head[entry] = nextOld[oldIndex]
            nextOld[oldIndex] = Self.pairedMarker
            pairs &+= 1
            if !updated[entry] && listDiffIsUpdated(new[index], from: old[oldIndex], option: option, isClass: isClass) {
                updated[entry] = true
            }
        }
        pairCount = pairs
    }

    /// Pass 3: reads the deletes and updates off the old array, and the inserts and moves off the new one.
    ///
    /// A pair is a move iff `old − (deletes before old) + (inserts before new) ≠ new` (IGListKit's rule).
    @inlinable
    func result() -> ListIndexSetResult {
        let deleteOffsets = nextOld  // The stacks are spent: reuse their memory.
        var updates: [Int] = []
        let deletes = [Int](unsafeUninitializedCapacity: oldCount - pairCount) { buffer, count in
            var deleted = 0
            for index in 0..<oldCount {
                let isPaired = nextOld[index] == Self.pairedMarker
                deleteOffsets[index] = Int32(truncatingIfNeeded: deleted)
                if !isPaired {
                    buffer[deleted] = index
                    deleted &+= 1
                } else if updated[Int(oldEntry[index])] {
                    updates.append(index)
                }
            }
            count = deleted
        }
        var moves: [ListMoveIndex] = []
        let inserts = [Int](unsafeUninitializedCapacity: newCount - pairCount) { buffer, count in
            var inserted = 0
            for index in 0..<newCount {
                let oldIndex = Int(newToOld[index])
                if oldIndex < 0 {
                    buffer[inserted] = index
                    inserted &+= 1
                } else if oldIndex &- Int(deleteOffsets[oldIndex]) &+ inserted != index {
                    moves.append(ListMoveIndex(from: oldIndex, to: index))
                }
            }
            count = inserted
        }
        return ListIndexSetResult(inserts: inserts, deletes: deletes, updates: updates, moves: moves, indexes: table)
    }
}

/// Whether a kept object changed between its old and new version, under `option`.
///
/// - Parameter isClass: whether `Element` is a class (`Element.self is AnyObject.Type`, a runtime call: the diff
///   asks once, not per pair).
@inlinable @inline(__always)
func listDiffIsUpdated<Element: ListDiffableValue>(
    _ new: borrowing Element, from old: borrowing Element, option: ListDiffOption, isClass: Bool
) -> Bool {
    switch option {
    case .pointerPersonality:
        guard let identity = listDiffInstanceIdentity(of: copy new) else { return true }
        return identity != listDiffInstanceIdentity(of: copy old)
    case .equality:
        if isClass, (copy new as AnyObject) === (copy old as AnyObject) { return false }
        return !new.isEqual(toDiffableObject: old)
    }
}
