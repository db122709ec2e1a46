/// Tracks which section controllers are in the working range: the visible sections plus `size` sections on
/// each side (IGListKit's `IGListWorkingRangeHandler`).
@MainActor
struct ListWorkingRangeHandler {
    private var inRange: [ListSectionController] = []

    /// Updates the range for the visible sections; returns the controllers that entered it (in section order)
    /// and those that left it (in their old order).
    mutating func update(visibleSections: [Int], controllers: [ListSectionController], size: Int)
        -> (entered: [ListSectionController], exited: [ListSectionController])
    {
        var now: [ListSectionController] = []
        if let first = visibleSections.first, let last = visibleSections.last {
            let low = max(first - size, 0)
            let high = min(last + size, controllers.count - 1)
            if low <= high { now = Array(controllers[low...high]) }
        }
        let entered = now.filter { controller in !inRange.contains { $0 === controller } }
        let exited = inRange.filter { controller in !now.contains { $0 === controller } }
        inRange = now
        return (entered, exited)
    }

    /// The controllers currently in range, in section order.
    var controllers: [ListSectionController] { inRange }
}
