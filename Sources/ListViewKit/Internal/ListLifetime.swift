/// A reference to a view or a layout guide that reads `nil` once the object has ended: what a `weak` reference
/// gives, without the cost a weak reference puts on the object.
///
/// The Swift runtime moves an object's reference count into a side table the first time anything references the
/// object weakly, and from then on every retain and release of that object takes the runtime's slow path (about 50
/// and 90 instructions instead of a few). A layout pass retains and releases the views of a cell hundreds of times
/// (a new cell laid out by constraints: about a thousand), so nothing in the view tree references a view or a
/// guide weakly: a subview's ``ListView/superview`` is cleared by its superview's `deinit`, and every other
/// reference that must not keep its object alive (a constraint's items, a layer's view, a guide's owning view, an
/// action's sender, a SnapKit item) holds the object's lifetime instead, which the object ends in its `deinit`.
///
/// Each view and guide makes its lifetime when first asked (``ListView/lifetime``, ``ListLayoutGuide/lifetime``) and
/// holds it; the lifetime does not hold its object. Read on the main actor, as the views are; ended by the object's
/// `deinit`, which runs where the last reference goes (the main actor: views are main-actor objects).
package final class ListLifetime {
    /// The view, until it ends (`nil` for a guide's lifetime).
    package var view: ListView? { storedView }
    /// The layout guide, until it ends (`nil` for a view's lifetime).
    package var guide: ListLayoutGuide? { storedGuide }

    // Private, so that the optimizer sees every access and drops the runtime's exclusivity checks (the whole file
    // reads and writes these in single instantaneous accesses).
    private unowned(unsafe) var storedView: ListView?
    private unowned(unsafe) var storedGuide: ListLayoutGuide?

    /// A view's lifetime (``ListView/lifetime`` makes it).
    init(view: ListView) {
        storedView = view
    }

    /// A layout guide's lifetime (``ListLayoutGuide/lifetime`` makes it).
    init(guide: ListLayoutGuide) {
        storedGuide = guide
    }

    /// The view or the guide, until it ends.
    package var object: AnyObject? {
        if let storedView { return storedView }
        return storedGuide
    }

    /// Called by the object's `deinit`: from now on the lifetime reads `nil`.
    func end() {
        storedView = nil
        storedGuide = nil
    }
}
