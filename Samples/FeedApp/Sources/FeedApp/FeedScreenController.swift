import Foundation
import ListPreview

/// The feed as the app shows it: ``FeedViewController``'s collection view filling a screen titled "Feed", in a
/// navigation controller inside a tab bar controller (Home, Search, New Post, Activity, Profile), as
/// ``FeedScreenController/makeScreen(feed:)`` builds it. Under the bars the collection view insets its content by the
/// safe area (`contentInsetAdjustmentBehavior`), so the stories strip starts below the navigation bar and the last
/// rows scroll above the tab bar, as on an iPhone.
@MainActor
final class FeedScreenController: UIViewController {
    /// The feed whose collection view fills the screen.
    let feed: FeedViewController

    init(feed: FeedViewController) {
        self.feed = feed
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "paperplane"), style: .plain, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain, target: nil, action: nil),
        ]
        navigationItem.rightBarButtonItems?[0].accessibilityLabel = "Messages"
        navigationItem.rightBarButtonItems?[1].accessibilityLabel = "Activity"
        tabBarItem = UITabBarItem(
            title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        feed.collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(feed.collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        feed.collectionView.frame = view.bounds
        // IGListKit's layout pins a sticky header at the content offset plus its own offsets, not below a
        // translucent bar: apps under one move the pin down by the bar's height (the safe area's top), as here.
        if var layout = feed.collectionView.collectionViewLayout as? ListCollectionViewLayout,
           layout.stickyHeaderYOffset != view.safeAreaInsets.top {
            layout.stickyHeaderYOffset = view.safeAreaInsets.top
            feed.collectionView.collectionViewLayout = layout
        }
    }

    /// The whole screen: the feed in a navigation controller, as the first of five tabs.
    static func makeScreen(feed: FeedViewController) -> UITabBarController {
        let home = FeedScreenController(feed: feed)
        let navigation = UINavigationController(rootViewController: home)
        navigation.tabBarItem = home.tabBarItem
        let tabs = UITabBarController()
        let others: [(String, String)] = [
            ("Search", "magnifyingglass"), ("New Post", "plus.app"), ("Activity", "heart"),
            ("Profile", "person.crop.circle"),
        ]
        tabs.viewControllers = [navigation] + others.enumerated().map { index, tab in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: tab.0, image: UIImage(systemName: tab.1), tag: index + 1)
            return controller
        }
        return tabs
    }
}
