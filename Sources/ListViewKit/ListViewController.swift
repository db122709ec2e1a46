import Foundation
import ListCore

/// UIKit's `UIViewController`, headless: a screen that owns a root ``view``, loads it lazily (``loadView()`` then
/// ``viewDidLoad()``), hears of its layout passes (``viewWillLayoutSubviews()``, ``viewDidLayoutSubviews()``) and
/// keeps UIKit's containment and presentation bookkeeping — so the view controller of an IGListKit screen ports as
/// written: it adds its collection view in `viewDidLoad()`, sizes it in `viewDidLayoutSubviews()`, and is the
/// adapter's `viewController`.
///
/// There is no window: the root view starts at ``ListScreen/bounds`` (`UIScreen.main.bounds`), appearance callbacks
/// run when the test calls them (or ``beginAppearanceTransition(_:animated:)``), and presenting or pushing records the
/// new screen at once (``presentedViewController``, ``ListNavigationController/viewControllers``) and runs the
/// completion. Render a whole screen — the device's status bar and safe areas, a navigation controller's bar, a tab
/// bar controller's tabs — with `ListSnapshot.image(of: viewController)` or `assertListSnapshot(of: viewController)`;
/// `viewController.view` alone draws the bare view.
///
/// ```swift
/// final class FeedViewController: UIViewController, ListAdapterDataSource {
///     lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
///     let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(collectionView)
///         adapter.collectionView = collectionView
///         adapter.dataSource = self
///     }
///
///     override func viewDidLayoutSubviews() {
///         super.viewDidLayoutSubviews()
///         collectionView.frame = view.bounds
///     }
///     // objects(for:), listAdapter(_:sectionControllerFor:), emptyView(for:) as in UIKit
/// }
/// ```
@MainActor
open class ListViewController {
    private var loadedView: ListView?

    /// The screen's title: what a navigation bar shows when ``navigationItem`` has no title of its own, and what
    /// the next screen's back button says.
    open var title: String?

    /// UIKit's `navigationItem`: what a navigation bar shows while this screen is on top (its title, bar button
    /// items, large title mode); made on first use.
    open var navigationItem: ListNavigationItem { storedNavigationItem }
    private lazy var storedNavigationItem = ListNavigationItem()

