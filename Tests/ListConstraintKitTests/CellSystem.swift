import ListConstraintKit

/// A typical self-sizing cell as Auto Layout would see it (32 constraints and an edit variable for the width):
///
///     ┌────────────────────────────────────────┐
///     │ 16 ┌──────┐ 12 title (120×20 intrinsic) 16 │
///     │    │image │    subtitle (80×16), 4 below │
///     │    └──────┘                              │
///     └────────────────────────────────────────┘   height hugs the taller column + 16
struct CellSystem {
    var solver = ConstraintSolver()
    /// x, y, width, height of the cell, the image, the title and the subtitle.
    var views: [[SolverVariable]] = []
    var width: SolverVariable { views[0][2] }

    private func right(_ view: Int) -> LinearExpression { term(views[view][0]).plus(term(views[view][2])) }
    private func bottom(_ view: Int) -> LinearExpression { term(views[view][1]).plus(term(views[view][3])) }

    /// Intrinsic size `length` on one dimension: compression resistance at 750, hugging at 250.
    private mutating func intrinsic(_ variable: SolverVariable, _ length: Double) throws {
        try solver.require(term(variable), .greaterThanOrEqual, LinearExpression(constant: length), .defaultHigh)
        try solver.require(term(variable), .lessThanOrEqual, LinearExpression(constant: length), .defaultLow)
    }

    mutating func build(width cellWidth: Double) throws {
        views = (0..<4).map { view in
            ["x", "y", "w", "h"].map { solver.makeVariable(named: "view\(view).\($0)") }
        }
        let (cell, image, title, subtitle) = (0, 1, 2, 3)
        for view in views {
            try solver.require(term(view[2]), .greaterThanOrEqual, 0)
            try solver.require(term(view[3]), .greaterThanOrEqual, 0)
        }
        try solver.require(term(views[cell][0]), .equal, 0)
        try solver.require(term(views[cell][1]), .equal, 0)
        try solver.require(term(views[image][0]), .equal, term(views[cell][0]).plus(16))
        try solver.require(term(views[image][1]), .equal, term(views[cell][1]).plus(16))
        try solver.require(term(views[image][2]), .equal, 40)
        try solver.require(term(views[image][3]), .equal, 40)
        try solver.require(bottom(image), .lessThanOrEqual, bottom(cell).plus(-16))
        try solver.require(term(views[title][0]), .equal, right(image).plus(12))
        try solver.require(right(title), .equal, right(cell).plus(-16))
        try solver.require(term(views[title][1]), .equal, term(views[cell][1]).plus(16))
        try intrinsic(views[title][2], 120)
        try intrinsic(views[title][3], 20)
        try solver.require(term(views[subtitle][0]), .equal, term(views[title][0]))
        try solver.require(right(subtitle), .equal, right(title))
        try solver.require(term(views[subtitle][1]), .equal, bottom(title).plus(4))
        try intrinsic(views[subtitle][2], 80)
        try intrinsic(views[subtitle][3], 16)
        try solver.require(bottom(cell), .greaterThanOrEqual, bottom(subtitle).plus(16))
        try solver.require(term(views[cell][3]), .equal, 0, .fittingSizeLevel)
        try solver.addEditVariable(width, strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(cellWidth, for: width)
    }

    func frames() -> [[Double]] {
        views.map { view in view.map { solver.value(of: $0) } }
    }
}
