import Foundation
import ListCore
import ListViewKit
import Testing

/// UIKit's vocabulary as cells of IGListKit's example app write it: the named colours that share a name with a
/// colour's channels, standalone layers, activity indicators and control actions (the Linux form of target–action).
@MainActor
@Suite struct UIKitVocabularyTests {
    @Test func test_whenRedGreenAndBlueAreNamed_thatTheTypeGivesTheColour_andAValueItsChannel() {
        let label = UILabel()
        label.textColor = .red
        #expect(label.textColor.hexString == "#FF0000")
        #expect(UIColor.green.hexString == "#00FF00" && UIColor.blue.hexString == "#0000FF")
        let purple = UIColor(red: 0.5, green: 0, blue: 1, alpha: 1)
        #expect(purple.red == 128 && purple.green == 0 && purple.blue == 255)   // the channels, unchanged
        #expect(UIColor.red.withAlphaComponent(0.3).hexString == "#FF00004D")
        #expect(UIColor.darkText.hexString == "#000000" && UIColor.lightText.hexString == "#FFFFFF99")
        let dark = ListTraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.red.resolvedColor(with: dark).hexString == "#FF0000")   // fixed colours do not adapt
    }

    /// A cell written the way IGListKit's examples write a separator: a layer added after the label, laid out in
    /// `layoutSubviews`.
    final class SeparatedCell: UIView {
        let label = UILabel()
        let separator = CALayer()
        let below = CALayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.insertSublayer(below, at: 0)
            addSubview(label)
            separator.backgroundColor = UIColor(red: 200 / 255.0, green: 199 / 255.0, blue: 204 / 255.0, alpha: 1).cgColor
            layer.addSublayer(separator)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 15, dy: 8)
            separator.frame = CGRect(x: 15, y: bounds.height - 0.5, width: bounds.width - 15, height: 0.5)
            below.frame = bounds
        }
    }

    @Test func test_whenAStandaloneLayerIsAdded_thatItDrawsAboveTheSubviewsBeforeIt_andInsertedAtZeroBelowAll() {
        let cell = SeparatedCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.below.backgroundColor = UIColor.systemBackground.cgColor
        cell.separator.name = "separator"
        cell.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: .dark)
        let node = cell.snapshot()
        #expect(node.children.map(\.kind) == [.layer, .label, .layer])
        #expect(node.children.map(\.identifier) == ["0", "1", "separator"])
        #expect(node.children[2].frame == CGRect(x: 15, y: 43.5, width: 305, height: 0.5))
        #expect(node.children[2].backgroundColor?.hexString == "#C8C7CC")
        #expect(node.children[0].backgroundColor?.hexString == "#000000")      // resolved for the dark theme
        #expect(cell.layer.sublayers?.count == 2 && cell.separator.superlayer === cell.layer)

        cell.separator.isHidden = true
        #expect(cell.snapshot().children.map(\.kind) == [.layer, .label])
        cell.separator.isHidden = false
        cell.separator.removeFromSuperlayer()
        #expect(cell.snapshot().children.map(\.kind) == [.layer, .label])
        #expect(cell.separator.superlayer == nil && cell.layer.sublayers?.count == 1)
    }

    @Test func test_whenLayersNest_thatTheirGeometryIsTheirOwn_andAViewsLayerIsTheView() {
        let outer = CALayer()
        outer.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        outer.cornerRadius = 8
        outer.masksToBounds = true
        outer.opacity = 0.5
        let inner = CALayer()
        inner.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        inner.position = CGPoint(x: 50, y: 25)
        outer.addSublayer(inner)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layer.addSublayer(outer)
        let node = view.snapshot()
        let layer = node.children[0]
        #expect(layer.kind == .layer && layer.alpha == 0.5 && layer.clipsToBounds && layer.cornerRadius == 8)
        #expect(layer.children.map(\.frame) == [CGRect(x: 40, y: 20, width: 20, height: 10)])
        #expect(layer.children.map(\.path) == ["0/0"])

        view.layer.frame = CGRect(x: 5, y: 6, width: 70, height: 80)        // a view's layer is the view
        view.layer.opacity = 0.25
        #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80) && view.alpha == 0.25)
    }

    @Test func test_whenAnActivityIndicatorIsStopped_thatItHides_andStartedItShowsAtItsStylesSize() throws {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.addSubview(spinner)
        spinner.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        spinner.color = .systemRed
        host.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: .dark)
        let node = try #require(host.snapshot().children.first)
        #expect(node.kind == .activityIndicator)
        let ring = try #require(node.image)
        #expect(ring.rect == CGRect(x: 31.5, y: 11.5, width: 37, height: 37))  // the style's size, centred
        #expect(ring.tintColor?.hexString == "#FF453A")                       // systemRed, dark
        #expect(ring.placeholderReason == ListViewImageContent.drawnShapeReason)
        spinner.stopAnimating()
        #expect(host.snapshot().children.isEmpty)
        spinner.hidesWhenStopped = false
        #expect(host.snapshot().children.count == 1)
        #expect(UIActivityIndicatorView(style: .white).color.hexString == "#FFFFFF")
        #expect(UIActivityIndicatorView().color == .secondaryLabel)
    }

    @Test func test_whenAControlHasActions_thatTheEventsItWasAddedForRunThem_inOrder_andNotWhenDisabled() {
        var log: [String] = []
        let button = UIButton(type: .custom)
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        let down = UIAction(identifier: UIAction.Identifier("down")) { action in
            log.append("down from \(action.sender === button)")
        }
        button.addAction(down, for: [.touchDown, .touchUpInside])
        button.sendActions(for: .touchUpInside)
        #expect(log == ["tap", "down from true"])
        button.removeAction(down, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        #expect(log == ["tap", "down from true", "tap", "down from true"])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        button.addAction(UIAction(identifier: UIAction.Identifier("down")) { _ in log.append("replaced") }, for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(log.last == "replaced")
        button.isEnabled = false
        button.sendActions(for: .allEvents)
        #expect(log.count == 5)
    }

    @Test func test_whenAButtonHasAPrimaryAction_thatItsTitleShows_andATapRunsIt() {
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Remove") { _ in taps += 1 })
        #expect(button.title(for: .normal) == "Remove" && button.buttonType == .system)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .valueChanged)
        #expect(taps == 2)
    }
}

