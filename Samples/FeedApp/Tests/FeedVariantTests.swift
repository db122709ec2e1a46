import Foundation
@testable import FeedAppSample
import ListPreview
import Testing

/// The FeedApp's adapter in light/dark × default/AX5 × left-to-right/right-to-left, one golden per variant
/// (`__Snapshots__/FeedVariantTests/feed+dark-ax5-rtl.png`, with its layout sidecar). Each case lands in the
/// artifacts folder's report (`make test` leaves CI's in `.listpreview-artifacts/`), beside the spec cases.
///
///     swift test --filter FeedVariantTests                        # compare
///     LISTPREVIEW_RECORD=all swift test --filter FeedVariantTests # re-record
@Suite @MainActor struct FeedVariantTests {
    static let variants = ListSpecVariant.matrix(
        themes: [.light, .dark], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft])

    private func makeFeed() -> FeedViewController {
        let feed = FeedViewController(
            posts: [
                Post(id: 1, author: "Ana", text: "Sunrise over the bay this morning.", likes: 12, comments: ["Ben: wow"],
                     photo: "photo"),
                Post(id: 2, author: "Ben", text: "Shipped the new list engine today.", likes: 48, comments: []),
            ],
            size: CGSize(width: 320, height: 568))
        feed.collectionView.layoutIfNeeded()
        return feed
    }

    @Test func feed() throws {
        let feed = makeFeed()
        try assertListSnapshot(of: feed.adapter, scale: 1, variants: Self.variants)
    }

    @Test func test_whenTheTextSizeIsAX5_thatThePostSectionsGrow_andTheFeedGetsItsOwnSizeBack() throws {
        let feed = makeFeed()
        let header = { feed.collectionView.layoutResult.elements(in: CGRect(x: 0, y: 0, width: 320, height: 2000))
            .filter { $0.kind == .header }.map(\.frame) }
        #expect(header() == [CGRect(x: 0, y: 107, width: 320, height: 48), CGRect(x: 0, y: 497, width: 320, height: 48)])
        let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let grown = feed.collectionView.withEnvironment(ax5) { header() }
        // Every height is measured from the text in the environment: the stories strip 95 → 132 (names in .caption1),
        // the header 48 → 70 (its age in .footnote, 44 pt at AX5), the first post 390 → 736 (likes, caption, comment).
        #expect(grown == [CGRect(x: 0, y: 144, width: 320, height: 70), CGRect(x: 0, y: 880, width: 320, height: 70)])
        #expect(header() == [CGRect(x: 0, y: 107, width: 320, height: 48), CGRect(x: 0, y: 497, width: 320, height: 48)])
    }
}
