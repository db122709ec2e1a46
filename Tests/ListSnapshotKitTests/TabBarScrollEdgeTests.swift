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

/// A screen whose list (`rows` 44-point green rows) fills its view, on a white background.
private final class GreenRowsScreen: UIViewController, ListAdapterDataSource {
    lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
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

/// `UITabBar.scrollEdgeAppearance` (iOS 15 and later): at the bottom edge of the selected screen's content — scrolled
/// to its end, shorter than the screen, or no list at all — the tab bar draws its scroll-edge appearance, by default
/// the standard one without background and hairline; with content under it, the standard appearance.
@MainActor
@Suite struct TabBarScrollEdgeTests {
    static let iPhone16 = CGSize(width: 393, height: 852)

    /// The tab bar's background colour and whether its hairline shows, and the colour of the pixel at (20, 845) —
    /// under the bar, beside the home indicator — of the screen drawn at scale 1.
    private func tabBar(
        of tabs: UITabBarController, scrolling screen: GreenRowsScreen? = nil, toEnd: Bool = false,
        theme: ListUserInterfaceStyle = .light
    ) throws -> (background: ListColor?, hairline: Bool, pixel: ListColor) {
        let host = ListScreenHost(controller: tabs, size: Self.iPhone16, chrome: .forScreen(width: 393, height: 852))
        defer { host.detach() }
        host.root.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(theme: theme))
        host.root.layoutIfNeeded()
        if let screen, toEnd {
            screen.collectionView.contentOffset = screen.collectionView.maximumContentOffset
            tabs.tabBar.setNeedsLayout()
            host.root.layoutIfNeeded()
        }
        let snapshot = host.root.snapshot()
        let background = snapshot.node("tabBar.background")?.backgroundColor
        let hairline = snapshot.node("tabBar.shadow") != nil
        let image = try ListSnapshot.image(of: tabs, size: Self.iPhone16, scale: 1, environment: ListEnvironment(theme: theme))
        if let screen, toEnd {
            // The render lays the screen out again: keep it at the end for the picture too.
            #expect(screen.collectionView.isAtBottomScrollEdge)
        }
        return (background, hairline, image.pixel(x: 20, y: 845))
    }

    @Test func test_whenContentIsUnderTheTabBar_thatItDrawsTheStandardAppearance_andAtTheEndTheScrollEdgeOne() throws {
        let feed = GreenRowsScreen(rows: 30)
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, UIViewController()]
        let under = try tabBar(of: tabs)
        #expect(under.background == ListNavigationBarAppearance.defaultBackground.resolved(for: .light) && under.hairline)
        #expect(under.pixel != .white && under.pixel != ListColor.systemGreen.resolved(for: .light))
        let atEnd = try tabBar(of: tabs, scrolling: feed, toEnd: true)
        #expect(atEnd.background == nil && !atEnd.hairline)
    }

    @Test func test_whenTheListIsShortOrThereIsNone_thatTheTabBarIsTransparent_inLightAndDark() throws {
        for theme in [ListUserInterfaceStyle.light, .dark] {
            let tabs = UITabBarController()
            tabs.viewControllers = [GreenRowsScreen(rows: 3), UIViewController()]
            let short = try tabBar(of: tabs, theme: theme)
            #expect(short.background == nil && !short.hairline)
            #expect(short.pixel == .white)
            tabs.selectedIndex = 1
            let none = try tabBar(of: tabs, theme: theme)
            #expect(none.background == nil && !none.hairline)
        }
    }

    @Test func test_whenAScrollEdgeAppearanceIsSet_thatTheBarUsesItAtTheEdge_andTheStandardOneUnderContent() throws {
        let short = GreenRowsScreen(rows: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [short]
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemIndigo
        tabs.tabBar.scrollEdgeAppearance = edge
        let drawn = try tabBar(of: tabs)
        #expect(drawn.background == ListColor.systemIndigo.resolved(for: .light) && drawn.hairline)
        #expect(drawn.pixel == ListColor.systemIndigo.resolved(for: .light))
        let long = GreenRowsScreen(rows: 30)
        tabs.viewControllers = [long]
        #expect(try tabBar(of: tabs).background == ListNavigationBarAppearance.defaultBackground.resolved(for: .light))
    }
}
