import Foundation
import ListConstraintKit

extension ListConstraintEngine {
    /// The size a host's constraints give it when its size is held to `target` at the fitting priorities (UIKit's
    /// `systemLayoutSizeFitting`): its region solved in a solver of its own, the host's width and height variables
    /// too, held to the target by optional constraints (required at 1000), with the same intrinsic sizes and the
    /// same two-pass multi-line labels as its layout. `nil` when the host has no constraints. Nothing is laid out
    /// and the host's kept solver is left alone; laying the host out at the fitted size gives the same frames
    /// (measuring agrees with drawing) when the constraints decide them.
    static func fittingSize(of host: ListView, fitting: Fitting) -> CGSize? {
        let region = collect(host, marksAbsorbed: false)
        guard !region.constraints.isEmpty else { return nil }
        var system = ListConstraintSystem()
        let pass = run(region, host: host, fitting: fitting, system: &system)
        let width = snapped(system.solver.value(of: pass.variables[2]))
        let height = snapped(system.solver.value(of: pass.variables[3]))
        return CGSize(width: max(0, width), height: max(0, height))
    }
}
