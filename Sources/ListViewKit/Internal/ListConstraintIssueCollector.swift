/// What a snapshot gathers about constraints on its way down the tree (``ListViewSnapshot/constraintIssues``): the
/// name of every drawn view, the drawn hosts whose last solve broke constraints, the drawn views the constraints
/// solve (to ask each whether its layout is ambiguous), all depth first.
@MainActor
struct ListConstraintIssueCollector {
    /// The most solved views of one tree asked whether their layout is ambiguous (the later ones are not asked).
    static let maximumAmbiguityProbes = 200

    private var names: [ObjectIdentifier: String] = [:]
    private var hosts: [ListView] = []
    private var solved: [ListView] = []

    /// Notes a drawn view and its name in the tree (its identifier or path).
    mutating func visit(_ view: ListView, name: String) {
        names[ObjectIdentifier(view)] = name
        if !view.constraintState.breaks.isEmpty { hosts.append(view) }
        if !view.translatesAutoresizingMaskIntoConstraints, solved.count < Self.maximumAmbiguityProbes {
            solved.append(view)
        }
    }

    /// The issues, at most ``ListConstraintIssue/maximumPerTree`` (the last then says how many more there are);
    /// `nil` when there is none.
    func issues() -> [ListConstraintIssue]? {
        let limit = ListConstraintIssue.maximumPerTree
        var issues: [ListConstraintIssue] = []
        var total = 0
        func add(_ issue: @autoclosure () -> ListConstraintIssue) {
            total += 1
            if issues.count < limit { issues.append(issue()) }
        }
        for host in hosts {
            for broken in host.constraintState.breaks {
                add(ListConstraintIssue(broken, view: broken.subject.flatMap { names[$0] } ?? ""))
            }
        }
        for view in solved {
            let values = view.ambiguousLayoutAttributes
            guard !values.isEmpty else { continue }
            add(ListConstraintIssue(
                kind: .ambiguous, view: names[ObjectIdentifier(view)] ?? "",
                constraint: ListLayoutConstraint.name(of: view), detail: values.joined(separator: ", ")))
        }
        guard total > 0 else { return nil }
        if total > issues.count {
            issues.removeLast()
            issues.append(ListConstraintIssue(
                kind: .omitted, view: "", constraint: "", detail: "\(total - issues.count) more constraint issues"))
        }
        return issues
    }
}
