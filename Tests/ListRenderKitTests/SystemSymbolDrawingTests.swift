import Foundation
import ListCore
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// SF Symbols drawn as their Material Icons glyphs: the table, the pixels, right-to-left mirroring, configurations
/// and unknown names.
@MainActor
@Suite struct SystemSymbolDrawingTests {
    static let white = ListColor(red: 255, green: 255, blue: 255)

    /// Draws `view`'s tree as a cell on a white scene.
    private func render(_ view: UIView, scale: Double = 1, rightToLeft: Bool = false) throws -> RasterImage {
        let node = view.snapshot()
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: view.bounds.size), content: ListCellContent(), section: 0,
            item: 0, view: node)
        let scene = RenderScene(size: view.bounds.size, scale: scale, elements: [element], backgroundColor: Self.white)
        let environment = ListEnvironment(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        return try Rasterizer(fonts: try FontSet.system(), overlays: .none, environment: environment).render(scene)
    }

    private func imageView(_ name: String, tint: ListColor = .red) -> UIView {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIImageView(image: UIImage(systemName: name))
        view.tintColor = tint
        holder.addSubview(view)
        return holder
    }

    @Test func test_theTableMapsTheSymbolNamesAppsUseMost_eachToAGlyphTheIconFontHas() throws {
        #expect(ListSystemSymbols.all.count >= 200)
        let names = [
            "heart", "heart.fill", "bubble.right", "paperplane", "bookmark", "square.and.arrow.up", "chevron.right",
            "chevron.left", "chevron.down", "chevron.up", "xmark", "plus", "gear", "magnifyingglass",
            "person.crop.circle", "ellipsis", "star.fill", "checkmark", "trash", "bell",
        ]
        for name in names { #expect(ListSystemSymbols.symbol(named: name) != nil, "\(name)") }
        let face = try PinnedFont.symbolFace.get()
        for symbol in ListSystemSymbols.all {
            let scalar = try #require(Unicode.Scalar(symbol.codePoint))
            #expect(face.glyph(for: scalar) != 0, "\(symbol.name) → \(symbol.materialName)")
        }
        #expect(ListSystemSymbols.all.map(\.name) == ListSystemSymbols.all.map(\.name).sorted())
    }

    @Test func test_whenAHeartIsDrawn_thatTheFilledOneIsSolidAndTheOutlinedOneHollow() throws {
        let filled = try render(imageView("heart.fill"))
        let outlined = try render(imageView("heart"))
        #expect(filled.pixel(x: 10, y: 10) == .red)
        #expect(outlined.pixel(x: 10, y: 10) == Self.white)
        #expect(filled.pixel(x: 0, y: 0) == Self.white)
        // The outline is red somewhere on the centre row.
        #expect((0..<20).contains { outlined.pixel(x: $0, y: 10) == .red })
    }

    @Test func test_whenASymbolIsUnknown_thatItKeepsTheMarkedPlaceholder_andIsWarnedAboutOnce() throws {
        let name = "no.such.symbol.\(getpid())"
        #expect(ListSystemSymbols.warnIfUnknown(name))
        #expect(!ListSystemSymbols.warnIfUnknown(name))
        #expect(!ListSystemSymbols.warnIfUnknown("heart"))
        #expect(ListSystemSymbols.unknownNames.contains(name))
        let unknown = try render(imageView(name))
        let known = try render(imageView("xmark"))
        #expect(unknown.rgbaImage() != known.rgbaImage())
        #expect(try render(UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))).rgbaImage() != unknown.rgbaImage())
    }

    /// The green channel of every pixel, row by row (the ink of a red symbol on white is where it is low).
    private func greens(_ image: RasterImage, side: Int, mirrored: Bool = false) -> [[UInt8]] {
        (0..<side).map { y in (0..<side).map { x in image.pixel(x: mirrored ? side - 1 - x : x, y: y).green } }
    }

    @Test(arguments: [1.0, 3.0])
    func test_whenTheLayoutIsRightToLeft_thatBackwardSymbolsMirror_andLeftSymbolsDoNot(scale: Double) throws {
        let side = Int(20 * scale)
        let backward = try render(imageView("arrowshape.turn.up.backward"), scale: scale)
        let mirrored = try render(imageView("arrowshape.turn.up.backward"), scale: scale, rightToLeft: true)
        #expect(greens(backward, side: side) != greens(mirrored, side: side))
        // The right-to-left drawing is the left-to-right one flipped about the centre (antialiasing may differ by
        // a few levels of 255 where an edge crosses a pixel).
        let flipped = greens(backward, side: side, mirrored: true)
        let drawn = greens(mirrored, side: side)
        let worst = zip(flipped.joined(), drawn.joined()).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 8)
        let left = try render(imageView("arrowshape.turn.up.left"), scale: scale)
        let leftRTL = try render(imageView("arrowshape.turn.up.left"), scale: scale, rightToLeft: true)
        #expect(greens(left, side: side) == greens(leftRTL, side: side))
        #expect(ListSystemSymbols.symbol(named: "chevron.backward")?.mirrorsRightToLeft == true)
        #expect(ListSystemSymbols.symbol(named: "chevron.left")?.mirrorsRightToLeft == false)
    }

    @Test func test_whenASymbolIsConfigured_thatItsImageSizeFollowsPointSizeAndScale() throws {
        #expect(UIImage(systemName: "heart")?.size == CGSize(width: 20, height: 20))
        let big = UIImage.SymbolConfiguration(pointSize: 34, weight: .semibold, scale: .large)
        #expect(UIImage(systemName: "heart", withConfiguration: big)?.size == CGSize(width: 52, height: 52))
        let small = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .small)
        #expect(UIImage(systemName: "heart")?.withConfiguration(small).size == CGSize(width: 16, height: 16))
        let style = ListTraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let body = style.performAsCurrent { UIImage(systemName: "heart", withConfiguration: .init(textStyle: .body)) }
        #expect(body?.size == CGSize(width: 62.4, height: 62.4))   // 53 pt body at AX5
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -4])
    func test_whenAPointSizeIsNotUsable_thatTheDefaultSizeIsUsed(size: CGFloat) {
        let configuration = UIImage.SymbolConfiguration(pointSize: size, weight: .regular, scale: .default)
        #expect(configuration.pointSize == 17)
        #expect(UIImage(systemName: "heart", withConfiguration: configuration)?.size == CGSize(width: 20, height: 20))
    }

    @Test func test_whenAPointSizeIsHuge_thatItIsClampedToTheLargestDrawn() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 1e300)
        #expect(configuration.pointSize == UIImage.SymbolConfiguration.maximumPointSize)
        // 1,000 pt: 1,000 × 20 / 17 points, to a tenth.
        #expect(UIImage(systemName: "heart", withConfiguration: configuration)?.size
            == CGSize(width: 1176.5, height: 1176.5))
    }

    @Test(arguments: [(CGFloat.nan, CGFloat(17)), (.infinity, 17), (-.infinity, 17), (0, 17), (-4, 17), (1e300, 1000), (28, 28)])
    func test_whenAPointSizeIsAssigned_thatItIsKeptUsableAsTheInitialiserKeepsIt(size: CGFloat, kept: CGFloat) throws {
        var configuration = UIImage.SymbolConfiguration(scale: .large)
        configuration.pointSize = size
        #expect(configuration.pointSize == kept)
        let side = (kept * 20 / 17 * 1.3 * 10).rounded() / 10
        #expect(UIImage(systemName: "heart", withConfiguration: configuration)?.size == CGSize(width: side, height: side))
        // Through withConfiguration(_:) too: the image's size is finite and the same.
        let image = try #require(UIImage(systemName: "heart")).withConfiguration(configuration)
        #expect(image.size == CGSize(width: side, height: side))
    }

    @Test func test_whenAPaletteIsGiven_thatItsFirstColourDrawsTheSymbol() throws {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIImageView(
            image: UIImage(systemName: "heart.fill", withConfiguration: .init(paletteColors: [.blue, .green])))
        view.tintColor = .red
        holder.addSubview(view)
        #expect(try render(holder).pixel(x: 10, y: 10) == .blue)
    }
}
