import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import Testing

/// Hairlines are one device pixel at every render scale: the navigation bar's shadow, the tab bar's top line and a
/// cell's `1 / UIScreen.main.scale` separator, crisp (one row of the full colour, no grey row beside it) at 1×, 2×
/// and 3×, light and dark, whatever `UIScreen.main.scale` says.
@MainActor
@Suite struct HairlineTests {
    nonisolated static let scales: [Double] = [1, 2, 3]
    nonisolated static let styles: [ListUserInterfaceStyle] = [.light, .dark]

    /// The rows of column `x` from `rows.lowerBound` on that differ from `background`, with their colours.
    private func differingRows(
        in image: RasterImage, x: Int, rows: ClosedRange<Int>, background: ListColor
    ) -> [(row: Int, color: ListColor)] {
        rows.compactMap { row in
            let color = image.pixel(x: x, y: row)
            return color == background ? nil : (row, color)
        }
    }

    /// A screen on the system background in a navigation controller inside a tab bar controller, both bars opaque
    /// with their hairlines at every scroll position.
    private func screen() -> ListTabBarController {
        let content = ListViewController()
        content.title = "Inbox"
        content.view.backgroundColor = .systemBackground
        let navigation = ListNavigationController(rootViewController: content)
        let opaque = ListNavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        navigation.navigationBar.standardAppearance = opaque
        navigation.navigationBar.scrollEdgeAppearance = opaque
        let tabs = ListTabBarController()
        tabs.viewControllers = [navigation]
        tabs.tabBar.standardAppearance = opaque
        tabs.tabBar.scrollEdgeAppearance = opaque
        return tabs
    }

    @Test(arguments: scales, styles)
    func test_whenBarsAreRendered_thatEachHairlineIsOneCrispDevicePixel(scale: Double, style: ListUserInterfaceStyle)
        throws
    {
        var environment = ListEnvironment()
        environment.theme = style
        let image = try ListSnapshot.image(
            of: screen(), size: CGSize(width: 393, height: 852), scale: scale, environment: environment)
        let background = ListColor.systemBackground.resolved(for: style)
        let x = Int(200 * scale)
        // The navigation bar ends at 59 + 44 = 103 points: its shadow is the pixel row that starts there.
        let navigation = differingRows(
            in: image, x: x, rows: Int(100 * scale)...Int(106 * scale), background: background)
        #expect(navigation.map(\.row) == [Int(103 * scale)], "scale \(scale) \(style)")
        // The tab bar starts at 852 - 34 - 49 = 769 points: its top line is the pixel row that ends there.
        let tab = differingRows(in: image, x: x, rows: Int(766 * scale)...Int(772 * scale), background: background)
        #expect(tab.map(\.row) == [Int(769 * scale) - 1], "scale \(scale) \(style)")
        // The full colour at every scale: no pixel of the line is only partly covered.
        let reference = try ListSnapshot.image(
            of: screen(), size: CGSize(width: 393, height: 852), scale: 2, environment: environment)
        let full = reference.pixel(x: 400, y: 206)
        #expect(full != background)
        #expect(navigation.first?.color == full && tab.first?.color == full, "scale \(scale) \(style)")
    }

    @Test(arguments: [2.0, 3.0], scales)
    func test_whenACellDrawsAOneOverScreenScaleSeparator_thatItIsOneDevicePixelAtEveryRenderScale(
        screenScale: Double, scale: Double
    ) throws {
        let saved = ListScreen.main.scale
        ListScreen.main.scale = CGFloat(screenScale)
        defer { ListScreen.main.scale = saved }
        // The process's traits are made once per screen change: a new scale is read at once.
        #expect(ListTraitCollection().displayScale == CGFloat(screenScale))
        #expect(ListView().traitCollection.displayScale == CGFloat(screenScale))
        let cell = ListView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.backgroundColor = .white
        let separator = ListView()
        separator.backgroundColor = .black
        let line = 1 / ListScreen.main.scale  // cell code as written
        separator.frame = CGRect(x: 16, y: 44 - line, width: 304, height: line)
        cell.addSubview(separator)
        let layer = ListLayer()
        layer.backgroundColor = .black
        layer.frame = CGRect(x: 16, y: 0, width: 304, height: line)
        cell.layer.addSublayer(layer)
        let image = try ListSnapshot.image(of: cell, scale: scale)
        let rows = differingRows(in: image, x: Int(100 * scale), rows: 0...Int(44 * scale) - 1, background: .white)
        #expect(rows.map(\.row) == [0, Int(44 * scale) - 1], "screen \(screenScale), render \(scale)")
        #expect(rows.allSatisfy { $0.color == .black })
        // The line starts at a pixel edge: the column before 16 points is the cell's.
        #expect(image.pixel(x: Int(16 * scale) - 1, y: 0) == .white && image.pixel(x: Int(16 * scale), y: 0) == .black)
        #expect(try #require(cell.snapshot().children.first).frame.height == line)  // the frame is the view's
    }

    @Test func test_whenAViewIsThickerThanAHairline_thatItIsDrawnAtItsOwnThickness() throws {
        let cell = ListView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        cell.backgroundColor = .white
        let line = ListView(frame: CGRect(x: 0, y: 10, width: 100, height: 1))
        line.backgroundColor = .black
        cell.addSubview(line)
        let image = try ListSnapshot.image(of: cell, scale: 3)
        let rows = differingRows(in: image, x: 150, rows: 0...59, background: .white)
        #expect(rows.map(\.row) == [30, 31, 32])
    }
}
