extension ListConstraintEngine {
    /// Each item's view's ``ListView/effectiveUserInterfaceLayoutDirection``, asked once in a pass's building of
    /// entries (it climbs to the root and reads its traits; nothing a pass does while building entries changes it).
    /// Bits, not an array: a pass that builds two entries would pay more for the array than for asking twice.
    struct ItemDirections {
        /// Bit `index` set: the first 64 items' answers known, and which of them are right to left.
        private var known: UInt64 = 0
        private var rightToLeft: UInt64 = 0

        /// Whether the view of `items[index]` lays out right to left (items past the 64th asked each time).
        @MainActor mutating func isRightToLeft(_ index: Int, items: [ListConstraintItem]) -> Bool {
            guard index < 64 else { return items[index].view.effectiveUserInterfaceLayoutDirection == .rightToLeft }
            let bit: UInt64 = 1 << UInt64(index)
            if known & bit == 0 {
                known |= bit
                if items[index].view.effectiveUserInterfaceLayoutDirection == .rightToLeft { rightToLeft |= bit }
            }
            return rightToLeft & bit != 0
        }
    }
}