    /// UIKit's `tabBarItem`: this screen's tab in a tab bar controller; made on first use, titled by ``title``.
    open var tabBarItem: ListTabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = ListTabBarItem(title: nil, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: ListTabBarItem?

    /// UIKit's `additionalSafeAreaInsets`: room the screen adds to the safe area of its root view (and so to every
    /// view below it, and to a collection view's adjusted content inset).
    open var additionalSafeAreaInsets: ListEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { loadedView?.setNeedsLayoutForSafeAreaChange() } }
    }

    /// What a container's bars (a navigation bar, a tab bar) cover of this screen's root view, in its points: set
    /// by the container as it lays the screen out.
    package var barSafeAreaInsets: ListEdgeInsets = .zero {
        didSet { if oldValue != barSafeAreaInsets { loadedView?.setNeedsLayoutForSafeAreaChange() } }
    }

    /// UIKit's `preferredStatusBarStyle`: the colour of the status bar's content while this screen is shown
    /// (`.default`: dark in the light appearance, light in the dark one). Read from the screen
    /// ``childForStatusBarStyle`` names when it names one.
    open var preferredStatusBarStyle: ListStatusBarStyle { .default }
    /// UIKit's `prefersStatusBarHidden`: whether the status bar is left out (a home-button device then loses its
    /// top safe-area inset).
    open var prefersStatusBarHidden: Bool { false }
    /// UIKit's `prefersHomeIndicatorAutoHidden`: whether the home indicator is left out of the still.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// UIKit's `childForStatusBarStyle`: the screen whose ``preferredStatusBarStyle`` wins (a navigation controller
    /// names its top screen, a tab bar controller its selected one).
    open var childForStatusBarStyle: ListViewController? { nil }
    /// UIKit's `childForStatusBarHidden`: the screen whose ``prefersStatusBarHidden`` wins.
    open var childForStatusBarHidden: ListViewController? { nil }

    /// The screen that contains this one (``addChild(_:)``), `nil` at the top.
    public private(set) weak var parent: ListViewController?
    /// The screens this one contains, in the order they were added.
    public private(set) var children: [ListViewController] = []
    /// UIKit's `modalPresentationStyle`: how this screen covers its presenter when presented (`.automatic`, a page
    /// sheet on iPhone, by default). Recorded, not drawn: a screen snapshot draws the controller it is given
    /// (``ListModalPresentationStyle``).
    open var modalPresentationStyle = ListModalPresentationStyle.automatic
    /// The screen this one presents (``present(_:animated:completion:)``), `nil` when none.
    public private(set) var presentedViewController: ListViewController?
    /// The screen that presents this one, `nil` when none.
    public private(set) weak var presentingViewController: ListViewController?

    /// Creates a view controller (UIKit's designated initializer; no nib is loaded).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: ignored (there are no nibs).
    ///   - nibBundleOrNil: ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a view controller.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's archive initializer: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, loaded on first use (``loadView()`` then ``viewDidLoad()``), as UIKit's.
    open var view: ListView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins`` (UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins`, true by default). False: the root view's margins are the ones set
    /// on it (``ListView/directionalLayoutMargins``), the system minimum until set.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard oldValue != viewRespectsSystemMinimumLayoutMargins, let view = loadedView else { return }
            view.setNeedsLayout()
            view.setNeedsConstraintSolve()
        }
    }

    /// The screen's trait-change registrations (iOS 17's trait APIs), `nil` while it has none.
    var traitRegistry: ListTraitRegistry?

    /// The root view if it was loaded, without loading it.
    public var viewIfLoaded: ListView? { loadedView }

    /// Whether the root view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: the default is an empty view the size of ``ListScreen/bounds``. Override it to set
    /// ``view`` to a view of your own (without calling `super`), as in UIKit.
    open func loadView() {
        view = ListView(frame: ListScreen.main.bounds)
    }

    /// Called once, after the root view was loaded: add subviews and configure the screen here.
    open func viewDidLoad() {}

    /// Loads the root view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = ListView(frame: ListScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called before the root view lays out its subviews (at each ``ListView/layoutIfNeeded()`` that lays it out).
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews: size the collection view to `view.bounds` here.
    open func viewDidLayoutSubviews() {}

    /// Called when the trait collection of the screen's view changed (UIKit's `traitCollectionDidChange(_:)`),
    /// before the view itself is told: the screen is shown in another environment, or its view moved to a
    /// superview with other traits.
    ///
    /// - Parameter previousTraitCollection: the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: ListTraitCollection?) {}

    /// Updates the constraints of the root view (UIKit's `updateViewConstraints()`): called in the update pass
    /// instead of the root view's ``ListView/updateConstraints()``, which this implementation calls; an override
    /// calls `super.updateViewConstraints()` as its final step.
    open func updateViewConstraints() {
        view.updateConstraints()
    }

    /// Called when the screen is about to appear (call it, or ``beginAppearanceTransition(_:animated:)``).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the screen appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when the screen is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called when the screen disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Runs the appearance callbacks of a transition at once, as a window would: `viewWillAppear` and
    /// `viewDidAppear` (loading the view first), or `viewWillDisappear` and `viewDidDisappear`.
    ///
    /// - Parameters:
    ///   - isAppearing: whether the screen appears.
    ///   - animated: passed to the callbacks.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
            viewDidAppear(animated)
        } else {
            viewWillDisappear(animated)
            viewDidDisappear(animated)
        }
    }

    /// The environment of the root view (``ListView/traitCollection``), else the current one.
    public var traitCollection: ListTraitCollection { loadedView?.traitCollection ?? .current }

    /// The nearest navigation controller among this screen and its parents, `nil` when none.
    public var navigationController: ListNavigationController? {
        var current: ListViewController? = self
        while let screen = current {
            if let navigation = screen.parent as? ListNavigationController { return navigation }
            current = screen.parent
        }
        return nil
    }

    /// The nearest tab bar controller among this screen's parents, `nil` when none.
    public var tabBarController: ListTabBarController? {
        var current = parent
        while let screen = current {
            if let tabs = screen as? ListTabBarController { return tabs }
            current = screen.parent
        }
        return nil
    }

    /// Adds a child screen (its view is not added: add it where the layout wants it, as in UIKit).
    ///
    /// - Parameter childController: the child; removed from its previous parent first.
    public func addChild(_ childController: ListViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes this screen from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called before the screen moves to a parent (`nil`: away from it); the default does nothing.
    open func willMove(toParent parent: ListViewController?) {}
    /// Called after the screen moved to a parent; the default does nothing.
    open func didMove(toParent parent: ListViewController?) {}

    /// Presents a screen: it is recorded as ``presentedViewController`` at once and `completion` runs (there is no
    /// window to animate in).
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: the screen.
    ///   - flag: ignored.
    ///   - completion: run after the presentation.
    open func present(
        _ viewControllerToPresent: ListViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses the screen this one presents (or, when it presents none, this screen from its presenter) and runs
    /// `completion`.
    ///
    /// - Parameters:
    ///   - flag: ignored.
    ///   - completion: run after the dismissal.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}
