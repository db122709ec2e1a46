import Foundation
import ListPreview

/// The inbox screen: a list of notifications grouped by repository under the unread counts, every cell laid out
/// with constraints (anchors, SnapKit's DSL, the visual format language and the item form), in a navigation
/// controller with a large title inside a tab bar controller — as ``InboxViewController/makeScreen(groups:)``
/// builds it.
@MainActor
final class InboxViewController: UIViewController, ListAdapterDataSource {
    var groups: [RepositoryGroup]
    var isLoadingOlder = true
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)

    init(groups: [RepositoryGroup]) {
        self.groups = groups
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: nil, action: nil)
        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The counts the summary shows.
    var summary: InboxSummary {
        let all = groups.flatMap(\.notifications)
        return InboxSummary(
            unread: all.filter(\.isUnread).count, mentions: all.filter { $0.reason == "Mentioned" }.count,
            reviews: all.filter { $0.reason == "Review requested" }.count)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // In a regular width (an iPad) the list is a readable column, as Mail's is; in a compact one, the whole width.
        if traitCollection.horizontalSizeClass == .regular {
            let column = view.readableContentGuide.layoutFrame
            collectionView.frame = CGRect(x: column.minX, y: 0, width: column.width, height: view.bounds.height)
        } else {
            collectionView.frame = view.bounds
        }
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
        [summary] + groups + (isLoadingOlder ? [LoadingOlder()] : [])
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        switch object {
        case is InboxSummary:
            return ListSingleSectionController(
                cellClass: SummaryCell.self,
                configureBlock: { object, cell in
                    if let summary = object as? InboxSummary { (cell as? SummaryCell)?.configure(with: summary) }
                },
                sizeBlock: { object, context in
                    let width = context?.containerSize.width ?? 0
                    guard let summary = object as? InboxSummary else { return .zero }
                    return CGSize(width: width, height: SummaryCell.height(for: summary, width: width))
                })
        case is RepositoryGroup:
            return RepositorySectionController()
        default:
            return ListSingleSectionController(
                cellClass: LoadingOlderCell.self, configureBlock: { _, _ in },
                sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 52) })
        }
    }

    func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }

    /// The whole screen: the inbox in a navigation controller with large titles, as the first of three tabs.
    static func makeScreen(groups: [RepositoryGroup] = RepositoryGroup.sample) -> (UITabBarController, InboxViewController) {
        let inbox = InboxViewController(groups: groups)
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = inbox.tabBarItem
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let profile = UIViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, search, profile]
        return (tabs, inbox)
    }
}
