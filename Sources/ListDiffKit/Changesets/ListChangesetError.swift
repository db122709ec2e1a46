/// Why a changeset cannot be applied to a state: the operation at fault and the offending index path.
///
/// The operations are ComponentKit's (`CKInvalidChangesetOperationType`). `section` and `item` are the offending
/// index, `nil` where it does not apply (a whole section, or a move whose section is out of range).
public struct ListChangesetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of change that failed verification.
    public enum Operation: String, Hashable, Sendable, CaseIterable {
        /// An item update.
        case update = "Update"
        /// A section insertion.
        case insertSection = "InsertSection"
        /// An item insertion.
        case insertRow = "InsertRow"
        /// A section removal.
        case removeSection = "RemoveSection"
        /// An item removal.
        case removeRow = "RemoveRow"
        /// A section move.
        case moveSection = "MoveSection"
        /// An item move.
        case moveRow = "MoveRow"
    }

    /// What exactly is wrong.
    public enum Reason: Hashable, Sendable {
        /// The index is outside the state the operation applies to (ComponentKit's checks).
        case outOfBounds
        /// The item is both removed and moved (ComponentKit does not detect this).
        case removedAndMoved
        /// Two moves have the same destination (ComponentKit does not detect this).
        case duplicateMoveDestination
        /// The item is both updated and removed (ComponentKit does not detect this).
        case updatedAndRemoved
        /// The section is both removed and moved.
        case sectionRemovedAndMoved
        /// Two section moves have the same destination.
        case duplicateSectionMoveDestination
    }

    /// The operation at fault.
    public var operation: Operation
    /// The offending section, or `nil`.
    public var section: Int?
    /// The offending item, or `nil`.
    public var item: Int?
    /// What exactly is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(_ operation: Operation, section: Int?, item: Int? = nil, reason: Reason = .outOfBounds) {
        self.operation = operation
        self.section = section
        self.item = item
        self.reason = reason
    }

    /// E.g. `invalid changeset: InsertRow at [0, 3] is out of bounds`.
    public var description: String {
        let place: String
        switch (section, item) {
        case let (section?, item?): place = "[\(section), \(item)]"
        case let (section?, nil): place = "section \(section)"
        default: place = "an unknown index"
        }
        let why: String
        switch reason {
        case .outOfBounds: why = "is out of bounds"
        case .removedAndMoved: why = "is both removed and moved"
        case .duplicateMoveDestination: why = "is the destination of two moves"
        case .updatedAndRemoved: why = "is both updated and removed"
        case .sectionRemovedAndMoved: why = "is both removed and moved"
        case .duplicateSectionMoveDestination: why = "is the destination of two section moves"
        }
        return "invalid changeset: \(operation.rawValue) at \(place) \(why)"
    }
}
