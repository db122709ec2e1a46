import ListPlumbing

/// The fields of one JSON object of a spec, by key, as the reader asks for them: what `[String: JSONValue]` gave
/// (the last of a repeated key counts), for less. A spec's objects hold a few keys each (a view node 3 to 8) and the
/// reader asks each for many keys it does not hold (every attribute a node may set): a key is found by comparing it
/// with the object's own keys, which costs less than hashing it, until the object holds more than
/// ``linearLimit`` keys, when the fields keep an index by key (an object of thousands of keys is read in linear
/// time, as before). The keys keep the order of the JSON text.
struct SpecFields: Sequence, ExpressibleByDictionaryLiteral {
    typealias Element = (key: String, value: JSONValue)

    /// The most keys found by comparing them one by one.
    static let linearLimit = 12

    private var entries: [Element] = []
    /// The position of each key in ``entries``, once there are more than ``linearLimit``.
    private var index: [String: Int]?

    /// No fields.
    init() {}

    /// The fields written out (`[:]`, tests).
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// The fields of an object as the reader reads it (the last of a repeated key counts, at its first place).
    init(_ fields: [(String, JSONValue)]) {
        entries.reserveCapacity(fields.count)
        for (key, value) in fields { self[key] = value }
    }

    /// The value of `key`, or `nil` when the object does not hold it; setting `nil` removes the key.
    subscript(key: String) -> JSONValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    entries.remove(at: position)
                    index = nil
                    buildIndexIfLarge()
                }
            } else if let newValue {
                entries.append((key, newValue))
                if index != nil { index?[key] = entries.count - 1 } else { buildIndexIfLarge() }
            }
        }
    }

    /// The keys, in the order of the JSON text.
    var keys: LazyMapSequence<[Element], String> { entries.lazy.map(\.key) }

    /// How many keys the object holds.
    var count: Int { entries.count }

    /// Whether the object holds no key.
    var isEmpty: Bool { entries.isEmpty }

    func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }

    /// Adds `other`'s fields, `combine` choosing the value of a key both hold (as `Dictionary.merge`).
    mutating func merge(_ other: SpecFields, uniquingKeysWith combine: (JSONValue, JSONValue) -> JSONValue) {
        for (key, value) in other {
            if let position = position(of: key) {
                entries[position].value = combine(entries[position].value, value)
            } else {
                self[key] = value
            }
        }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    private mutating func buildIndexIfLarge() {
        guard entries.count > Self.linearLimit else { return }
        var built: [String: Int] = [:]
        built.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { built[entry.key] = position }
        index = built
    }
}

extension JSONValue {
    /// The fields of an object as a spec reader reads them (``SpecFields``); `nil` for other values.
    var specFields: SpecFields? {
        guard case .object(let fields) = self else { return nil }
        return SpecFields(fields)
    }
}
