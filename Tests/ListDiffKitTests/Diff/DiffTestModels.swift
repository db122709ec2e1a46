import ListDiffKit

/// A value model: identity `id`, content `text`.
struct Row: ListDiffableValue, Hashable, CustomStringConvertible {
    var id: Int
    var text: String

    init(_ id: Int, _ text: String = "") {
        self.id = id
        self.text = text
    }

    var diffIdentity: Int { id }

    func isEqual(toDiffableObject other: Row) -> Bool { text == other.text }

    var description: String { "\(id):\(text)" }
}

/// A reference model: identity `id`, content `text`; `isEqual` counts its calls.
final class Node: ListDiffableValue {
    let id: String
    let text: String

    init(_ id: String, _ text: String = "") {
        self.id = id
        self.text = text
    }

    var diffIdentity: String { id }

    func isEqual(toDiffableObject other: Node) -> Bool { text == other.text }
}

/// Shorthand for index moves.
func moves(_ pairs: (Int, Int)...) -> [ListMoveIndex] {
    pairs.map { ListMoveIndex(from: $0.0, to: $0.1) }
}
