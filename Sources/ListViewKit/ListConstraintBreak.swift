/// A required constraint a layout pass could not satisfy and left out, as UIKit's "Unable to simultaneously
/// satisfy constraints… Will attempt to recover by breaking constraint" does: the constraint, or the constraint the
/// engine made for the view (its intrinsic size, the frame of a view whose frame its own code sets), and why.
public struct ListConstraintBreak: Sendable, Hashable, CustomStringConvertible {
    /// The broken constraint as written (`UILabel 'title'.width == 100`), or the engine's own
    /// (`UILabel 'title'.width >= 120 (compression resistance)`).
    public let constraint: String
    /// The constraint's identifier, when it has one.
    public let identifier: String?
    /// Why it was broken (the solver's reason).
    public let reason: String

    /// The break in a sentence.
    public var description: String { "\(constraint) broken: \(reason)" }
}
