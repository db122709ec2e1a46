import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import Testing

/// Quick text cells (``ListCellContent`` only) of a list embedded in a cell (``EmbeddedTextRow``): each carries its
/// content in its node and is drawn pixel for pixel as the same cell in an outer list.
@MainActor @Suite struct EmbeddedTextCellTests {
    private typealias Screen = EmbeddedTextRow.Screen

    @Test func test_whenANestedCellHasOnlyQuickContent_thatItsNodeCarriesIt_asACellWithoutATree() throws {
        let screen = Screen()
        let chips = try #require(screen.row.snapshot().node("chips"))
        #expect(chips.elementContent == nil)
        #expect(chips.children.map(\.elementContent) == (0..<3).map {
            ListViewSnapshot.ElementContent(role: .cell, content: EmbeddedTextRow.content($0), drawsTree: false)
        })
        #expect(chips.children.map(\.frame) == [0, 1, 2].map { CGRect(x: 10 + 130 * $0, y: 10, width: 120, height: 60) })
        // The row itself is an outer cell: its tree is the outer list's business, not an element of a nested list.
        #expect(screen.row.snapshot().elementContent == nil)
        // Avatars draw a tree: their node says so (their content is the empty default).
        let avatars = try #require(EmbeddedRow.Screen().row.snapshot().node("avatars"))
        #expect(avatars.children.allSatisfy { $0.elementContent?.drawsTree == true && $0.elementContent?.role == .cell })
    }

    /// The pixels of a `width` × `height` point rectangle at `origin` (points) of an image at `scale`.
    private func crop(_ image: RasterImage, x: Double, y: Double, width: Double, height: Double, scale: Double)
        -> [ListColor]
    {
        var pixels: [ListColor] = []
        for row in Int(y * scale)..<Int((y + height) * scale) {
            for column in Int(x * scale)..<Int((x + width) * scale) { pixels.append(image.pixel(x: column, y: row)) }
        }
        return pixels
    }

    nonisolated static let environments: [(Double, ListEnvironment)] = [
        (1, ListEnvironment()), (2, ListEnvironment(theme: .dark)),
        (3, ListEnvironment(layoutDirection: .rightToLeft, locale: "ar")),
        (2, ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar")),
        (1, ListEnvironment(theme: .light, contentSizeCategory: .extraExtraExtraLarge)),
        (3, ListEnvironment(theme: .dark)),
    ]

    @Test(arguments: environments)
    func test_whenDrawnInANestedList_thatAQuickTextCellHasTheExactPixelsOfTheSameCellInAnOuterList(
        scale: Double, environment: ListEnvironment
    ) throws {
        let nested = Screen(environment: environment)
        let flat = Screen(nested: false, environment: environment)
        let nestedImage = try ListSnapshot.image(of: nested.collectionView, scale: scale, environment: environment)
        let flatImage = try ListSnapshot.image(of: flat.collectionView, scale: scale, environment: environment)
        let theme = RenderTheme(style: environment.theme)
        let rowFrames = nested.row.snapshot().framesInRoot
        for number in 0..<2 {    // chip 2 is cut by the row's edge (280 ..< 400 of 20 ..< 320)
            let inRow = try #require(rowFrames.first { $0.identifier == "0/0/cell \(number)·0" })
            let flatCell = try #require(flat.collectionView.cellForItem(at: IndexPath(item: 0, section: number)))
            let flatFrame = flat.collectionView.isMirrored
                ? flat.collectionView.shownFrame(of: flatCell.frame) : flatCell.frame
            let nestedPixels = crop(
                nestedImage, x: inRow.frame.minX, y: inRow.frame.minY, width: 120, height: 60, scale: scale)
            let flatPixels = crop(
                flatImage, x: flatFrame.minX, y: flatFrame.minY, width: 120, height: 60, scale: scale)
            #expect(nestedPixels.count == flatPixels.count)
            let differing = zip(nestedPixels, flatPixels).filter { $0 != $1 }.count
            #expect(differing == 0, "chip \(number) at \(scale)x in \(environment)")
            // Not an empty cell: the text is there (more than the fill and the background).
            #expect(Set(nestedPixels).count > 20)
            #expect(nestedPixels.contains(theme.cell))
        }
    }

    @Test(arguments: [
        ("light-1x", 1.0, ListEnvironment()),
        ("dark-rtl-2x", 2, ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar")),
    ])
    func test_whenRendered_thatTheTextRowMatchesItsGolden(name: String, scale: Double, environment: ListEnvironment)
        throws
    {
        let screen = Screen(environment: environment)
        screen.row.collectionView.contentOffset = CGPoint(x: 40, y: 0)
        try assertListSnapshot(of: screen.collectionView, named: name, scale: scale, environment: environment)
    }
}
