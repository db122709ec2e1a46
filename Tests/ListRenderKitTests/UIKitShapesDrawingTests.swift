import Foundation
import ListCore
import ListRenderKit
import ListViewKit
import Testing

/// Exact pixels of the UIKit shapes a view tree draws besides views: standalone layers (`CALayer()` added with
/// `addSublayer(_:)`) in Core Animation's stacking order, and activity indicators.
@MainActor
@Suite struct UIKitShapesDrawingTests {
    static let white = ListColor(red: 255, green: 255, blue: 255)

    /// Draws `view`'s tree as a cell on a white scene at `scale`.
    private func render(_ view: UIView, scale: Double = 1) throws -> RasterImage {
        let node = view.snapshot()
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: view.bounds.size), content: ListCellContent(), section: 0,
            item: 0, view: node)
        let scene = RenderScene(size: view.bounds.size, scale: scale, elements: [element], backgroundColor: Self.white)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenALayerIsAddedAfterASubview_thatItCoversIt_andOneInsertedAtZeroLiesUnderIt(scale: Double) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let under = CALayer()
        under.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        under.backgroundColor = UIColor.green.cgColor
        view.layer.insertSublayer(under, at: 0)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        view.addSubview(square)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 18, width: 40, height: 4)
        bar.backgroundColor = UIColor.blue.cgColor
        bar.borderWidth = 1
        bar.borderColor = UIColor.black.cgColor
        view.layer.addSublayer(bar)
        let image = try render(view, scale: scale)
        func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(pixel(2, 2) == .green)           // the layer under the subview
        #expect(pixel(15, 12) == .red)           // the subview over it
        #expect(pixel(15, 20) == .blue)          // the bar over the subview
        #expect(pixel(15, 18) == .black)         // its border, inside its bounds
        #expect(pixel(2, 20) == .blue)
    }

    @Test(arguments: [ListUserInterfaceStyle.light, .dark])
    func test_whenAnActivityIndicatorSpins_thatItsTicksAreDrawn_fadingFromTheTop(style: ListUserInterfaceStyle) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: style)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.color = .blue
        spinner.center = CGPoint(x: 20, y: 20)
        view.addSubview(spinner)
        #expect(try render(view).rgbaImage() == (try render(UIView(frame: view.frame)).rgbaImage()))   // stopped: hidden
        spinner.startAnimating()
        let image = try render(view)
        #expect(image.pixel(x: 19, y: 12) == .blue)                      // the top tick, opaque
        #expect(image.pixel(x: 20, y: 20) == Self.white)                 // the hollow centre
        let bottom = image.pixel(x: 19, y: 27)                           // the bottom tick, faded
        #expect(bottom.blue == 255 && bottom.red > 0 && bottom.red < 255 && bottom.red == bottom.green)
    }

    /// A white card with a black shadow on a white scene: a 40-point square at (20, 20) in an 80-point view.
    private func shadowedCard(configure: (CALayer) -> Void) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = .zero
        card.layer.shadowRadius = 4
        configure(card.layer)
        view.addSubview(card)
        return view
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenALayerHasAShadow_thatItFadesOutOverTwiceItsRadius_evenlyOnEverySide(scale: Double) throws {
        let image = try render(shadowedCard { _ in }, scale: scale)
        func gray(_ x: Double, _ y: Double) -> Int { Int(image.pixel(x: Int(x * scale), y: Int(y * scale)).red) }
        let outward = [19.5, 18.5, 17.5, 16.5, 15.5].map { gray($0, 40) }
        #expect(outward == outward.sorted() && Set(outward).count == 5)            // lighter step by step
        #expect(gray(19.5, 40) > 100 && gray(19.5, 40) < 160)                        // near half strength at the edge
        #expect(gray(14.5, 40) == 255 && gray(40, 40) == 255)                        // nothing beyond; the card on top
        let last = Int(80 * scale) - 1, middle = Int(40 * scale)
        for column in Int(16 * scale)..<Int(20 * scale) {                           // the same on every side
            let left = Int(image.pixel(x: column, y: middle).red)
            let others: [Int] = [
                Int(image.pixel(x: last - column, y: middle).red), Int(image.pixel(x: middle, y: column).red),
                Int(image.pixel(x: middle, y: last - column).red),
            ]
            #expect(others == [left, left, left])
        }
        #expect(gray(18, 18) > gray(19.5, 40) && gray(18, 18) < 255)                // the corner, fainter
        #expect(try render(shadowedCard { _ in }, scale: scale).rgbaImage() == image.rgbaImage())
    }

    @Test func test_whenAShadowIsMovedTinted_orCutOff_thatItShowsAsCoreAnimationDrawsIt() throws {
        let moved = try render(shadowedCard { $0.shadowOffset = CGSize(width: 0, height: 6); $0.shadowRadius = 0 })
        #expect(moved.pixel(x: 40, y: 62) == .black && moved.pixel(x: 40, y: 17) == Self.white)
        let tinted = try render(shadowedCard {
            $0.shadowColor = UIColor.systemBlue.cgColor
            $0.shadowOpacity = 0.5
            $0.shadowRadius = 0
            $0.shadowOffset = CGSize(width: 4, height: 0)
        })
        #expect(tinted.pixel(x: 62, y: 40) == ListColor(red: 127, green: 188, blue: 255))   // #007AFF at half on white
        let clipped = try render(shadowedCard { $0.masksToBounds = true })          // clipping cuts the shadow off
        #expect(clipped.pixel(x: 19, y: 40) == Self.white)
        let bare = shadowedCard { _ in }
        bare.subviews[0].backgroundColor = nil                                       // no background: no shape
        #expect(try render(bare).pixel(x: 19, y: 40) == Self.white)
        bare.subviews[0].layer.shadowPath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8).cgPath
        #expect(try render(bare).pixel(x: 19, y: 40).red < 200)
    }

    @Test(arguments: [1.0, 3.0])
    func test_whenASwitchIsOn_thatItsTrackIsGreen_andItsWhiteThumbSitsAtTheTrailingEnd(scale: Double) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let toggle = UISwitch(frame: CGRect(x: 4, y: 4, width: 0, height: 0))
        toggle.isOn = true
        view.addSubview(toggle)
        let image = try render(view, scale: scale)
        func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(pixel(12, 19.5) == ListColor(red: 0x34, green: 0xC7, blue: 0x59))   // the track, systemGreen
        #expect(pixel(41.5, 19.5) == Self.white)                                   // the thumb's centre (26 + 4 + 13.5)
        #expect(pixel(2, 19.5) == Self.white)                                      // outside the capsule
        toggle.isOn = false
        let off = try render(view, scale: scale)
        #expect(off.pixel(x: Int(41.5 * scale), y: Int(19.5 * scale)) == ListColor(red: 0xE9, green: 0xE9, blue: 0xEA))
    }
}


