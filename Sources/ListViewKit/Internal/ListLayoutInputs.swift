/// A count of the changes to what a constraint layout pass reads besides constants: every
/// ``ListView/setNeedsLayout()`` (texts, fonts, margins, the hierarchy, traits, activated and deactivated
/// constraints, priorities, translatesAutoresizingMaskIntoConstraints…), every
/// ``ListView/invalidateIntrinsicContentSize()`` (hugging and compression resistance priorities too), every change
/// of a frame, bounds, centre or transform, of a ``ListView/semanticContentAttribute``, of a label's measuring
/// properties that call neither, and of the layout guides a view owns. A changed ``ListLayoutConstraint/constant``
/// alone does not count: a host whose last pass saw the same count re-solves with only its constants moved
/// (``ListConstraintEngine/KeptRun``).
///
/// It counts any view's change, not only the host's: a pass after another view's change rebuilds (safe, and
/// what the pass did before the count existed).
@MainActor
package enum ListLayoutInputs {
    /// The number of changes so far (wrapping).
    package private(set) static var generation: UInt64 = 0
    /// How many layout passes started from a kept pass (tests check that theirs did).
    package private(set) static var keptPasses = 0

    /// How many of those settled in place: every view kept the size it had at the end of the last pass, so only the
    /// changed constants moved in the solver (``ListConstraintEngine/settlesInPlace(_:head:changed:constraints:system:labels:)``).
    package private(set) static var settledPasses = 0

    /// Counts a change of something a layout pass reads.
    static func changed() {
        generation &+= 1
    }

    /// Counts a pass that started from a kept pass.
    static func countKeptPass() {
        keptPasses &+= 1
    }

    /// Counts a kept pass that settled in place.
    static func countSettledPass() {
        settledPasses &+= 1
    }
}
