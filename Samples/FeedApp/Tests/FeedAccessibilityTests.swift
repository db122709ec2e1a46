import Foundation
@testable import FeedAppSample
import ListPreview
import Testing

/// What VoiceOver reads on the FeedApp's first screen (320 × 568), written out by hand from UIKit's rules
/// (docs/ACCESSIBILITY.md) and the frames of the layout sidecar `feed+light-large-ltr.layout.json`:
/// - the stories strip: avatars are image views (not elements), the names are labels in one row, read leading first;
/// - Ana's header is one element (its label, the button trait and a hint), so avatar, "Ana" and "5h" are not read;
/// - her photo is an image view made an element with a label; the action row's image-only buttons have labels (the
///   comment button's title "1" is replaced by its label, its count is its value); the likes label is 34 points
///   below the row, so after it;
/// - the caption and the comment are labels (their attributed text's string);
/// - Ben's header, then his action row, whose top (y 565) is on screen while his likes (y 599) are not;
/// - the "load more" row is below the screen.
@Suite @MainActor struct FeedAccessibilityTests {
    static let expected = [
        "Ana", "Ben", "Chloé", "Dev", "Eun",
        "Ana, 5 hours ago. Button. Double-tap to open profile.",
        "Photo. Image.",
        "Like. Button.", "Comment: 1 comment. Button.", "Share. Button.", "Save. Button.",
        "12 likes",
        "Ana Sunrise over the bay this morning.",
        "Ben wow",
        "Ben, 4 hours ago. Button. Double-tap to open profile.",
        "Like. Button.", "Comment. Button.", "Share. Button.", "Save. Button.",
    ]

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

    @Test func test_whenTheFeedIsShown_thatVoiceOverReadsItsElementsInUIKitsOrder() {
        let feed = makeFeed()
        let hierarchy = RenderScene(collectionView: feed.collectionView, scale: 1)
            .accessibilityHierarchy(layoutDirection: .leftToRight)
        #expect(hierarchy.elements.map(\.spoken) == Self.expected)
        let sources = hierarchy.elements.map(\.source)
        #expect(sources[5] == "header 1" && sources[6] == "cell 1·0/photo" && sources[7] == "cell 1·1/like")
        #expect(sources[11] == "cell 1·1/likes" && sources[13] == "cell 1·3/text" && sources[15] == "cell 2·0/like")
        // Frames in screen points: Ana's header where the layout puts it (under the stories strip, 95 points tall
        // with its names in the system font), her like button in the action row below her photo.
        #expect(hierarchy.elements[5].frame == CGRect(x: 0, y: 107, width: 320, height: 48))
        #expect(hierarchy.elements[7].frame == CGRect(x: 16, y: 372, width: 20, height: 32))
        #expect(hierarchy.elements[8].label == "Comment" && hierarchy.elements[8].value == "1 comment")
        #expect(hierarchy.elements[8].traits == .button && hierarchy.elements[0].traits == .staticText)
    }

    @Test func test_whenTheFeedIsRightToLeft_thatTheSameElementsAreReadFromTheRight() {
        let feed = makeFeed()
        let rtl = ListEnvironment(layoutDirection: .rightToLeft, locale: "ar")
        let hierarchy = feed.collectionView.withEnvironment(rtl) {
            RenderScene(collectionView: feed.collectionView, scale: 1).accessibilityHierarchy(layoutDirection: .rightToLeft)
        }
        #expect(hierarchy.elements.map(\.spoken) == Self.expected)
        // Ana's story is the rightmost, and the like button the rightmost of its row.
        #expect(hierarchy.elements[0].frame.maxX > hierarchy.elements[1].frame.maxX)
        #expect(hierarchy.elements[7].frame.maxX == 304)
    }

    /// The accessibility snapshot as a golden (`__Snapshots__/FeedAccessibilityTests/voiceOverSnapshot.accessibility.png`
    /// and its right-to-left variant), its sidecar listing each element: a change in what VoiceOver reads fails here.
    @Test func voiceOverSnapshot() throws {
        let feed = makeFeed()
        try assertListSnapshot(
            of: feed.adapter, scale: 1,
            variants: [ListSpecVariant(name: "rtl", environment: ListEnvironmentOverrides(layoutDirection: .rightToLeft, locale: "ar"))],
            accessibility: true)
    }
}
