import Foundation
import ListCore

/// UIKit's `UINavigationController`, headless: a stack of screens under a navigation bar. Pushing and popping
/// change ``viewControllers`` at once (there is no animation). Its view shows the top screen's view, filling it,
/// and the ``navigationBar`` above it at the top of the safe area, its background reaching up under the status bar;
/// the top screen's safe area grows by the bar, so a collection view in it starts its content below the bar
/// (`contentInsetAdjustmentBehavior`) and scrolls under it. Render the whole screen with
/// `ListSnapshot.image(of: navigationController)`; rendering the top screen's view alone still shows it bare.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: FeedViewController())
/// navigation.navigationBar.prefersLargeTitles = true
/// navigation.pushViewController(DetailViewController(), animated: true)   // from a section controller's didSelect
/// navigation.topViewController                                              // the detail screen
/// ```
@MainActor
open class ListNavigationController: ListViewController {
    /// The screens, bottom to top.
    public private(set) var viewControllers: [ListViewController] = []
    /// The navigation bar.
    public let navigationBar = ListNavigationBar(frame: .zero)
    /// Whether the navigation bar is hidden (``setNavigationBarHidden(_:animated:)``).
    public private(set) var isNavigationBarHidden = false

    /// Creates a navigation controller showing `rootViewController`.
    ///
    /// - Parameter rootViewController: the bottom screen.
    public convenience init(rootViewController: ListViewController) {
        self.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// The top screen, `nil` when the stack is empty.
    public var topViewController: ListViewController? { viewControllers.last }

    /// The top screen sets the status bar's style.
    open override var childForStatusBarStyle: ListViewController? { topViewController }
    /// The top screen decides whether the status bar is hidden.
    open override var childForStatusBarHidden: ListViewController? { topViewController }

    /// Pushes a screen on the stack (it becomes a child and the top).
    ///
    /// - Parameters:
    ///   - viewController: the screen.
    ///   - animated: ignored.
    open func pushViewController(_ viewController: ListViewController, animated: Bool) {
        addChild(viewController)
        viewControllers.append(viewController)
        viewController.didMove(toParent: self)
        viewIfLoaded?.setNeedsLayout()
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
        if let view = top.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
        top.barSafeAreaInsets = .zero
        viewIfLoaded?.setNeedsLayout()
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

    /// Hides or shows the navigation bar (UIKit's `setNavigationBarHidden(_:animated:)`).
    ///
    /// - Parameters:
    ///   - hidden: whether to hide it.
    ///   - animated: ignored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Adds the navigation bar to the view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
    }

    /// Lays out the top screen's view (filling the view) and the navigation bar.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutStack()
    }
}
