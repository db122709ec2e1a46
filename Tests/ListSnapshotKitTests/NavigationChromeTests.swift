import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import Testing

/// A screen whose list (twenty 44-point rows) fills its view.
private final class RowsScreen: UIViewController, ListAdapterDataSource {
    lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let rows: Int

    init(title: String?, rows: Int = 20) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { (0..<rows).map { "row \($0)" as NSString } }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            cellClass: ListCell.self, configureBlock: { _, cell in cell.backgroundColor = .systemGreen },
            sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
    }
    func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor
private func find(_ id: String, in root: ListView) -> ListView? {
    if root.accessibilityIdentifier == id { return root }
    for subview in root.subviews where !subview.isHidden {
        if let found = find(id, in: subview) { return found }
    }
    return nil
}

@MainActor
@Suite struct NavigationChromeTests {
    static let iPhone16 = CGSize(width: 393, height: 852)
    static let chrome = ListDeviceChrome.forScreen(width: 393, height: 852)

    private func show(_ controller: UIViewController, environment: ListEnvironment = ListEnvironment())
        -> ListScreenHost
    {
        let host = ListScreenHost(controller: controller, size: Self.iPhone16, chrome: Self.chrome)
        host.root.overrideTraitCollection = ListTraitCollection(environment: environment)
        host.root.layoutIfNeeded()
        return host
    }

