/// Counts the visible views of each section controller, to tell when a section starts and stops being
/// displayed (IGListKit's `IGListDisplayHandler`).
@MainActor
struct ListDisplayHandler {
    private var controllerOfView: [ObjectIdentifier: ListSectionController] = [:]
    private var visibleViewCount: [ObjectIdentifier: Int] = [:]

    /// Records a view appearing; returns true when it is the controller's first visible view.
    mutating func willDisplay(_ view: ListReusableView, of controller: ListSectionController) -> Bool {
        controllerOfView[ObjectIdentifier(view)] = controller
        let key = ObjectIdentifier(controller)
        visibleViewCount[key, default: 0] += 1
        return visibleViewCount[key] == 1
    }

    /// Records a view disappearing; returns its controller and whether that was its last visible view.
    mutating func didEndDisplaying(_ view: ListReusableView) -> (ListSectionController, Bool)? {
        guard let controller = controllerOfView.removeValue(forKey: ObjectIdentifier(view)) else { return nil }
        let key = ObjectIdentifier(controller)
        visibleViewCount[key, default: 1] -= 1
        let isLast = visibleViewCount[key] == 0
        if isLast { visibleViewCount[key] = nil }
        return (controller, isLast)
    }
}
