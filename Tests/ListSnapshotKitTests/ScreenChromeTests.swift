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

/// A screen whose list fills its view, as an IGListKit app's: three 44-point rows.
private final class RowsViewController: UIViewController, ListAdapterDataSource {
    lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var style = ListStatusBarStyle.default
    var hidesStatusBar = false
    var seenSafeArea: ListEdgeInsets?
    override var preferredStatusBarStyle: ListStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        seenSafeArea = view.safeAreaInsets
        collectionView.frame = view.bounds
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { ["Inbox", "Drafts", "Sent"] as [NSString] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            cellClass: ListCell.self,
            configureBlock: { _, cell in cell.backgroundColor = .systemRed },
            sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
    }
    func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor
@Suite struct ScreenChromeTests {
    static let iPhone16 = CGSize(width: 393, height: 852)

    @Test func test_whenADeviceIsLookedUpBySize_thatItsSafeAreaIsApplesPublishedOne() {
        let island = ListDeviceChrome.forScreen(width: 393, height: 852)
        #expect(island.housing == .dynamicIsland && island.statusBarHeight == 54)
        #expect(island.safeAreaInsets == ListEdgeInsets(top: 59, bottom: 34) && island.hasHomeIndicator)
        #expect(ListDeviceChrome.forScreen(width: 402, height: 874).safeAreaInsets == ListEdgeInsets(top: 62, bottom: 34))
        #expect(ListDeviceChrome.forScreen(width: 440, height: 956).safeAreaInsets.top == 62)
        #expect(ListDeviceChrome.forScreen(width: 430, height: 932).safeAreaInsets.top == 59)
        #expect(ListDeviceChrome.forScreen(width: 390, height: 844).safeAreaInsets == ListEdgeInsets(top: 47, bottom: 34))
        #expect(ListDeviceChrome.forScreen(width: 375, height: 812).safeAreaInsets.top == 44)
        let se = ListDeviceChrome.forScreen(width: 375, height: 667)
        #expect(se.housing == .homeButton && se.safeAreaInsets == ListEdgeInsets(top: 20) && !se.hasHomeIndicator)
        #expect(se.safeAreaInsetsWithoutStatusBar == .zero)
        #expect(island.safeAreaInsetsWithoutStatusBar == island.safeAreaInsets)
        let iPad = ListDeviceChrome.forScreen(width: 1032, height: 1376)
        #expect(iPad.housing == .tablet && iPad.safeAreaInsets == ListEdgeInsets(top: 24, bottom: 20))
        // Landscape sizes are read as portrait; unknown sizes take the nearest kind of device.
        #expect(ListDeviceChrome.forScreen(width: 852, height: 393) == island)
        #expect(ListDeviceChrome.forScreen(width: 320, height: 480).housing == .homeButton)
        #expect(ListDeviceChrome.forScreen(width: 400, height: 900).safeAreaInsets.top == 47)
        #expect(ListDeviceChrome.forScreen(width: 900, height: 1200).housing == .tablet)
    }

    @Test func test_whenAScreenIsShown_thatItsViewsGetTheSafeAreaTheyOverlap_andLoseItOffScreen() {
        let screen = RowsViewController()
        let banner = ListView(frame: CGRect(x: 0, y: 30, width: 393, height: 100))
        let footer = ListView(frame: CGRect(x: 10, y: 800, width: 100, height: 52))
        let middle = ListView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        for view in [banner, footer, middle] { screen.view.addSubview(view) }
        let host = ListScreenHost(controller: screen, size: Self.iPhone16, chrome: .forScreen(width: 393, height: 852))
        host.root.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == ListEdgeInsets(top: 59, bottom: 34))
        #expect(screen.seenSafeArea == ListEdgeInsets(top: 59, bottom: 34))  // viewDidLayoutSubviews saw them
        #expect(banner.safeAreaInsets == ListEdgeInsets(top: 29))
        #expect(footer.safeAreaInsets == ListEdgeInsets(bottom: 34))
        #expect(middle.safeAreaInsets == .zero)
        screen.additionalSafeAreaInsets = ListEdgeInsets(top: 10, left: 4)
        #expect(screen.view.safeAreaInsets == ListEdgeInsets(top: 69, left: 4, bottom: 34))
        #expect(banner.safeAreaInsets == ListEdgeInsets(top: 39, left: 4))
        host.detach()
        #expect(screen.view.superview == nil && screen.view.safeAreaInsets == ListEdgeInsets(top: 10, left: 4))
        screen.additionalSafeAreaInsets = .zero
        #expect(banner.safeAreaInsets == .zero)
    }

