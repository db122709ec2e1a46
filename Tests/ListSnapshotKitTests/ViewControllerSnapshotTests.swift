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

/// A screen written as an IGListKit app writes it: the collection view added in `viewDidLoad`, sized in
/// `viewDidLayoutSubviews`, the view controller as the adapter's data source and `viewController`.
private final class InboxViewController: UIViewController, ListAdapterDataSource {
    lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
        collectionView.frame = view.bounds
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { ["Inbox", "Drafts", "Sent"] as [NSString] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            cellClass: ListCell.self,
            configureBlock: { object, cell in cell.content = ListCellContent(text: (object as? NSString) as String?) },
            sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
    }
    func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

private final class DetailViewController: UIViewController {}

@MainActor
@Suite struct ViewControllerSnapshotTests {
    @Test func test_whenAScreenIsShown_thatItsViewLoadsOnce_laysOutWithItsCallbacks_andSizesItsList() throws {
        let screen = InboxViewController()
        #expect(!screen.isViewLoaded)
        #expect(screen.viewIfLoaded == nil)
        screen.beginAppearanceTransition(true, animated: false)
        #expect(screen.events == ["viewDidLoad", "viewWillAppear"])
        #expect(screen.view.frame == UIScreen.main.bounds)
        screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        screen.view.layoutIfNeeded()
        #expect(screen.events == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(screen.collectionView.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(screen.adapter.viewController === screen)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.visibleCells.count == 3)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 2))?.frame
            == CGRect(x: 0, y: 88, width: 320, height: 44))
        // Nothing changed: another pass does not lay the root out again.
        screen.view.layoutIfNeeded()
        #expect(screen.events.count == 4)
    }

    @Test func test_whenAScreenIsRendered_thatItsListIsDrawnInIt_asTheListAloneDrawsIt() throws {
        for environment in [ListEnvironment(), ListEnvironment(theme: .dark, layoutDirection: .rightToLeft)] {
            let screen = InboxViewController()
            screen.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            screen.view.layoutIfNeeded()
            let image = try ListSnapshot.image(of: screen.view, scale: 2, environment: environment).rgbaImage()
            #expect(image.width == 640 && image.height == 400)
            let list = try ListSnapshot.image(of: screen.collectionView, scale: 2, environment: environment).rgbaImage()
            // The cells (0…132 points down) are the list's own pixels, but at their rounded corners, where the
            // screen's background shows instead of the list's.
            let background = ListColor.systemBackground.resolved(for: environment.theme)
            var differing = 0, elsewhere = 0
            for y in 0..<264 {
                for x in 0..<640 where image.pixel(x: x, y: y) != list.pixel(x: x, y: y) {
                    differing += 1
                    let row = y % 88
                    let corner = (x < 24 || x >= 616) && (row < 24 || row >= 64)
                    if !corner || image.pixel(x: x, y: y).alpha != 255 { elsewhere += 1 }
                }
            }
            #expect(elsewhere == 0, "\(environment): \(differing) pixels differ")
            #expect(image.pixel(x: 0, y: 0) == background)
            // Below the cells, the screen's own background.
            #expect(image.pixel(x: 320, y: 390) == background)
        }
    }

    @Test func test_whenScreensArePushedPresentedAndAdded_thatUIKitsBookkeepingIsKept() {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        #expect(navigation.topViewController === inbox)
        #expect(inbox.navigationController === navigation)
        let detail = DetailViewController()
        inbox.navigationController?.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [inbox, detail].map(ObjectIdentifier.init))
        #expect(detail.parent === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(detail.parent == nil)
        #expect(navigation.popViewController(animated: true) == nil)  // the root stays
        var completed = false
        inbox.present(detail, animated: true) { completed = true }
        #expect(completed)
        #expect(inbox.presentedViewController === detail)
        #expect(detail.presentingViewController === inbox)
        detail.dismiss(animated: true)
        #expect(inbox.presentedViewController == nil)
        let child = DetailViewController()
        inbox.addChild(child)
        #expect(inbox.children.count == 1 && child.parent === inbox)
        child.removeFromParent()
        #expect(inbox.children.isEmpty)
    }

    @Test func test_whenASectionControllerNavigates_thatItsViewControllerIsTheScreen_asInIGListKit() throws {
        let screen = InboxViewController()
        let navigation = UINavigationController(rootViewController: screen)
        screen.view.layoutIfNeeded()
        let section = try #require(screen.adapter.sectionController(forSection: 1))
        #expect(section.viewController === screen)
        #expect(section.owner === screen)
        // IGListKit's didSelectItem code, as written.
        let detail = DetailViewController()
        section.viewController?.navigationController?.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail)
        section.viewController?.present(DetailViewController(), animated: true, completion: nil)
        #expect(screen.presentedViewController != nil)
        // An adapter whose owner is no view controller hands it on as the owner only.
        let plain = NSObject()
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: plain)
        #expect(adapter.owner === plain && adapter.viewController == nil)
    }

    @Test func test_whenLoadViewIsOverridden_thatItsViewIsTheRoot_andHearsTheLayoutPasses() {
        final class Custom: UIViewController {
            var laidOut = 0
            override func loadView() { view = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40)) }
            override func viewDidLayoutSubviews() { laidOut += 1 }
        }
        let screen = Custom()
        #expect(screen.view is UILabel)
        screen.view.layoutIfNeeded()
        #expect(screen.laidOut == 1)
        // A replaced root view no longer reports to it.
        let old = screen.view!
        screen.view = UIView(frame: .zero)
        old.setNeedsLayout()
        old.layoutIfNeeded()
        #expect(screen.laidOut == 1)
    }
}
