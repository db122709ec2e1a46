import Foundation

/// One element whose frame differs between a golden's layout sidecar and the current layout (matched by kind,
/// section and item). `before` is `nil` for an element that appeared, `after` for one that disappeared.
public struct LayoutChange: Hashable, Sendable, Codable {
    /// `cell`, `header` or `footer`.
    public var kind: String
    /// The element's section.
    public var section: Int
    /// The element's item (0 for headers and footers).
    public var item: Int
    /// The golden's frame `[x, y, width, height]` in points.
    public var before: [Double]?
    /// The current frame.
    public var after: [Double]?

    /// Creates a change.
    public init(kind: String, section: Int, item: Int, before: [Double]?, after: [Double]?) {
        self.kind = kind
        self.section = section
        self.item = item
        self.before = before
        self.after = after
    }

    /// Every element whose frame differs, in the current layout's order (then those that disappeared).
    ///
    /// - Complexity: O(n) in the number of elements.
    public static func changes(from golden: SnapshotLayout, to current: SnapshotLayout) -> [LayoutChange] {
        struct Key: Hashable { var kind: String, section: Int, item: Int }
        var old: [Key: [Double]] = [:]
        for element in golden.elements { old[Key(kind: element.kind, section: element.section, item: element.item)] = element.frame }
        var changes: [LayoutChange] = []
        var seen = Set<Key>()
        for element in current.elements {
            let key = Key(kind: element.kind, section: element.section, item: element.item)
            seen.insert(key)
            let before = old[key]
            if before != element.frame {
                changes.append(LayoutChange(
                    kind: element.kind, section: element.section, item: element.item, before: before, after: element.frame))
            }
        }
        for element in golden.elements
        where !seen.contains(Key(kind: element.kind, section: element.section, item: element.item)) {
            changes.append(LayoutChange(
                kind: element.kind, section: element.section, item: element.item, before: element.frame, after: nil))
        }
        return changes
    }

    /// The element's name, with ` (moved)` when only its origin changed (the report draws those lighter).
    var outlineName: String {
        guard let before, let after, before[2] == after[2], before[3] == after[3] else { return elementName }
        return elementName + " (moved)"
    }

    /// `cell 1·2`, `header 0`.
    public var elementName: String { kind == "cell" ? "cell \(section)·\(item)" : "\(kind) \(section)" }

    // MARK: Words

    /// The changes in words, for the console and the report:
    /// `cell 1·2: height 44 → 60; 7 elements below moved down 16 pt`, or `content only: no frame changed`.
    public static func summary(of changes: [LayoutChange]) -> String {
        summary(of: changes, views: [])
    }

    /// The frame changes in words, then the changes inside elements (``ViewChange/summary(of:)``):
    /// ``cell 0·1: height 120 → 136; 3 elements below moved down 16 pt; cell 0·1: label `title` 2 → 3 lines``.
    ///
    /// - Parameters:
    ///   - changes: the elements whose frames changed.
    ///   - views: the subviews that changed inside elements.
    /// - Returns: the sentence; `content only: no frame changed` when neither changed.
    public static func summary(of changes: [LayoutChange], views: [ViewChange]) -> String {
        let inside = ViewChange.summary(of: views)
        guard !changes.isEmpty else { return inside.isEmpty ? "content only: no frame changed" : inside }
        return frameSummary(of: changes) + (inside.isEmpty ? "" : "; " + inside)
    }

    private static func frameSummary(of changes: [LayoutChange]) -> String {
        var phrases: [String] = []
        var moves: [String: [LayoutChange]] = [:]
        var moveOrder: [String] = []
        var lowestResizedEdge: Double?
        for change in changes {
            guard let before = change.before, let after = change.after else {
                phrases.append("\(change.elementName) " + (change.before == nil ? "appeared" : "disappeared"))
                continue
            }
            let resized = before[2] != after[2] || before[3] != after[3]
            if resized {
                var parts: [String] = []
                if before[2] != after[2] { parts.append("width \(number(before[2])) → \(number(after[2]))") }
                if before[3] != after[3] { parts.append("height \(number(before[3])) → \(number(after[3]))") }
                if let move = movement(before, after) { parts.append(move) }
                phrases.append("\(change.elementName): " + parts.joined(separator: ", "))
                lowestResizedEdge = max(lowestResizedEdge ?? -.infinity, before[1])
            } else if let move = movement(before, after) {
                if moves[move] == nil { moveOrder.append(move) }
                moves[move, default: []].append(change)
            }
        }
        for move in moveOrder {
            let moved = moves[move] ?? []
            if moved.count == 1 {
                phrases.append("\(moved[0].elementName) \(move)")
            } else {
                let below = lowestResizedEdge.map { edge in moved.allSatisfy { ($0.before?[1] ?? 0) > edge } } ?? false
                phrases.append("\(moved.count) elements\(below ? " below" : "") \(move)")
            }
        }
        return phrases.joined(separator: "; ")
    }

    /// `moved down 16 pt`, `moved left 4 pt and down 2 pt`, or `nil` when the origin is the same.
    private static func movement(_ before: [Double], _ after: [Double]) -> String? {
        movement(dx: after[0] - before[0], dy: after[1] - before[1])
    }

    /// `moved right 8 pt`, `moved left 4 pt and down 2 pt`, or `nil` for no move (also for subviews' moves).
    static func movement(dx: Double, dy: Double) -> String? {
        var parts: [String] = []
        if dx != 0 { parts.append("\(dx > 0 ? "right" : "left") \(number(abs(dx))) pt") }
        if dy != 0 { parts.append("\(dy > 0 ? "down" : "up") \(number(abs(dy))) pt") }
        return parts.isEmpty ? nil : "moved " + parts.joined(separator: " and ")
    }

    /// `16`, `0.33`: a number of points in words.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(format: "%.2f", value)
    }
}
