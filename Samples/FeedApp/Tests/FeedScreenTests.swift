import Foundation
@testable import FeedAppSample
import ListPreview
import Testing

/// The FeedApp as the app shows it (``FeedScreenController``): the feed under a navigation bar titled "Feed", in a
/// tab bar controller, on an iPhone 14 screen — the base golden and dark, AX5, right to left
/// (`__Snapshots__/FeedScreenTests/feedScreen+dark-ax5-rtl.png`), its accessibility snapshot, and where the bars put
/// the content.
///
///     swift test --filter FeedScreenTests                        # compare
///     LISTPREVIEW_RECORD=all swift test --filter FeedScreenTests # re-record
@Suite @MainActor struct FeedScreenTests {
    static let size = CGSize(width: 390, height: 844)

    private func makeScreen() -> (UITabBarController, FeedViewController) {
        let feed = FeedViewController(
            posts: [
                Post(id: 1, author: "Ana", text: "Sunrise over the bay this morning.", likes: 12, comments: ["Ben: wow"],
                     photo: "photo"),
                Post(id: 2, author: "Ben", text: "Shipped the new list engine today.", likes: 48, comments: []),
            ],
            size: Self.size)
        return (FeedScreenController.makeScreen(feed: feed), feed)
    }

    @Test func feedScreen() throws {
        let (screen, _) = makeScreen()
        try assertListSnapshot(
            of: screen, size: Self.size, scale: 1,
            variants: ListSpecVariant.matrix(
                themes: [.dark], contentSizeCategories: [.accessibilityExtraExtraExtraLarge],
                layoutDirections: [.rightToLeft]))
    }

    /// What VoiceOver reads on the screen: the status bar, the navigation bar, the feed, the tab bar.
    @Test func feedScreenAccessibility() throws {
        let (screen, _) = makeScreen()
        try assertListSnapshot(of: screen, size: Self.size, scale: 1, accessibility: true)
    }

    @Test func test_whenTheFeedIsUnderTheBars_thatItsContentStartsBelowTheNavigationBar_andAPinnedHeaderStaysBelowIt()
        throws
    {
        let (screen, feed) = makeScreen()
        _ = try ListSnapshot.image(of: screen, size: Self.size, scale: 1)
        let collectionView = feed.collectionView
        // The collection view fills the screen; its content is inset by the status bar (47) and the navigation bar
        // (44) above, the tab bar (49) and the home indicator (34) below, and starts at rest below the bar.
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -91))
        let stories = try #require(collectionView.visibleCells.first { $0 is StoriesCell })
        #expect(stories.frame.minY - collectionView.contentOffset.y == 91)

        // Scrolled 40 points into Ana's post, her header pins 91 points below the offset (stickyHeaderYOffset
        // follows the safe area), not under the bar.
        let header = { collectionView.layoutResult.elements(in: CGRect(x: 0, y: 0, width: 390, height: 3000))
            .filter { $0.kind == .header }.map(\.frame) }
        let anaTop = try #require(header().first).minY
        collectionView.contentOffset = CGPoint(x: 0, y: anaTop - 91 + 40)
        _ = try ListSnapshot.image(of: screen, size: Self.size, scale: 1)
        #expect(try #require(header().first).minY == collectionView.contentOffset.y + 91)
    }
}
