import Foundation
import ListCore

/// UIKit's `UITabBarController`, headless: screens side by side behind a tab bar. Its view shows the selected
/// screen's view, filling it, and the ``tabBar`` along the bottom (49 points above the home indicator's area,
/// which its background fills); the selected screen's safe area grows by the bar, so its list ends above it.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), SettingsViewController()]
/// tabs.selectedIndex = 0
/// let image = try ListSnapshot.image(of: tabs, size: CGSize(width: 393, height: 852))
/// ```
@MainActor
open class ListTabBarController: ListViewController {
    /// The screens, one per tab, leading first.
    open var viewControllers: [ListViewController]? {
        didSet {
            for screen in oldValue ?? [] where screen.parent === self {
                if let view = screen.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
                screen.barSafeAreaInsets = .zero
                screen.removeFromParent()
            }
            for screen in viewControllers ?? [] { addChild(screen) }
            if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The index of the selected screen.
    open var selectedIndex = 0 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The tab bar.
    public let tabBar = ListTabBar(frame: .zero)

    /// The selected screen (setting it selects its tab, if it is one of ``viewControllers``).
    open var selectedViewController: ListViewController? {
        get {
            guard let screens = viewControllers, screens.indices.contains(selectedIndex) else { return nil }
            return screens[selectedIndex]
        }
        set {
            if let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// UIKit's `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [ListViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The selected screen sets the status bar's style.
    open override var childForStatusBarStyle: ListViewController? { selectedViewController }
    /// The selected screen decides whether the status bar is hidden.
    open override var childForStatusBarHidden: ListViewController? { selectedViewController }

    /// Adds the tab bar to the view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
    }

    /// Lays out the selected screen's view (filling the view) and the tab bar.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutTabs()
    }

    private func layOutTabs() {
        guard let view = viewIfLoaded else { return }
        let selected = selectedViewController
        for screen in viewControllers ?? [] where screen !== selected && screen.viewIfLoaded?.superview === view {
            screen.view.removeFromSuperview()
            screen.barSafeAreaInsets = .zero
        }
        let screens = viewControllers ?? []
        tabBar.items = screens.map { screen -> ListTabBarItem in screen.tabBarItem }
        tabBar.fallbackTitles = screens.map(\.title)
        tabBar.selectedItem = selected?.tabBarItem
        let bottom = view.safeAreaInsets.bottom
        let width = view.bounds.width
        let row: CGFloat = width >= 700 ? 50 : 49
        tabBar.bottomInset = bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - row - bottom, width: width, height: row + bottom)
        tabBar.setNeedsLayout()
        guard let selected else {
            tabBar.isAtScrollEdge = { true }
            return
        }
        let selectedView: ListView = selected.view
        tabBar.isAtScrollEdge = { [weak selectedView] in selectedView?.contentBottomScrollEdgeState ?? true }
        if selectedView.superview !== view { view.insertSubview(selectedView, belowSubview: tabBar) }
        if selectedView.frame != view.bounds { selectedView.frame = view.bounds }
        selected.barSafeAreaInsets = ListEdgeInsets(bottom: row + bottom)
    }
}
