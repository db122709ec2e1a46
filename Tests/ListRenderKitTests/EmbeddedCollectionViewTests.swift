import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import Testing

/// A collection view embedded in a cell (IGListKit's nested adapter, ``EmbeddedRow``): laid out with the cell, its
/// visible cells in the cell's view tree (frames in its content, offset by its content offset, mirrored in right to
/// left), drawn inside the cell and clipped to its bounds, updated through the nested adapter.
@MainActor @Suite struct EmbeddedCollectionViewTests {
    private typealias Screen = EmbeddedRow.Screen

    /// The nested list's node in the row cell's tree.
    private func nestedNode(_ screen: Screen) throws -> ListViewSnapshot {
        try #require(screen.row.snapshot().node("avatars"))
    }

    /// The frames of the avatars in the row cell's coordinates, by identifier, in drawing order.
    private func avatarFrames(_ screen: Screen) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for entry in screen.row.snapshot().framesInRoot where entry.identifier.hasPrefix("avatar ") {
            frames[entry.identifier] = entry.frame
        }
        return frames
    }

    @Test func test_whenACellEmbedsAHorizontalList_thatItsCellsAreLaidOutInItsContent_andAreChildrenOfItsNode() throws {
        let screen = Screen()
        let row = screen.row
        #expect(row.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(row.collectionView.frame == CGRect(x: 25, y: 0, width: 270, height: 100))
        #expect(row.collectionView.contentSize == CGSize(width: 420, height: 100))
        #expect(row.collectionView.indexPathsForVisibleItems.map(\.section) == [0, 1, 2, 3])
        let node = try nestedNode(screen)
        #expect(node.kind == .collectionView)
        #expect(node.path == "0/0")
        #expect(node.clipsToBounds)
        #expect(node.boundsOrigin == .zero)
        #expect(node.children.map(\.identifier) == ["avatar 0", "avatar 1", "avatar 2", "avatar 3"])
        #expect(node.children.map(\.path) == ["0/0/cell 0·0", "0/0/cell 1·0", "0/0/cell 2·0", "0/0/cell 3·0"])
        #expect(node.children.map(\.frame) == [0, 1, 2, 3].map { CGRect(x: 10 + 70 * $0, y: 10, width: 60, height: 80) })
        #expect(node.children[0].children.first?.path == "0/0/cell 0·0/0")   // the avatar's content view
        #expect(avatarFrames(screen)["avatar 3"] == CGRect(x: 245, y: 10, width: 60, height: 80))
        // Recorded UIScrollView settings, nothing drawn for them.
        #expect(row.collectionView.alwaysBounceHorizontal && !row.collectionView.alwaysBounceVertical)
        #expect(!row.collectionView.showsHorizontalScrollIndicator && row.collectionView.showsVerticalScrollIndicator)
    }

    @Test func test_whenTheNestedListScrolls_thatItsNodeIsOffsetByTheContentOffset_andShowsTheCellsNowVisible() throws {
        let screen = Screen()
        screen.row.collectionView.contentOffset = CGPoint(x: 100, y: 0)
        let node = try nestedNode(screen)
        #expect(node.boundsOrigin == CGPoint(x: 100, y: 0))
        #expect(node.children.map(\.identifier) == ["avatar 1", "avatar 2", "avatar 3", "avatar 4", "avatar 5"])
        let frames = avatarFrames(screen)
        #expect(frames["avatar 1"] == CGRect(x: 5, y: 10, width: 60, height: 80))      // 25 + 80 - 100
        #expect(frames["avatar 5"] == CGRect(x: 285, y: 10, width: 60, height: 80))    // 25 + 360 - 100
        #expect(screen.row.collectionView.bounds == CGRect(x: 100, y: 0, width: 270, height: 100))
    }

    @Test func test_whenShownRightToLeft_thatTheHorizontalNestedListIsMirrored_itsFirstCellOnTheRight() throws {
        let screen = Screen(environment: ListEnvironment(layoutDirection: .rightToLeft, locale: "ar"))
        #expect(screen.row.collectionView.isMirrored)
        let frames = avatarFrames(screen)
        #expect(frames["avatar 0"] == CGRect(x: 225, y: 10, width: 60, height: 80))    // 25 + 270 - 70
        #expect(frames["avatar 3"] == CGRect(x: 15, y: 10, width: 60, height: 80))     // 25 + 270 - 280
        // The nested cells take the row's environment.
        #expect(screen.row.collectionView.visibleCells.allSatisfy { $0.traitCollection.layoutDirection == .rightToLeft })
    }

    @Test func test_whenTheNestedAdapterUpdates_thatTheRowShowsTheNewCells() throws {
        let screen = Screen()
        let section = screen.rowSection
        section.count = 2
        section.adapter.performUpdates(animated: false)
        section.nestedUpdater.flush()
        #expect(screen.row.collectionView.numberOfSections == 2)
        #expect(try nestedNode(screen).children.map(\.identifier) == ["avatar 0", "avatar 1"])
        section.count = 7
        section.adapter.performUpdates(animated: false)
        section.nestedUpdater.flush()
        screen.row.collectionView.contentOffset = CGPoint(x: 220, y: 0)    // 220 ..< 490: avatars 3 ... 6
        #expect(try nestedNode(screen).children.map(\.identifier) == ["avatar 3", "avatar 4", "avatar 5", "avatar 6"])
        #expect(avatarFrames(screen)["avatar 6"] == CGRect(x: 235, y: 10, width: 60, height: 80))   // 25 + 430 - 220
    }

    /// The colour at a point (in points) of a render at `scale`.
    private func pixel(_ image: RasterImage, _ x: Double, _ y: Double, scale: Double) -> ListColor {
        image.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    @Test(arguments: [(1.0, ListUserInterfaceStyle.light), (2, .dark), (3, .light)])
    func test_whenDrawn_thatTheNestedCellsAreInsideTheRow_clippedToTheNestedList(
        scale: Double, theme: ListUserInterfaceStyle
    ) throws {
        let environment = ListEnvironment(theme: theme)
        let screen = Screen(environment: environment)
        let image = try ListSnapshot.image(of: screen.collectionView, scale: scale, environment: environment)
        let nestedBackground = ListColor.systemGray5.resolved(for: theme)
        #expect(pixel(image, 30, 50, scale: scale) == nestedBackground)
        #expect(pixel(image, 40, 50, scale: scale) == EmbeddedRow.colors[0])
        #expect(pixel(image, 110, 50, scale: scale) == EmbeddedRow.colors[1])
        #expect(pixel(image, 180, 50, scale: scale) == EmbeddedRow.colors[2])
        #expect(pixel(image, 290, 50, scale: scale) == EmbeddedRow.colors[3])      // 245 ..< 295 of 245 ..< 305
        #expect(pixel(image, 300, 50, scale: scale) != EmbeddedRow.colors[3])      // clipped at the list's edge
        #expect(pixel(image, 300, 50, scale: scale) != nestedBackground)
    }

    @Test func test_whenDrawnRightToLeft_thatTheFirstAvatarIsOnTheRight_andTheFourthClippedOnTheLeft() throws {
        let environment = ListEnvironment(layoutDirection: .rightToLeft, locale: "ar")
        let screen = Screen(environment: environment)
        let image = try ListSnapshot.image(of: screen.collectionView, scale: 2, environment: environment)
        #expect(pixel(image, 280, 50, scale: 2) == EmbeddedRow.colors[0])
        #expect(pixel(image, 30, 50, scale: 2) == EmbeddedRow.colors[3])
        #expect(pixel(image, 20, 50, scale: 2) != EmbeddedRow.colors[3])
    }

    @Test func test_whenTheOuterListsEnvironmentChanges_thatTheNestedListAndItsCellsFollow() throws {
        let screen = Screen()
        let dark = ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar")
        let image = try ListSnapshot.image(of: screen.collectionView, scale: 1, environment: dark)
        #expect(pixel(image, 30, 5, scale: 1) == ListColor.systemGray5.resolved(for: .dark))
        #expect(pixel(image, 280, 50, scale: 1) == EmbeddedRow.colors[0])          // mirrored: first on the right
        // Back in the list's own (light, left-to-right) environment.
        #expect(screen.row.collectionView.visibleCells.allSatisfy { $0.traitCollection.layoutDirection == .leftToRight })
        #expect(avatarFrames(screen)["avatar 0"] == CGRect(x: 35, y: 10, width: 60, height: 80))
        let light = try ListSnapshot.image(of: screen.collectionView, scale: 1)
        #expect(pixel(light, 30, 5, scale: 1) == ListColor.systemGray5.resolved(for: .light))
    }

    /// A scroll delegate written with UIKit's parameter type.
    private final class ScrollLog: ListScrollViewDelegate {
        var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    }

    @Test func test_whenScrollViewSettingsAreSet_asUIKitSpellsThem_thatTheyAreRecorded_andNothingIsDrawnForThem() throws {
        let screen = Screen()
        let before = try ListSnapshot.image(of: screen.collectionView, scale: 1).rgbaImage()
        let list = screen.row.collectionView
        #expect(list.contentInsetAdjustmentBehavior == .automatic && list.decelerationRate == .normal)
        list.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.never
        list.decelerationRate = UIScrollView.DecelerationRate.fast
        list.keyboardDismissMode = .onDrag
        list.isPagingEnabled = true
        list.bounces = false
        list.showsVerticalScrollIndicator = false
        list.isDirectionalLockEnabled = true
        #expect(list.contentInsetAdjustmentBehavior == .never && list.decelerationRate.rawValue == 0.99)
        #expect(list.keyboardDismissMode == .onDrag && list.isPagingEnabled && !list.bounces)
        #expect(try ListSnapshot.image(of: screen.collectionView, scale: 1).rgbaImage() == before)
        // The nested adapter forwards its scroll events to a delegate written with `UIScrollView`.
        let log = ScrollLog()
        screen.rowSection.adapter.scrollViewDelegate = log
        list.contentOffset = CGPoint(x: 40, y: 0)
        #expect(log.offsets == [CGPoint(x: 40, y: 0)])
    }

    /// A data source whose empty view is IGListKit's spelling, `-> UIView?`.
    private final class NoStories: ListAdapterDataSource {
        func objects(for listAdapter: ListAdapter) -> [ListDiffable] { [] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            EmbeddedRow.AvatarSection()
        }
        func emptyView(for listAdapter: ListAdapter) -> UIView? {
            let label = UILabel()
            label.text = "No stories"
            label.accessibilityIdentifier = "empty"
            return label
        }
    }

    /// A data source that implements neither `emptyView(for:)`.
    private final class NoEmptyView: ListAdapterDataSource {
        func objects(for listAdapter: ListAdapter) -> [ListDiffable] { [] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            EmbeddedRow.AvatarSection()
        }
    }

    @Test func test_whenTheEmptyViewIsAUIView_asIGListKitSpellsIt_thatItFillsTheEmptyListInAHost() throws {
        let none = NoEmptyView()
        let bare = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        bare.collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        bare.dataSource = none
        #expect(bare.collectionView?.backgroundView == nil)
        let source = NoStories()
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        adapter.dataSource = source
        let background = try #require(adapter.collectionView?.visibleBackgroundView)
        background.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let tree = try #require(background.viewTree)
        #expect(tree.node("empty")?.text?.string == "No stories")
        #expect(tree.framesInRoot.first { $0.identifier == "empty" }?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func test_whenDrawnTwice_thatTheBytesAreTheSame() throws {
        let first = try ListSnapshot.image(of: Screen().collectionView, scale: 2).rgbaImage()
        let second = try ListSnapshot.image(of: Screen().collectionView, scale: 2).rgbaImage()
        #expect(first == second)
    }

    @Test(arguments: [
        ("light-1x", 1.0, ListEnvironment()), ("dark-2x", 2, ListEnvironment(theme: .dark)),
        ("rtl-3x", 3, ListEnvironment(layoutDirection: .rightToLeft, locale: "ar")),
    ])
    func test_whenRendered_thatTheRowMatchesItsGolden(name: String, scale: Double, environment: ListEnvironment) throws {
        let screen = Screen(environment: environment)
        screen.row.collectionView.contentOffset = CGPoint(x: 30, y: 0)
        try assertListSnapshot(of: screen.collectionView, named: name, scale: scale, environment: environment)
    }
}