/// Exact pixels of a search bar and a rounded text field: the fills UIKit's styles give them, the glass at the leading
/// edge, in both appearances and directions.
@MainActor
@Suite struct TextInputDrawingTests {
    private func render(_ view: UIView, scale: Double, traits: ListTraitCollection) throws -> RasterImage {
        view.overrideTraitCollection = traits
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: view.bounds.size), content: ListCellContent(), section: 0,
            item: 0, view: view.snapshot())
        let scene = RenderScene(
            size: view.bounds.size, scale: scale, elements: [element], backgroundColor: UIKitShapesDrawingTests.white)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
    }

    @Test(arguments: [1.0, 2.0, 3.0], [ListUserInterfaceStyle.light, .dark])
    func test_whenASearchBarIsDrawn_thatTheBarAndFieldAreFilled_andTheGlassSitsAtTheLeadingEdge(
        scale: Double, style: ListUserInterfaceStyle
    ) throws {
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
            let image = try render(
                bar, scale: scale,
                traits: ListTraitCollection(environment: ListEnvironment(theme: style, layoutDirection: direction)))
            func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
            let barFill = UIColor.secondarySystemBackground.resolved(for: style)
            let fieldFill = UIColor.systemBackground.resolved(for: style)
            #expect(pixel(2, 2) == barFill && pixel(100, 5) == barFill)    // the bar, above and beside the field
            #expect(pixel(150, 40) == fieldFill && pixel(150, 16) == fieldFill)
            #expect(pixel(8.5, 10.5) != fieldFill)                         // the field's rounded corner shows the bar
            // The glass: its lens ring is drawn and its centre is hollow, 8 + 6.5 + 7.5 points from the leading edge.
            let center = direction == .rightToLeft ? 200 - 22.0 : 22.0
            let lens = (center - 1.2, 28 - 1.2)
            #expect(pixel(lens.0, lens.1) == fieldFill)
            #expect(pixel(lens.0 - 4.8, lens.1) != fieldFill && pixel(lens.0 + 4.8, lens.1) != fieldFill)
            let mirrored = direction == .rightToLeft ? 22.0 : 200 - 22.0   // nothing at the trailing edge
            #expect(pixel(mirrored - 1.2 - 4.8, 26.8) == fieldFill)
        }
    }

    @Test(arguments: [1.0, 3.0])
    func test_whenARoundedFieldIsDrawnDark_thatItsCornersAreRound_andItsHairlineIsGrey(scale: Double) throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        field.borderStyle = .roundedRect
        let image = try render(field, scale: scale, traits: ListTraitCollection(userInterfaceStyle: .dark))
        func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(pixel(0, 0) == UIKitShapesDrawingTests.white)                          // outside the rounded corner
        #expect(pixel(60, 17) == UIColor.systemBackground.resolved(for: .dark))        // the fill: black
        let hairline = pixel(60, 0)
        #expect(hairline != UIKitShapesDrawingTests.white && hairline != .black)       // the grey hairline
    }
}
