/// Cases whose layout changed in exactly the same way: one cause (a taller cell in a shared component, a new
/// inset) seen in many specs, reported once ("the same 2 elements changed in 40 cases").
public struct SnapshotChangeGroup: Hashable, Sendable {
    /// The shared changes.
    public var changes: [LayoutChange]
    /// The shared changes inside elements (subviews).
    public var viewChanges: [ViewChange] = []
    /// The names of the cases that show them, in run order.
    public var cases: [String]

    /// `the same 2 elements changed in 40 cases`.
    public var headline: String {
        let count = changes.count + viewChanges.count
        let elements = count == 1 ? "element" : "elements"
        return "the same \(count) \(elements) changed in \(cases.count) cases"
    }

    /// The changes in words.
    public var summary: String { LayoutChange.summary(of: changes, views: viewChanges) }

    /// Groups of two or more failed cases with the same non-empty layout changes, largest first.
    public static func groups(of results: [SnapshotCaseResult]) -> [SnapshotChangeGroup] {
        struct Changes: Hashable { var frames: [LayoutChange], views: [ViewChange] }
        var order: [Changes] = []
        var members: [Changes: [String]] = [:]
        for result in results {
            guard case .failed = result.status, let frames = result.layoutChanges else { continue }
            let changes = Changes(frames: frames, views: result.viewChanges ?? [])
            guard !frames.isEmpty || !changes.views.isEmpty else { continue }
            if members[changes] == nil { order.append(changes) }
            members[changes, default: []].append(result.name)
        }
        return order.compactMap { changes in
            guard let cases = members[changes], cases.count > 1 else { return nil }
            var group = SnapshotChangeGroup(changes: changes.frames, cases: cases)
            group.viewChanges = changes.views
            return group
        }.enumerated().sorted { ($0.element.cases.count, -$0.offset) > ($1.element.cases.count, -$1.offset) }
            .map(\.element)
    }
}
