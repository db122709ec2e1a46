/// A required constraint a layout pass could not satisfy and left out, as UIKit's "Unable to simultaneously
/// satisfy constraints… Will attempt to recover by breaking constraint" does: the constraint, or the constraint the
/// engine made for the view (its intrinsic size, the frame of a view whose frame its own code sets), the view it
/// constrains, the required constraints it conflicts with, and why.
///
/// ```swift
/// title.widthAnchor.constraint(equalToConstant: 100).isActive = true
/// title.widthAnchor.constraint(equalToConstant: 150).isActive = true
/// contentView.layoutIfNeeded()
/// contentView.brokenConstraints[0].description
/// // "UILabel 'title'.width == 150 broken (conflicts with UILabel 'title'.width == 100)"
/// ```
public struct ListConstraintBreak: Sendable, Hashable, CustomStringConvertible {
    /// The broken constraint as written (`UILabel 'title'.width == 100`), or the engine's own
    /// (`UILabel 'title'.width >= 120 (compression resistance)`).
    public let constraint: String
    /// The constraint's identifier, when it has one.
    public let identifier: String?
    /// Why it was broken (the solver's reason).
    public let reason: String
    /// The view the broken constraint constrains (its first item's view; a layout guide's owning view), as
    /// descriptions name it (`UILabel 'title'`); empty for a fitting solve's own hold on the host.
    public let view: String
    /// The required constraints it conflicts with, as written, in activation order: a smallest set that cannot hold
    /// together with it (removing any one of them would let it hold). Empty when it conflicts with the frames of
    /// views whose own code sets them (the ``reason`` says so), when the solver refused it for another reason (a
    /// size limit), or when finding the set would cost more than a layout pass may spend
    /// (``maximumExplainedBreaks``, ``conflictSearchBudget``, or more than 200 required constraints connected to it).
    public let conflicts: [String]
    /// The view the break is about, to find its path in a snapshot (not part of equality: two equal trees give
    /// equal breaks).
    package let subject: ObjectIdentifier?

    /// The most breaks of one layout pass whose conflicts are looked for (the later ones name none).
    public static let maximumExplainedBreaks = 64
    /// The most constraint additions one layout pass spends looking for conflicts, over all its breaks.
    public static let conflictSearchBudget = 20_000
    /// The most conflicts a ``description`` lists (``conflicts`` has them all).
    public static let maximumDescribedConflicts = 8

    package init(
        constraint: String, identifier: String?, reason: String, view: String = "", conflicts: [String] = [],
        subject: ObjectIdentifier? = nil
    ) {
        self.constraint = constraint
        self.identifier = identifier
        self.reason = reason
        self.view = view
        self.conflicts = conflicts
        self.subject = subject
    }

    /// The break with the conflicts found for it.
    package func with(conflicts: [String]) -> ListConstraintBreak {
        ListConstraintBreak(
            constraint: constraint, identifier: identifier, reason: reason, view: view, conflicts: conflicts,
            subject: subject)
    }

    /// The break in a sentence: `UILabel 'title'.width == 150 broken (conflicts with UILabel 'title'.width ==
    /// 100)`, or, when no conflict is named, `… broken: ` and the reason.
    public var description: String {
        guard !conflicts.isEmpty else { return "\(constraint) broken: \(reason)" }
        var listed = conflicts.prefix(Self.maximumDescribedConflicts).joined(separator: "; ")
        if conflicts.count > Self.maximumDescribedConflicts {
            listed += "; and \(conflicts.count - Self.maximumDescribedConflicts) more"
        }
        return "\(constraint) broken (conflicts with \(listed))"
    }

    /// Whether two breaks say the same (the view they are about is compared by name, not identity).
    public static func == (lhs: ListConstraintBreak, rhs: ListConstraintBreak) -> Bool {
        lhs.constraint == rhs.constraint && lhs.identifier == rhs.identifier && lhs.reason == rhs.reason
            && lhs.view == rhs.view && lhs.conflicts == rhs.conflicts
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(constraint)
        hasher.combine(identifier)
        hasher.combine(reason)
        hasher.combine(view)
        hasher.combine(conflicts)
    }
}