    @Test func test_whenAScreenIsPushed_thatTheBarSitsBelowTheStatusBar_andTheListStartsBelowTheBar() throws {
        let inbox = RowsScreen(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        let host = show(navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(try #require(find("navigationBar.background", in: bar)).frame == CGRect(x: 0, y: -59, width: 393, height: 103))
        let title = try #require(find("navigationBar.title", in: bar) as? ListLabel)
        #expect(title.text == "Inbox" && abs(title.frame.midX - 196.5) < 0.5 && abs(title.frame.midY - 22) < 1)
        #expect(title.font.pointSize == 17 && title.font.weight == .semibold)
        #expect(inbox.view.safeAreaInsets == ListEdgeInsets(top: 103, bottom: 34))
        #expect(inbox.collectionView.adjustedContentInset == ListEdgeInsets(top: 103, bottom: 34))
        #expect(inbox.collectionView.contentOffset == CGPoint(x: 0, y: -103))
        #expect(find("navigationBar.back", in: bar) == nil)
        // A pushed screen: the back button shows the previous screen's title, its chevron 8 points in.
        let detail = RowsScreen(title: "Message")
        navigation.pushViewController(detail, animated: false)
        host.root.layoutIfNeeded()
        #expect(inbox.view.superview == nil && detail.view.superview === navigation.view)
        let back = try #require(find("navigationBar.back", in: bar))
        #expect(back.frame.minX == 8 && back.accessibilityLabel == "Inbox")
        #expect(detail.collectionView.contentOffset == CGPoint(x: 0, y: -103))
        inbox.navigationItem.backButtonTitle = "Mail"
        bar.setNeedsLayout()
        host.root.layoutIfNeeded()
        #expect(find("navigationBar.back", in: bar)?.accessibilityLabel == "Mail")
        inbox.navigationItem.backButtonTitle = nil
        inbox.title = nil
        navigation.view.setNeedsLayout()  // the bar reads the screens' titles when the navigation controller lays out
        host.root.layoutIfNeeded()
        #expect(find("navigationBar.back", in: bar)?.accessibilityLabel == "Back")
        host.detach()
    }

    @Test func test_whenTheBarPrefersLargeTitles_thatTheBarIs96PointsTall_andTheModeOfEachScreenDecides() throws {
        let inbox = RowsScreen(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        let host = show(navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        let large = try #require(find("navigationBar.largeTitle", in: bar) as? ListLabel)
        #expect(large.text == "Inbox" && large.frame.minX == 16 && large.frame.maxY == 88)
        #expect(find("navigationBar.title", in: bar) == nil)
        #expect(inbox.collectionView.contentOffset == CGPoint(x: 0, y: -155))
        // A pushed screen takes the root's mode (`.automatic`); `.never` gives the 44-point bar.
        let detail = RowsScreen(title: "Message")
        navigation.pushViewController(detail, animated: false)
        host.root.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.view.setNeedsLayout()
        host.root.layoutIfNeeded()
        #expect(bar.frame.height == 44 && detail.view.safeAreaInsets.top == 103)
        inbox.navigationItem.largeTitleDisplayMode = .never
        detail.navigationItem.largeTitleDisplayMode = .automatic
        navigation.view.setNeedsLayout()
        host.root.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        host.detach()
    }

    @Test func test_whenTheTextIsLarger_thatTheLargeTitleAreaGrows_andTheStandardTitleKeepsItsSize() throws {
        var heights: [CGFloat] = []
        for category in [ListContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
            let navigation = UINavigationController(rootViewController: RowsScreen(title: "Inbox"))
            navigation.navigationBar.prefersLargeTitles = true
            let host = show(navigation, environment: ListEnvironment(contentSizeCategory: category))
            heights.append(navigation.navigationBar.frame.height)
            let large = try #require(find("navigationBar.largeTitle", in: navigation.navigationBar))
            #expect(large.frame.maxY == navigation.navigationBar.frame.height - 8)
            host.detach()
        }
        #expect(heights[0] == 96 && heights[1] > heights[0] && heights[2] > heights[1], "\(heights)")
        let navigation = UINavigationController(rootViewController: RowsScreen(title: "Inbox"))
        let host = show(navigation, environment: ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(navigation.navigationBar.frame.height == 44)
        host.detach()
    }

    @Test func test_whenBarButtonItemsAreSet_thatTheyLineUpFromTheEdges_andMirrorRightToLeft() throws {
        let inbox = RowsScreen(title: "Inbox")
        inbox.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        ]
        inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: inbox)
        var frames: [String: CGRect] = [:]
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            let host = show(navigation, environment: ListEnvironment(layoutDirection: direction))
            let bar = navigation.navigationBar
            let gear = try #require(find("navigationBar.right.0", in: bar))
            let add = try #require(find("navigationBar.right.1", in: bar))
            let edit = try #require(find("navigationBar.left.0", in: bar) as? ListLabel)
            let title = try #require(find("navigationBar.title", in: bar))
            if direction == .leftToRight {
                #expect(gear.frame.maxX == 393 - 16 && add.frame.maxX == gear.frame.minX - 16)
                #expect(edit.frame.minX == 16 && edit.text == "Edit" && edit.textColor == .systemBlue)
                let symbol = try #require(UIImage(systemName: "gear", withConfiguration: .init(pointSize: 17, scale: .large)))
                #expect(gear.bounds.size == symbol.size && symbol.size.width > 17)
                frames = ["gear": gear.frame, "add": add.frame, "edit": edit.frame, "title": title.frame]
            } else {
                for (view, name) in [(gear, "gear"), (add, "add"), (edit, "edit"), (title, "title")] {
                    let ltr = try #require(frames[name])
                    #expect(view.frame == CGRect(x: 393 - ltr.maxX, y: ltr.minY, width: ltr.width, height: ltr.height), "\(name)")
                }
            }
            host.detach()
        }
        // A pushed screen's back chevron mirrors too.
        navigation.pushViewController(RowsScreen(title: "Detail"), animated: false)
        let ltr = show(navigation)
        let backLTR = try #require(find("navigationBar.back", in: navigation.navigationBar)).frame
        ltr.detach()
        let rtl = show(navigation, environment: ListEnvironment(layoutDirection: .rightToLeft))
        let backRTL = try #require(find("navigationBar.back", in: navigation.navigationBar)).frame
        #expect(backRTL.maxX == 393 - 8 && backRTL.width == backLTR.width)
        rtl.detach()
    }

    @Test func test_whenAppearancesAreSet_thatTheScrollEdgeOneDrawsAtTheTop_andTheStandardOneWhenScrolled() throws {
        let inbox = RowsScreen(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        let bar = navigation.navigationBar
        // The defaults: transparent at the top of the content, the translucent bar colour when scrolled.
        var host = show(navigation)
        #expect(find("navigationBar.background", in: bar)?.backgroundColor == nil)
        #expect(find("navigationBar.shadow", in: bar) == nil)
        inbox.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        host.root.setNeedsLayoutInTree()
        host.root.layoutIfNeeded()
        #expect(find("navigationBar.background", in: bar)?.backgroundColor == ListNavigationBarAppearance.defaultBackground)
        #expect(find("navigationBar.shadow", in: bar) != nil)
        host.detach()
        // An opaque indigo appearance with white titles, drawn under the status bar too.
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let image = try ListSnapshot.image(of: navigation, size: Self.iPhone16, scale: 1).rgbaImage()
        let indigo = ListColor.systemIndigo.resolved(for: .light)
        #expect(image.pixel(x: 196, y: 5) == indigo && image.pixel(x: 300, y: 100) == indigo)
        host = show(navigation)
        #expect((find("navigationBar.title", in: bar) as? ListLabel)?.textColor == .white)
        host.detach()
        // Hidden: the list starts below the status bar.
        navigation.setNavigationBarHidden(true, animated: false)
        host = show(navigation)
        #expect(bar.isHidden && inbox.view.safeAreaInsets.top == 59)
        host.detach()
    }

    @Test func test_whenALargeTitleIsRendered_thatItDrawsInTheLabelColourOfTheTheme() throws {
        for theme in [ListUserInterfaceStyle.light, .dark] {
            let navigation = UINavigationController(rootViewController: RowsScreen(title: "Inbox"))
            navigation.navigationBar.prefersLargeTitles = true
            let image = try ListSnapshot.image(
                of: navigation, size: Self.iPhone16, scale: 1, environment: ListEnvironment(theme: theme)
            ).rgbaImage()
            // The large title "Inbox" (x 16…, y 107…147) is drawn in the label colour; the rows start at 155.
            let ink = ListColor.label.resolved(for: theme)
            var inked = 0
            for y in 107..<147 { for x in 16..<100 where image.pixel(x: x, y: y) == ink { inked += 1 } }
            #expect(inked > 40, "\(theme): \(inked)")
            let green = ListColor.systemGreen.resolved(for: theme)
            #expect(image.pixel(x: 196, y: 154) != green && image.pixel(x: 196, y: 156) == green)
        }
    }

    @Test func test_whenTabsAreShown_thatTheTabBarSitsAboveTheHomeIndicator_andTheSelectedTabIsTinted() throws {
        let feed = RowsScreen(title: "Feed")
        let feedNavigation = UINavigationController(rootViewController: feed)
        feedNavigation.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let search = RowsScreen(title: "Search")
        search.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let settings = RowsScreen(title: "Settings")
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [feedNavigation, search, settings]
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === search && search.tabBarController === tabs)
        var slots: [CGRect] = []
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            let host = show(tabs, environment: ListEnvironment(layoutDirection: direction))
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
            #expect(search.view.safeAreaInsets == ListEdgeInsets(top: 59, bottom: 83))
            #expect(search.collectionView.adjustedContentInset == ListEdgeInsets(top: 59, bottom: 83))
            let frames = (0..<3).compactMap { find("tabBar.item.\($0)", in: tabs.tabBar)?.frame }
            #expect(frames.count == 3)
            if direction == .leftToRight {
                #expect(frames[0] == CGRect(x: 0, y: 0, width: 131, height: 49))
                #expect(frames[2] == CGRect(x: 262, y: 0, width: 131, height: 49))
                slots = frames
                let selected = try #require(find("tabBar.item.1", in: tabs.tabBar))
                #expect(selected.accessibilityLabel == "Search" && selected.accessibilityTraits.contains(.selected))
                let icon = try #require(selected.subviews.first as? ListImageView)
                #expect(icon.tintColor == .systemBlue)
                let other = try #require(find("tabBar.item.0", in: tabs.tabBar)?.subviews.first as? ListImageView)
                #expect(other.tintColor == .systemGray)
            } else {
                #expect(frames[0] == slots[2] && frames[2] == slots[0])
            }
            host.detach()
        }
        // The first tab is a navigation controller: its screen gets both bars.
        tabs.selectedIndex = 0
        let host = show(tabs)
        #expect(feed.view.safeAreaInsets == ListEdgeInsets(top: 103, bottom: 83))
        #expect(search.view.superview == nil)
        host.detach()
    }
}
