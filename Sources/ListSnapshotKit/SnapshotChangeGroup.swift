/// Cases whose layout changed in exactly the same way: one cause (a taller cell in a shared component, a new
/// inset) seen in many specs, reported once ("the same 2 elements changed in 40 cases").
public struct SnapshotChangeGroup: Hashable, Sendable {
    /// The shared changes.
    public var changes: [LayoutChange]
    /// The names of the cases that show them, in run order.
    public var cases: [String]

    /// `the same 2 elements changed in 40 cases`.
    public var headline: String {
        let elements = changes.count == 1 ? "element" : "elements"
        return "the same \(changes.count) \(elements) changed in \(cases.count) cases"
    }

    /// The changes in words.
    public var summary: String { LayoutChange.summary(of: changes) }

    /// Groups of two or more failed cases with the same non-empty layout changes, largest first.
    public static func groups(of results: [SnapshotCaseResult]) -> [SnapshotChangeGroup] {
        var order: [[LayoutChange]] = []
        var members: [[LayoutChange]: [String]] = [:]
        for result in results {
            guard case .failed = result.status, let changes = result.layoutChanges, !changes.isEmpty else { continue }
            if members[changes] == nil { order.append(changes) }
            members[changes, default: []].append(result.name)
        }
        return order.compactMap { changes in
            guard let cases = members[changes], cases.count > 1 else { return nil }
            return SnapshotChangeGroup(changes: changes, cases: cases)
        }.enumerated().sorted { ($0.element.cases.count, -$0.offset) > ($1.element.cases.count, -$1.offset) }
            .map(\.element)
    }
}