    @Test func test_whenAListFillsAScreen_thatItsAdjustedContentInsetFollowsTheAdjustmentBehavior() throws {
        let cases: [(ListContentInsetAdjustmentBehavior, Bool, ListEdgeInsets)] = [
            (.automatic, false, ListEdgeInsets(top: 59, bottom: 34)),
            (.always, false, ListEdgeInsets(top: 59, bottom: 34)),
            (.never, false, .zero),
            (.scrollableAxes, false, .zero),  // three rows do not scroll
            (.scrollableAxes, true, ListEdgeInsets(top: 59, bottom: 34)),  // unless it always bounces
        ]
        for (behavior, bounces, expected) in cases {
            let screen = RowsViewController()
            screen.collectionView.contentInsetAdjustmentBehavior = behavior
            screen.collectionView.alwaysBounceVertical = bounces
            screen.collectionView.contentInset = ListEdgeInsets(top: 8)
            let host = ListScreenHost(controller: screen, size: Self.iPhone16, chrome: .forScreen(width: 393, height: 852))
            host.root.layoutIfNeeded()
            let list = screen.collectionView
            let adjusted = ListEdgeInsets(top: expected.top + 8, bottom: expected.bottom)
            #expect(list.adjustedContentInset == adjusted, "\(behavior)")
            #expect(screen.adapter.adjustedContainerInset == adjusted)
            #expect(screen.adapter.containerInset == ListEdgeInsets(top: 8))
            #expect(list.contentOffset == CGPoint(x: 0, y: -adjusted.top), "\(behavior)")
            #expect(list.adjustedVisibleRect == CGRect(x: 0, y: 0, width: 393, height: 852 - adjusted.vertical))
            // The first row: at the top of the content, shown just below the bars.
            let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(first.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
            #expect(first.frame.minY - list.contentOffset.y == adjusted.top)
            host.detach()
            #expect(list.adjustedContentInset == ListEdgeInsets(top: 8))
            list.layoutIfNeeded()
            #expect(list.contentOffset == CGPoint(x: 0, y: -8))
        }
    }

    @Test func test_whenAStatusBarIsLaidOut_thatItsItemsSitBesideTheHousing_andMirrorRightToLeft() throws {
        let chrome = ListDeviceChrome.forScreen(width: 393, height: 852)
        let bar = ListStatusBarView(chrome: chrome, width: 393, style: .default)
        bar.layoutIfNeeded()
        let time = try #require(bar.subviews.first { $0.accessibilityIdentifier == "statusBar.time" })
        let battery = try #require(bar.subviews.first { $0.accessibilityIdentifier == "statusBar.battery" })
        let signal = try #require(bar.subviews.first { $0.accessibilityIdentifier == "statusBar.signal" })
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 54))
        // The ears beside the 126-point island are 133.5 points wide: the time centred in the leading one, 6 points
        // outwards of its middle, the icons in the trailing one.
        #expect(time.frame.midX == 72.75)
        #expect(battery.frame.size == CGSize(width: 27.5, height: 12) && battery.frame.minY == 24)
        #expect(signal.frame.size == CGSize(width: 17, height: 11) && signal.frame.minX > 259.5)
        #expect(battery.frame.maxX < 393 - 4)
        let leftToRight = bar.subviews.map(\.frame)
        bar.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: .rightToLeft))
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        for (view, frame) in zip(bar.subviews, leftToRight) {
            #expect(view.frame == CGRect(x: 393 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height))
        }
        // A home-button phone: the time in the middle of a 20-point bar, the battery at the trailing edge.
        let se = ListStatusBarView(chrome: .forScreen(width: 375, height: 667), width: 375, style: .default)
        se.layoutIfNeeded()
        #expect(se.bounds.height == 20 && se.subviews[0].frame.midX == 187.5)
        #expect(abs(se.subviews.last!.frame.maxX - (375 - 6)) < 0.001)
        let indicator = ListHomeIndicatorView(screen: Self.iPhone16, chrome: chrome, style: .default)
        #expect(indicator.frame == CGRect(x: 129.5, y: 839, width: 134, height: 5))
    }

    @Test func test_whenAScreenIsRendered_thatTheStatusBarAndHomeIndicatorDraw_inTheStyleAndTheme() throws {
        struct Case { var theme: ListUserInterfaceStyle; var style: ListStatusBarStyle; var light: Bool }
        for item in [
            Case(theme: .light, style: .default, light: false), Case(theme: .dark, style: .default, light: true),
            Case(theme: .light, style: .lightContent, light: true), Case(theme: .dark, style: .darkContent, light: false),
        ] {
            let screen = RowsViewController()
            screen.style = item.style
            let image = try ListSnapshot.image(
                of: screen, size: Self.iPhone16, scale: 1, environment: ListEnvironment(theme: item.theme)
            ).rgbaImage()
            #expect(image.width == 393 && image.height == 852)
            // The time's glyphs (x 50…95, y 19…40) are in the content colour; the background elsewhere.
            let ink = item.light ? ListColor.white : ListColor.black
            var inked = 0
            for y in 19..<41 { for x in 50..<96 where image.pixel(x: x, y: y) == ink { inked += 1 } }
            #expect(inked > 20, "\(item.theme) \(item.style): \(inked)")
            // The home indicator's middle, and the screen's background beside it.
            #expect(image.pixel(x: 196, y: 841) == ink)
            #expect(image.pixel(x: 100, y: 841) == ListColor.systemBackground.resolved(for: item.theme))
            // The first row starts 59 points down (the cells are red).
            let red = ListColor.systemRed.resolved(for: item.theme)
            #expect(image.pixel(x: 196, y: 58) != red && image.pixel(x: 196, y: 60) == red)
        }
    }

    @Test func test_whenAScreenIsRendered_thatItsViewGoesBack_andTheBareViewStaysChromeFree() throws {
        let screen = RowsViewController()
        screen.view.frame = CGRect(origin: .zero, size: Self.iPhone16)
        let bare = try ListSnapshot.image(of: screen.view, scale: 1).rgbaImage()
        let first = try ListSnapshot.image(of: screen, size: Self.iPhone16, scale: 1).rgbaImage()
        let again = try ListSnapshot.image(of: screen, size: Self.iPhone16, scale: 1).rgbaImage()
        #expect(first == again)
        #expect(screen.view.superview == nil && screen.view.safeAreaInsets == .zero)
        #expect(try ListSnapshot.image(of: screen.view, scale: 1).rgbaImage() == bare)
        #expect(try ListSnapshot.image(of: screen, size: Self.iPhone16, showsChrome: false, scale: 1).rgbaImage() == bare)
        #expect(first != bare)
        // The list starts at the top of the bare view.
        #expect(bare.pixel(x: 196, y: 1) == ListColor.systemRed.resolved(for: .light))
    }

    @Test func test_whenTheStatusBarIsHidden_thatAHomeButtonPhoneLosesItsTopInset_andNothingDrawsThere() throws {
        let screen = RowsViewController()
        screen.hidesStatusBar = true
        let se = CGSize(width: 375, height: 667)
        let host = ListScreenHost(controller: screen, size: se, chrome: .forScreen(width: 375, height: 667))
        host.root.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == .zero)
        #expect(!host.root.subviews.contains { $0.accessibilityIdentifier == "statusBar" })
        #expect(!host.root.subviews.contains { $0.accessibilityIdentifier == "homeIndicator" })
        host.detach()
        screen.hidesStatusBar = false
        let shown = ListScreenHost(controller: screen, size: se, chrome: .forScreen(width: 375, height: 667))
        shown.root.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == ListEdgeInsets(top: 20))
        #expect(shown.root.subviews.contains { $0.accessibilityIdentifier == "statusBar" })
        shown.detach()
    }
}
