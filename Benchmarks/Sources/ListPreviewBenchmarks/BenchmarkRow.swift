import ListDiffKit

/// A benchmark model: an `Int` identifier and an `Int` of content.
struct BenchmarkRow: ListDiffable {
    var id: Int
    var value: Int

    var diffIdentifier: Int { id }

    func isEqual(toDiffableObject other: BenchmarkRow) -> Bool { value == other.value }
}

/// A benchmark model with a `String` identifier.
struct BenchmarkStringRow: ListDiffable {
    var id: String
    var value: Int

    var diffIdentifier: String { id }

    func isEqual(toDiffableObject other: BenchmarkStringRow) -> Bool { value == other.value }
}
