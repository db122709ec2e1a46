import ListConstraintKit
import Testing

/// Hand-written systems with known exact solutions.
@Suite struct ConstraintSolverTests {
    @Test func test_whenOneRequiredEquality_thatTheVariableTakesItsConstant() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.require(term(x), .equal, 10)
        #expect(solver.value(of: x) == 10)
    }

    @Test func test_whenVariablesAreChained_thatEachFollowsFromTheOther() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let right = solver.makeVariable(named: "right")
        try solver.require(term(right), .equal, term(left).plus(term(width)))
        try solver.require(term(left), .equal, 16)
        try solver.require(term(right), .equal, 359)
        #expect(solver.values == [16, 343, 359])
    }

    /// The paper's running example (section 2): a midpoint between two ends that stay within [0, 100] and at
    /// least 10 apart, the ends held by weak stays of different priorities, the midpoint dragged by an edit.
    @Test func test_whenThePapersMidpointIsDragged_thatTheEndsFollowWithinTheirBounds() throws {
        var solver = ConstraintSolver()
        let xl = solver.makeVariable(named: "xl")
        let xm = solver.makeVariable(named: "xm")
        let xr = solver.makeVariable(named: "xr")
        try solver.require(term(xm, 2), .equal, term(xl).plus(term(xr)))
        try solver.require(term(xl).plus(10), .lessThanOrEqual, term(xr))
        try solver.require(term(xr), .lessThanOrEqual, 100)
        try solver.require(term(xl), .greaterThanOrEqual, 0)
        try solver.require(term(xl), .equal, 90, ConstraintStrength(priority: 250))
        try solver.require(term(xr), .equal, 100, ConstraintStrength(priority: 300))
        #expect(solver.values == [90, 95, 100])

        try solver.addEditVariable(xm, strength: .defaultHigh)
        try solver.suggestValue(50, for: xm)
        #expect(solver.values == [0, 50, 100])
        try solver.suggestValue(93, for: xm)
        #expect(solver.values == [86, 93, 100])
        try solver.suggestValue(200, for: xm)   // past the bounds: the required ones win
        #expect(solver.values == [90, 95, 100])
        try solver.suggestValue(-5, for: xm)
        #expect(solver.values == [0, 5, 10])
    }

    @Test func test_whenOptionalConstraintsConflict_thatTheHigherPriorityWins() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.require(term(x), .equal, 10, .defaultLow)
        try solver.require(term(x), .equal, 20, .defaultHigh)
        #expect(solver.value(of: x) == 20)
        var close = ConstraintSolver()
        let y = close.makeVariable(named: "y")
        try close.require(term(y), .equal, 10, ConstraintStrength(priority: 999))
        try close.require(term(y), .equal, 20, ConstraintStrength(priority: 998))
        #expect(close.value(of: y) == 10)
    }

    /// Levels are lexicographic: five violated constraints at 998 do not outweigh one at 999 (a weighted sum with
    /// weights 999 and 998 would move x).
    @Test func test_whenManyLowerPriorityConstraintsPull_thatOneHigherPriorityConstraintStillWins() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.require(term(x), .equal, 0, ConstraintStrength(priority: 999))
        for _ in 0..<5 { try solver.require(term(x), .equal, 100, ConstraintStrength(priority: 998)) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func test_whenEqualPriorityConstraintsConflict_thatTheSumOfErrorsIsLeast() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.require(term(x), .equal, 10, .defaultLow)
        try solver.require(term(x), .equal, 20, .defaultLow)
        try solver.require(term(x), .equal, 20, .defaultLow)
        #expect(solver.value(of: x) == 20)   // |x-10| + 2|x-20| is least at 20
    }

    @Test func test_whenInequalitiesBoundAnOptionalWish_thatTheValueStopsAtTheBound() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.require(term(x), .greaterThanOrEqual, 10)
        try solver.require(term(x), .lessThanOrEqual, 20)
        try solver.require(term(x), .equal, 30, .defaultLow)
        #expect(solver.value(of: x) == 20)
        try solver.require(term(x), .lessThanOrEqual, 15, .defaultHigh)
        #expect(solver.value(of: x) == 15)
        try solver.require(term(x), .greaterThanOrEqual, 12, ConstraintStrength(priority: 800))
        #expect(solver.value(of: x) == 15)
    }

    @Test func test_whenAnOptionalInequalityCannotHold_thatItsErrorIsLeast() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.require(term(x), .lessThanOrEqual, 5)
        try solver.require(term(x), .greaterThanOrEqual, 50, .defaultHigh)
        try solver.require(term(x), .equal, 0, .defaultLow)
        #expect(solver.value(of: x) == 5)
    }

    @Test func test_whenAConstraintIsRemoved_thatTheEarlierSolutionComesBack() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.require(term(x), .equal, 10, .defaultLow)
        try solver.require(term(y), .equal, term(x).plus(5))
        #expect(solver.values == [10, 15])
        let strong = try solver.require(term(x), .equal, 40, .defaultHigh)
        let cap = try solver.require(term(y), .lessThanOrEqual, 30)
        #expect(solver.values == [25, 30])
        try solver.remove(cap)
        #expect(solver.values == [40, 45])
        try solver.remove(strong)
        #expect(solver.values == [10, 15])
        try solver.activate(cap)
        #expect(solver.values == [10, 15])
        try solver.activate(strong)
        #expect(solver.values == [25, 30])
        #expect(solver.isActive(strong) && solver.activeConstraintCount == 4)
    }

    @Test func test_whenEditVariablesAreSuggested_thatOtherVariablesFollowAndBoundsHold() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable(named: "width")
        let left = solver.makeVariable(named: "left")
        let right = solver.makeVariable(named: "right")
        try solver.require(term(left), .equal, 16)
        try solver.require(term(right), .equal, term(width).plus(-16))
        try solver.require(term(right), .greaterThanOrEqual, term(left).plus(44))
        try solver.addEditVariable(width, strength: .defaultHigh)
        for (suggested, expected) in [(375.0, 359.0), (320, 304), (40, 60), (1024, 1008)] {
            try solver.suggestValue(suggested, for: width)
            #expect(solver.value(of: right) == expected)
            #expect(solver.value(of: width) == max(suggested, 76))
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(solver.value(of: left) == 16)
    }

    @Test func test_whenAnEditVariableIsAdded_thatItHoldsItsCurrentValue() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.require(term(x), .equal, 42, .defaultLow)
        try solver.addEditVariable(x, strength: .defaultHigh)
        #expect(solver.value(of: x) == 42)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
    }

    /// A cell: 16-point margins, a 40×40 image, a title beside it filling the rest, a subtitle under the title,
    /// the cell's height hugging the taller column (about thirty constraints with hugging and compression levels).
    @Test func test_whenACellIsSolved_thatEveryFrameIsExact() throws {
        var cell = CellSystem()
        try cell.build(width: 375)
        #expect(cell.frames() == [
            [0, 0, 375, 72], [16, 16, 40, 40], [68, 16, 291, 20], [68, 40, 291, 16],
        ])
        try cell.solver.suggestValue(320, for: cell.width)
        #expect(cell.frames() == [
            [0, 0, 320, 72], [16, 16, 40, 40], [68, 16, 236, 20], [68, 40, 236, 16],
        ])
    }
}
