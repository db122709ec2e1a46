import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListViewKit
import Testing

/// Exact pixels of views drawn with a `transform` and of siblings ordered by `layer.zPosition` (issue 23), at 1×,
/// 2× and 3×, light and dark, left-to-right and right-to-left.
@MainActor
@Suite struct ViewTransformDrawingTests {
    static let white = ListColor(red: 255, green: 255, blue: 255)
    static let blue = ListColor(red: 0, green: 0, blue: 255)

    /// A 40×40 white root holding a 20×10 `systemRed` bar at (10, 15), drawn in `environment` at `scale`.
    private func renderBar(
        transform: CGAffineTransform, scale: Double, environment: ListEnvironment
    ) throws -> RasterImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        root.overrideTraitCollection = ListTraitCollection(environment: environment)
        let bar = UIView(frame: CGRect(x: 10, y: 15, width: 20, height: 10))
        bar.backgroundColor = .systemRed
        bar.transform = transform
        root.addSubview(bar)
        return try render(root, scale: scale, environment: environment)
    }

    private func render(_ root: UIView, scale: Double, environment: ListEnvironment = .standard) throws -> RasterImage {
        let size = root.bounds.size
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0,
            view: root.snapshot())
        let scene = RenderScene(size: size, scale: scale, elements: [element], backgroundColor: Self.white)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none, environment: environment).render(scene)
    }

    nonisolated static let environments = [ListUserInterfaceStyle.light, .dark].flatMap { theme in
        [ListLayoutDirection.leftToRight, .rightToLeft].map { ListEnvironment(theme: theme, layoutDirection: $0) }
    }

    @Test(arguments: [1.0, 2.0, 3.0], environments)
    func test_whenAViewIsRotatedAQuarterTurn_thatItIsDrawnUprightAboutItsCenter(
        scale: Double, environment: ListEnvironment
    ) throws {
        let red = environment.theme == .dark
            ? ListColor(red: 0xFF, green: 0x45, blue: 0x3A) : ListColor(red: 0xFF, green: 0x3B, blue: 0x30)
        let image = try renderBar(
            transform: CGAffineTransform(rotationAngle: .pi / 2), scale: scale, environment: environment)
        func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        // Upright: 10 wide, 20 high about (20, 20), so x 15…25 and y 10…30.
        #expect(pixel(20, 10.5) == red)
        #expect(pixel(20, 29.5) == red)
        #expect(pixel(15.5, 20) == red)
        #expect(pixel(24.5, 20) == red)
        #expect(pixel(14.5, 20) == Self.white)      // the untransformed bar reaches x 10
        #expect(pixel(25.5, 20) == Self.white)
        #expect(pixel(20, 9.5) == Self.white)
        #expect(pixel(20, 30.5) == Self.white)
        let plain = try renderBar(transform: .identity, scale: scale, environment: environment)
        #expect(plain.pixel(x: Int(12 * scale), y: Int(20 * scale)) == red)
        #expect(plain.pixel(x: Int(20 * scale), y: Int(12 * scale)) == Self.white)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenAViewIsScaledAndMoved_thatItsChildrenAreScaledAndMovedWithIt(scale: Double) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = Self.blue
        box.addSubview(child)
        box.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 20, y: 0)
        root.addSubview(box)
        #expect(box.frame == CGRect(x: 25, y: 15, width: 10, height: 10))
        let image = try render(root, scale: scale)
        func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        // The child's 10 points become 5, at the box's transformed top-left (25, 15).
        #expect(pixel(25.5, 15.5) == Self.blue)
        #expect(pixel(29.5, 19.5) == Self.blue)
        #expect(pixel(30.5, 17) == Self.white)
        #expect(pixel(27, 20.5) == Self.white)
        #expect(pixel(10.5, 10.5) == Self.white)    // where the child was without the transform
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenAnEarlierSiblingHasAHigherZPosition_thatItIsDrawnAboveTheLaterOne(scale: Double) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        overlay.backgroundColor = Self.blue
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        cover.backgroundColor = .white
        root.addSubview(overlay)
        root.addSubview(cover)
        #expect(try render(root, scale: scale).pixel(x: Int(20 * scale), y: Int(20 * scale)) == Self.white)
        overlay.layer.zPosition = 10_000
        #expect(try render(root, scale: scale).pixel(x: Int(20 * scale), y: Int(20 * scale)) == Self.blue)
    }
}
