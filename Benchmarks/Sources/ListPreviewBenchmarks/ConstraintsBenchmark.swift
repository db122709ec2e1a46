import Foundation
import ListPreview

/// The `constraints` suite: ListConstraintKit's Cassowary solver on a typical self-sizing cell (32 constraints and
/// an edit variable for the width: an image, a title and a subtitle with intrinsic sizes at UIKit's hugging and
/// compression priorities, the height hugging the content).
///
/// Rows: a fresh solve (new solver, every constraint added, the width suggested); an edit re-solve (the width
/// suggested again on a solved cell: the incremental dual simplex); N independent cells (each its own solver) for
/// N = 100, 1,000, 10,000. Baseline in the same rounds: the same frames computed by hand, as `layoutSubviews` would.
enum ConstraintsBenchmark {
    static func run() throws {
        print(machineLine())
        let widths: [Double] = [375, 320, 414, 390]
        let repeats = 1_000

        // Fresh solve, edit re-solve and the hand-written frames, interleaved; each body does `repeats` cells.
        var solved = try BenchmarkCell(width: 375)
        var step = 0
        let timings = try Interleaved.measure(minRounds: 15, maxRounds: 61, budget: 3, [
            { () throws in
                for index in 0..<repeats { blackHole(try BenchmarkCell(width: widths[index & 3]).frames()) }
            },
            { () throws in
                for _ in 0..<repeats {
                    step += 1
                    try solved.solver.suggestValue(widths[step & 3], for: solved.width)
                    blackHole(solved.frames())
                }
            },
            { () throws in
                for index in 0..<repeats { blackHole(BenchmarkCell.handFrames(width: widths[index & 3])) }
            },
        ])
        let (fresh, edit, hand) = (timings[0], timings[1], timings[2])
        let perCell = Double(repeats) * 1_000   // ns → µs per cell
        let table = Table(columns: ["work (one cell)", "µs median (p90)", "ns/constraint", "x hand frames", "fresh / edit"])
        table.printHeader()
        table.printRow([
            "fresh solve", format(fresh, scale: perCell, 2), format(fresh.median / Double(repeats) / 33, 0),
            format(Interleaved.medianRatio(fresh, over: hand), 0), "",
        ])
        table.printRow([
            "edit re-solve", format(edit, scale: perCell, 2), "", format(Interleaved.medianRatio(edit, over: hand), 0),
            format(Interleaved.medianRatio(fresh, over: edit), 1) + "x",
        ])
        table.printRow(["hand frames", format(hand, scale: perCell, 3), "", "1", ""])
        print("(\(BenchmarkCell.constraintCount) constraints + 1 edit variable per cell; \(repeats) cells per run; ratios: medians of")
        print(" per-round ratios, all three interleaved)")
        print()

        let scaling = Table(columns: ["cells", "solve ms median (p90)", "µs/cell", "hand ms", "x hand"])
        scaling.printHeader()
        for count in [100, 1_000, 10_000] {
            let pair = try Interleaved.measure(minRounds: count >= 10_000 ? 5 : 9, maxRounds: 31, budget: 2, [
                { () throws in
                    var cells: [BenchmarkCell] = []
                    cells.reserveCapacity(count)
                    for index in 0..<count { cells.append(try BenchmarkCell(width: widths[index & 3])) }
                    blackHole(cells)
                },
                { () throws in
                    blackHole((0..<count).map { BenchmarkCell.handFrames(width: widths[$0 & 3]) })
                },
            ])
            scaling.printRow([
                "\(count)", format(pair[0], scale: 1e6, 2), format(pair[0].median / Double(count) / 1_000, 2),
                format(pair[1], scale: 1e6, 3), format(Interleaved.medianRatio(pair[0], over: pair[1]), 0),
            ])
        }
        print("(each cell its own solver, all kept alive: linear means a flat µs/cell)")
        print(machineLine())
    }
}

/// The benchmark's cell: x, y, width, height for the cell, an image, a title and a subtitle.
struct BenchmarkCell {
    static let constraintCount = 32
    var solver: ConstraintSolver
    let views: [[SolverVariable]]
    var width: SolverVariable { views[0][2] }

    init(width cellWidth: Double) throws {
        var solver = ConstraintSolver()
        let views = (0..<4).map { _ in (0..<4).map { _ in solver.makeVariable() } }
        for constraint in BenchmarkCell.constraints(views) { _ = try solver.add(constraint) }
        try solver.addEditVariable(views[0][2], strength: ConstraintStrength(priority: 999))
        try solver.suggestValue(cellWidth, for: views[0][2])
        self.solver = solver
        self.views = views
    }

    /// The cell's constraints over its views' x, y, width and height.
    static func constraints(_ views: [[SolverVariable]]) -> [LinearConstraint] {
        func v(_ view: Int, _ attribute: Int) -> LinearExpression { LinearExpression(views[view][attribute]) }
        func right(_ view: Int) -> LinearExpression { v(view, 0).plus(v(view, 2)) }
        func bottom(_ view: Int) -> LinearExpression { v(view, 1).plus(v(view, 3)) }
        var constraints: [LinearConstraint] = []
        func add(_ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression,
                 _ strength: ConstraintStrength = .required) {
            constraints.append(LinearConstraint(lhs, relation, rhs, strength: strength))
        }
        func intrinsic(_ view: Int, _ attribute: Int, _ length: Double) {
            add(v(view, attribute), .greaterThanOrEqual, LinearExpression(constant: length), .defaultHigh)
            add(v(view, attribute), .lessThanOrEqual, LinearExpression(constant: length), .defaultLow)
        }
        for view in 0..<4 {
            add(v(view, 2), .greaterThanOrEqual, 0)
            add(v(view, 3), .greaterThanOrEqual, 0)
        }
        add(v(0, 0), .equal, 0)
        add(v(0, 1), .equal, 0)
        add(v(1, 0), .equal, v(0, 0).plus(16))
        add(v(1, 1), .equal, v(0, 1).plus(16))
        add(v(1, 2), .equal, 40)
        add(v(1, 3), .equal, 40)
        add(bottom(1), .lessThanOrEqual, bottom(0).plus(-16))
        add(v(2, 0), .equal, right(1).plus(12))
        add(right(2), .equal, right(0).plus(-16))
        add(v(2, 1), .equal, v(0, 1).plus(16))
        intrinsic(2, 2, 120)
        intrinsic(2, 3, 20)
        add(v(3, 0), .equal, v(2, 0))
        add(right(3), .equal, right(2))
        add(v(3, 1), .equal, bottom(2).plus(4))
        intrinsic(3, 2, 80)
        intrinsic(3, 3, 16)
        add(bottom(0), .greaterThanOrEqual, bottom(3).plus(16))
        add(v(0, 3), .equal, 0, .fittingSizeLevel)
        return constraints
    }

    func frames() -> [Double] { views.flatMap { $0.map { solver.value(of: $0) } } }

    /// The same frames as the solver finds, written by hand.
    static func handFrames(width: Double) -> [Double] {
        let titleX = 16.0 + 40 + 12
        let textWidth = width - 16 - titleX
        let height = max(16 + 20 + 4 + 16 + 16, 16 + 40 + 16.0)
        return [0, 0, width, height, 16, 16, 40, 40, titleX, 16, textWidth, 20, titleX, 40, textWidth, 16]
    }
}
