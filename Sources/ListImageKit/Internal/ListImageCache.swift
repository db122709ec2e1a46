import Foundation

/// The decoded pixels of one store's images, within a byte budget: least recently used pixels are released when
/// decoding another image would pass the budget, and decoded again when drawn again. Pixels in use (pinned by a
/// draw, a scaling or a read of ``ListImage/argb32``) are never released; the bytes a decode in progress will take
/// are reserved before it starts, so parallel draws stay within the budget too. Only when every resident image is
/// pinned, or one image alone is larger than the budget, does the cache hold more, until the draws end.
///
/// Which pixels are released depends on the order of draws (threads), never what is drawn: a released image decodes
/// to the same bytes again. A decode that fails is remembered (and never retried) for its image.
final class ListImageCache: @unchecked Sendable {
    // Unchecked: every mutable field (here and in each Entry) is guarded by `lock`; `Entry.load` serialises the
    // decode of one image.

    /// One image's pixels, with its place in the least-recently-used order.
    final class Entry: @unchecked Sendable {
        let id: Int
        let load = NSLock()
        var pixels: [UInt32]?
        var failure: ListImageError?
        var bytes = 0
        var pins = 0
        var newer: Entry?
        var older: Entry?

        init(id: Int) {
            self.id = id
        }
    }

    private let lock = NSLock()
    private var budget: Int
    private var resident = 0
    private var peak = 0
    private var decodes = 0
    private var nextID = 0
    private var entries: [Int: Entry] = [:]
    private var newest: Entry?
    private var oldest: Entry?

    /// An empty cache of `budget` bytes.
    init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// A new image's identity.
    func makeID() -> Int {
        locked {
            nextID += 1
            return nextID
        }
    }

    /// The pixels of image `id`, decoded now if they are not resident, pinned until ``unpin(_:)``; `nil` pixels
    /// when the decode failed (now or before).
    ///
    /// - Parameters:
    ///   - id: the image.
    ///   - bytes: what its decoded pixels take, reserved before decoding.
    ///   - decode: decodes them.
    func pin(_ id: Int, bytes: Int, decode: () throws -> [UInt32]) -> (entry: Entry, pixels: [UInt32]?) {
        let entry: Entry = locked {
            let entry = entries[id] ?? Entry(id: id)
            entries[id] = entry
            entry.pins += 1
            if entry.pixels != nil { touch(entry) }
            return entry
        }
        entry.load.lock()
        defer { entry.load.unlock() }
        let needed: Bool = locked {
            guard entry.pixels == nil, entry.failure == nil else { return false }
            release(toFit: bytes)
            resident += bytes
            peak = max(peak, resident)
            return true
        }
        guard needed else { return (entry, locked { entry.pixels }) }
        let result: Result<[UInt32], ListImageError>
        do {
            result = .success(try decode())
        } catch let error as ListImageError {
            result = .failure(error)
        } catch {
            result = .failure(ListImageError(path: "image", reason: "\(error)"))
        }
        return locked {
            resident -= bytes
            decodes += 1
            switch result {
            case .success(let pixels):
                entry.pixels = pixels
                entry.bytes = pixels.count * 4
                resident += entry.bytes
                peak = max(peak, resident)
                touch(entry)
            case .failure(let error):
                entry.failure = error
            }
            return (entry, entry.pixels)
        }
    }

    /// Ends a pin; releases what passes the budget now that this image may go.
    func unpin(_ entry: Entry) {
        locked {
            entry.pins -= 1
            if resident > budget { release(toFit: 0) }
        }
    }

    /// Forgets an image no value refers to any more.
    func discard(_ id: Int) {
        locked {
            guard let entry = entries.removeValue(forKey: id) else { return }
            drop(entry)
        }
    }

    /// The failure of image `id`'s decode, if one was tried and failed.
    func failure(of id: Int) -> ListImageError? {
        locked { entries[id]?.failure }
    }

    /// The budget in bytes; lowering it releases at once what passes it.
    var budgetBytes: Int {
        get { locked { budget } }
        set {
            locked {
                budget = max(0, newValue)
                release(toFit: 0)
            }
        }
    }

    /// The decoded bytes held now (with those reserved for decodes in progress).
    var residentBytes: Int { locked { resident } }
    /// The most decoded bytes held at once since the cache was made.
    var peakBytes: Int { locked { peak } }
    /// How many decodes were made (each image once per time it was made resident, successfully or not).
    var decodeCount: Int { locked { decodes } }

    // MARK: - Least recently used order (under `lock`)

    /// Releases unpinned pixels, least recently used first, until `extra` more bytes fit the budget (or nothing
    /// unpinned is left).
    private func release(toFit extra: Int) {
        var candidate = oldest
        while resident + extra > budget, let entry = candidate {
            candidate = entry.newer
            if entry.pins == 0 { drop(entry) }
        }
    }

    /// Releases an entry's pixels and takes it out of the order.
    private func drop(_ entry: Entry) {
        guard entry.pixels != nil else { return }
        unlink(entry)
        entry.pixels = nil
        resident -= entry.bytes
        entry.bytes = 0
    }

    /// Makes a resident entry the most recently used.
    private func touch(_ entry: Entry) {
        guard newest !== entry else { return }
        unlink(entry)
        entry.older = newest
        newest?.newer = entry
        newest = entry
        if oldest == nil { oldest = entry }
    }

    private func unlink(_ entry: Entry) {
        if let newer = entry.newer { newer.older = entry.older } else if newest === entry { newest = entry.older }
        if let older = entry.older { older.newer = entry.newer } else if oldest === entry { oldest = entry.newer }
        entry.newer = nil
        entry.older = nil
    }

    private func locked<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
