/// One subview inside a cell, header or footer that changed between a golden's layout sidecar and the current render
/// (matched by the element's kind, section and item, then by the subview's name: its `accessibilityIdentifier`,
/// else its path in the tree). `before` is `nil` for a subview that appeared, `after` for one that disappeared.
///
/// ```swift
/// let changes = ViewChange.changes(from: golden, to: current)
/// ViewChange.summary(of: changes)   // "cell 0·2: label `title` 2 → 3 lines; image `avatar` moved right 8 pt"
/// ```
public struct ViewChange: Hashable, Sendable {
    /// The element's kind: `cell`, `header` or `footer`.
    public var kind: String
    /// The element's section.
    public var section: Int
    /// The element's item (0 for headers and footers).
    public var item: Int
    /// The subview in the golden.
    public var before: SnapshotViewNode?
    /// The subview now.
    public var after: SnapshotViewNode?

    /// Creates a change.
    public init(kind: String, section: Int, item: Int, before: SnapshotViewNode?, after: SnapshotViewNode?) {
        self.kind = kind
        self.section = section
        self.item = item
        self.before = before
        self.after = after
    }

    /// `cell 1·2`, `header 0`: the element, as ``LayoutChange/elementName`` says it.
    public var elementName: String { kind == "cell" ? "cell \(section)·\(item)" : "\(kind) \(section)" }

    /// Every subview that changed (frame in its element, lines, text or image; appeared or disappeared), element by
    /// element in the current sidecar's order, subviews depth first (those that disappeared after). Only elements
    /// both sidecars record views of are compared; `nil` when either sidecar records none (text cells, or a golden
    /// recorded before subviews were).
    ///
    /// - Complexity: O(n) in the number of subviews.
    public static func changes(from golden: SnapshotLayout, to current: SnapshotLayout) -> [ViewChange]? {
        guard let old = golden.views, let new = current.views else { return nil }
        struct Key: Hashable { var kind: String, section: Int, item: Int }
        var goldenViews: [Key: [SnapshotViewNode]] = [:]
        for element in old { goldenViews[Key(kind: element.kind, section: element.section, item: element.item)] = element.nodes }
        var changes: [ViewChange] = []
        for element in new {
            guard let before = goldenViews[Key(kind: element.kind, section: element.section, item: element.item)] else {
                continue
            }
            for (was, now) in matched(before, element.nodes) where was != now {
                changes.append(ViewChange(
                    kind: element.kind, section: element.section, item: element.item, before: was, after: now))
            }
        }
        return changes
    }

    /// The nodes of one element paired by name (the *n*th node named `like` with the *n*th), current order first.
    private static func matched(_ before: [SnapshotViewNode], _ after: [SnapshotViewNode])
        -> [(SnapshotViewNode?, SnapshotViewNode?)]
    {
        struct Name: Hashable { var id: String, occurrence: Int }
        func names(_ nodes: [SnapshotViewNode]) -> [Name] {
            var seen: [String: Int] = [:]
            return nodes.map { node in
                seen[node.id, default: 0] += 1
                return Name(id: node.id, occurrence: seen[node.id] ?? 1)
            }
        }
        let oldNames = names(before)
        var old: [Name: SnapshotViewNode] = [:]
        for (name, node) in zip(oldNames, before) { old[name] = node }
        var pairs: [(SnapshotViewNode?, SnapshotViewNode?)] = []
        var seen = Set<Name>()
        for (name, node) in zip(names(after), after) {
            seen.insert(name)
            pairs.append((old[name], node))
        }
        for (name, node) in zip(oldNames, before) where !seen.contains(name) { pairs.append((node, nil)) }
        return pairs
    }
}