/// `UIImage(data:)` and UIKit's animation calls, headless.
@MainActor
@Suite struct UIKitHeadlessCallsTests {
    @Test func test_whenImageBytesAreGiven_thatTheyDecode_andBadBytesGiveAMarkedPlaceholder() throws {
        // A 1×1 PNG, one opaque red pixel.
        let png = Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
            0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0x00,
            0x00, 0x03, 0x01, 0x01, 0x00, 0xF7, 0x03, 0x41, 0x43, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
            0x44, 0xAE, 0x42, 0x60, 0x82,
        ])
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 0.5, height: 0.5) && image.placeholderReason == nil)
        #expect(image.bitmap?.argb32 == [0xFFFF_0000])
        let bad = try #require(UIImage(data: Data("<html>".utf8)))
        #expect(bad.size == CGSize(width: 24, height: 24))
        #expect(bad.placeholderReason?.contains("not a PNG, JPEG or WebP file (it starts with 3C 68 74 6D 6C 3E)") == true)
        #expect(UIImage(data: png, scale: 0)?.placeholderReason?.contains("the scale must be a positive number") == true)
    }

    @Test func test_whenChangesAreAnimated_thatTheyApplyAtOnce_andTheCompletionRunsFinished() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { view.alpha = 0.5 }) {
            finished = $0
        }
        #expect(view.alpha == 0.5 && finished == true)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0) {
            view.backgroundColor = .red
        }
        UIView.performWithoutAnimation { view.isHidden = true }
        view.setNeedsDisplay()
        #expect(view.backgroundColor == .red && view.isHidden)
    }
}

/// `UISwitch`: UIKit's size, the thumb's side by state and direction, the track's colours by appearance.
@MainActor
@Suite struct SwitchTests {
    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenASwitchTurnsOn_thatItsThumbMovesToTheTrailingEnd_andTheTrackTakesTheTint(
        direction: ListLayoutDirection
    ) throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        host.overrideTraitCollection = ListTraitCollection(
            environment: ListEnvironment(theme: .dark, layoutDirection: direction))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 5, width: 200, height: 100))
        host.addSubview(toggle)
        #expect(toggle.frame == CGRect(x: 10, y: 5, width: 51, height: 31))   // UIKit's size, whatever the frame
        let leading: CGFloat = direction == .leftToRight ? 2 : 22
        var node = try #require(host.snapshot().children.first)
        #expect(node.kind == .switch && node.children.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 51, height: 31), CGRect(x: leading, y: 2, width: 27, height: 27),
        ])
        #expect(node.children[0].backgroundColor?.hexString == "#39393D")      // off, dark
        #expect(node.children[1].shadow != nil && node.children[1].cornerRadius == 13.5)
        toggle.setOn(true, animated: true)
        node = try #require(host.snapshot().children.first)
        #expect(node.children[1].frame.minX == (direction == .leftToRight ? 22 : 2))
        #expect(node.children[0].backgroundColor?.hexString == "#30D158")      // systemGreen, dark
        toggle.onTintColor = .systemBlue
        #expect(host.snapshot().children[0].children[0].backgroundColor?.hexString == "#0A84FF")
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        #expect(changes == 1 && toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    }
}

/// A shadow's shape in a snapshot: the node's frame (the root's at the origin) moved by the offset.
@MainActor
@Suite struct ShadowSnapshotTests {
    @Test func test_whenTheRootAndASubviewCastShadows_thatTheirRectsAreInTheirParentsCoordinates() throws {
        let root = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        root.backgroundColor = .white
        root.layer.shadowOpacity = 0.5
        root.layer.shadowOffset = CGSize(width: 0, height: 2)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .systemBackground
        child.layer.cornerRadius = 4
        child.layer.shadowOpacity = 1
        child.layer.shadowColor = UIColor.label.cgColor
        root.addSubview(child)
        root.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: .dark)
        let node = root.snapshot()
        let shadow = try #require(node.shadow)
        #expect(shadow.rect == CGRect(x: 0, y: 2, width: 100, height: 60) && shadow.color.hexString == "#00000080")
        let inner = try #require(node.children.first?.shadow)
        #expect(inner.rect == CGRect(x: 10, y: 7, width: 20, height: 20))   // Core Animation's default offset: 3 up
        #expect(inner.color.hexString == "#FFFFFF" && inner.cornerRadius == 4 && inner.radius == 3)
        child.clipsToBounds = true
        #expect(root.snapshot().children.first?.shadow == nil)
    }
}
