import Foundation

/// The values of the traits an app defines (``ListTraitDefinition`` types of its own) in a trait collection, by trait
/// type; empty in most collections, so it costs nothing there.
struct ListCustomTraits: Sendable, Equatable {
    private struct Entry: Sendable {
        let value: any Sendable
        let equals: @Sendable (any Sendable) -> Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value of `Trait`, `nil` when it was never set.
    func value<Trait: ListTraitDefinition>(of trait: Trait.Type) -> Trait.Value? {
        entries[ObjectIdentifier(trait)]?.value as? Trait.Value
    }

    /// Sets the value of `Trait`.
    mutating func set<Trait: ListTraitDefinition>(_ value: Trait.Value, of trait: Trait.Type) {
        entries[ObjectIdentifier(trait)] = Entry(value: value, equals: { ($0 as? Trait.Value) == value })
    }

    static func == (lhs: ListCustomTraits, rhs: ListCustomTraits) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        return lhs.entries.allSatisfy { key, entry in rhs.entries[key].map { entry.equals($0.value) } ?? false }
    }
}
