import ListCore

extension ListConstraintEngine {
    /// Each item's view's ``ListView/effectiveUserInterfaceLayoutDirection``, asked once in a pass's building of
    /// entries (nothing a pass does while building entries changes it). A view's direction is its own forced one or
    /// its superview's (``ListView/ownLayoutDirection``), up to the root's traits: the climb stops at the host (`items[0]`, above every item's view),
    /// whose direction is asked once, so each view climbs only to the host instead of to the root.
    /// Bits, not an array: a pass that builds two entries would pay more for the array than for asking twice.
    struct ItemDirections {
        /// Bit `index` set: the first 64 items' answers known, and which of them are right to left.
        private var known: UInt64 = 0
        private var rightToLeft: UInt64 = 0
        /// The host's direction, once asked.
        private var host: ListLayoutDirection?

        /// Whether the view of `items[index]` lays out right to left (items past the 64th asked each time).
        @MainActor mutating func isRightToLeft(_ index: Int, items: [ListConstraintItem]) -> Bool {
            guard index < 64 else { return direction(of: items[index].view, items: items) == .rightToLeft }
            let bit: UInt64 = 1 << UInt64(index)
            if known & bit == 0 {
                known |= bit
                if direction(of: items[index].view, items: items) == .rightToLeft { rightToLeft |= bit }
            }
            return rightToLeft & bit != 0
        }

        /// `view.effectiveUserInterfaceLayoutDirection`, its climb ending at the host.
        @MainActor private mutating func direction(of view: ListView, items: [ListConstraintItem]) -> ListLayoutDirection {
            let hostView = items[0].view
            var current = view
            while true {
                if current === hostView {
                    if let host { return host }
                    let found = hostView.effectiveUserInterfaceLayoutDirection
                    host = found
                    return found
                }
                if let own = current.ownLayoutDirection { return own }
                // Not below the host after all: the rest of the climb as the property does it.
                guard let parent = current.superview else { return current.traitCollection.layoutDirection }
                current = parent
            }
        }
    }
}
