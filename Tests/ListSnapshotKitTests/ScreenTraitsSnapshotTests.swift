import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import Testing

/// A screen that adapts as apps write it: a red sidebar beside the content in a regular width, none in a compact
/// one; a hairline one pixel thick at the screen's scale.
private final class AdaptiveViewController: UIViewController {
    let sidebar = UIView()
    let hairline = UIView()
    var seenTraits: [ListTraitCollection] = []
    var seenDevice: [(idiom: ListUserInterfaceIdiom, screen: CGSize, scale: CGFloat)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        sidebar.backgroundColor = .red
        hairline.backgroundColor = .black
        view.addSubview(sidebar)
        view.addSubview(hairline)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let traits = view.traitCollection
        seenTraits.append(traits)
        seenDevice.append((UIDevice.current.userInterfaceIdiom, UIScreen.main.bounds.size, UIScreen.main.scale))
        let width = traits.horizontalSizeClass == .regular ? 320 : 0
        sidebar.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: view.bounds.height)
        hairline.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 1 / max(1, traits.displayScale))
    }
}

/// `ListSnapshot.image(of: viewController, size:)` shows the screen with the traits of a screen of that size.
@MainActor
struct ScreenTraitsSnapshotTests {
    @Test(arguments: [0x7A11_01, 0x7A11_02, 0x7A11_03] as [UInt64])
    func test_whenAScreenIsRenderedOnAPhoneAndAnIPad_thatItLaysOutByTheSizeClassOfEach(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let environment = ListEnvironment.random(using: &random)
        let scale = Double([1, 2, 3].randomElement(using: &random)!)
        let screens: [(size: CGSize, horizontal: ListUserInterfaceSizeClass, vertical: ListUserInterfaceSizeClass)] = [
            (CGSize(width: 393, height: 852), .compact, .regular),
            (CGSize(width: 852, height: 393), .compact, .compact),
            (CGSize(width: 932, height: 430), .regular, .compact),
            (CGSize(width: 820, height: 1180), .regular, .regular),
        ]
        for screen in screens {
            let controller = AdaptiveViewController()
            let image = try ListSnapshot.image(
                of: controller, size: screen.size, showsChrome: false, scale: scale, environment: environment
            ).rgbaImage()
            let seen = try #require(controller.seenTraits.last)
            #expect(seen.horizontalSizeClass == screen.horizontal && seen.verticalSizeClass == screen.vertical)
            #expect(seen.displayScale == scale && seen.environment == environment)
            // The sidebar is drawn only in a regular width (its pixels are red, the rest white).
            let red = ListColor.red.resolved(for: environment.theme)
            let inSidebar = image.pixel(x: Int(10 * scale), y: Int(200 * scale))
            #expect((inSidebar == red) == (screen.horizontal == .regular))
            // The hairline is one pixel at every scale.
            let black = ListColor.black.resolved(for: environment.theme)
            let x = Int((screen.size.width - 10) * scale)
            #expect(image.pixel(x: x, y: Int(100 * scale)) == black)
            #expect(image.pixel(x: x, y: Int(100 * scale) + 1) != black && image.pixel(x: x, y: Int(100 * scale) - 1) != black)
            // Cell code reading the device and the screen sees the one it is drawn on.
            let device = try #require(controller.seenDevice.last)
            #expect(device.idiom == seen.userInterfaceIdiom && device.screen == screen.size && device.scale == scale)
            #expect(device.idiom == (screen.size.width == 820 ? .pad : .phone))
            // Afterwards the controller's view is off the screen, and the process's screen is its own again.
            #expect(controller.view.superview == nil)
            #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852) && UIDevice.current.userInterfaceIdiom == .phone)
        }
    }
}
