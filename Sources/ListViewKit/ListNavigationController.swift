import Foundation
import ListCore

/// UIKit's `UINavigationController`, headless: a stack of screens. Pushing and popping change
/// ``viewControllers`` at once (there is no bar and no animation); the top screen's view is the navigation
/// controller's content, so rendering ``ListViewController/view`` of the top screen shows what the user sees.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: FeedViewController())
/// navigation.pushViewController(DetailViewController(), animated: true)   // from a section controller's didSelect
/// navigation.topViewController                                              // the detail screen
/// ```
@MainActor
open class ListNavigationController: ListViewController {
    /// The screens, bottom to top.
    public private(set) var viewControllers: [ListViewController] = []

    /// Creates a navigation controller showing `rootViewController`.
    ///
    /// - Parameter rootViewController: the bottom screen.
    public convenience init(rootViewController: ListViewController) {
        self.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// The top screen, `nil` when the stack is empty.
    public var topViewController: ListViewController? { viewControllers.last }

    /// Pushes a screen on the stack (it becomes a child and the top).
    ///
    /// - Parameters:
    ///   - viewController: the screen.
    ///   - animated: ignored.
    open func pushViewController(_ viewController: ListViewController, animated: Bool) {
        addChild(viewController)
        viewControllers.append(viewController)
        viewController.didMove(toParent: self)
    }

    /// Pops the top screen, unless it is the only one.
    ///
    /// - Parameter animated: ignored.
    /// - Returns: the popped screen, or `nil`.
    @discardableResult
    open func popViewController(animated: Bool) -> ListViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    /// Pops every screen above the root.
    ///
    /// - Parameter animated: ignored.
    /// - Returns: the popped screens, bottom to top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ListViewController]? {
        var popped: [ListViewController] = []
        while let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }
}
