import Foundation
import ListCore
import ListSnapshotKit
import ListViewKit
import Testing

/// The system's bar colours as the audit measures them: on the light bar the selected tab's `systemBlue` title, an
/// unselected tab's `systemGray` one and the badge's white on `systemRed` fall short of WCAG's 4.5:1, on the dark bar
/// only the badge (as on iOS), and the findings go once the app sets its own colours.
@Suite @MainActor struct ChromeContrastTests {
    private func screen() -> ListTabBarController {
        let home = ListViewController()
        home.view.backgroundColor = .systemBackground
        home.tabBarItem = ListTabBarItem(title: "Home", image: ListViewImage(systemName: "house"), tag: 0)
        let inbox = ListViewController()
        inbox.view.backgroundColor = .systemBackground
        inbox.tabBarItem = ListTabBarItem(title: "Inbox", image: ListViewImage(systemName: "tray"), tag: 1)
        inbox.tabBarItem.badgeValue = "2"
        let tabs = ListTabBarController()
        tabs.viewControllers = [home, inbox]
        return tabs
    }

    private func contrast(_ tabs: ListTabBarController, _ environment: ListEnvironment) throws -> [String] {
        try ListSnapshot.audit(
            of: tabs, size: CGSize(width: 393, height: 852), audit: ListAccessibilityAudit(checks: [.contrast]),
            scale: 1, environment: environment
        ).map { "\($0.label ?? "") \(String(format: "%.2f", $0.measured))" }
    }

    /// Each finding's text and ratio: `systemBlue` #007AFF on white is 4.02:1, `systemGray` #8E8E93 3.26:1, white on
    /// `systemRed` #FF3B30 3.55:1 (#FF453A in dark: 3.41:1) — the system colours' known ratios.
    @Test(arguments: [ListEnvironment(), ListEnvironment(theme: .dark, layoutDirection: .rightToLeft)])
    func test_whenTheTabBarKeepsTheSystemColours_thatItsShortfallsAreFound_andNotOnceTheAppSetsItsOwn(
        environment: ListEnvironment
    ) throws {
        let tabs = screen()
        let light = environment.theme == .light
        #expect(try contrast(tabs, environment) == (light ? ["Home 4.02", "Inbox 3.26", "2 3.55"] : ["2 3.41"]))

        // The high-contrast blue, black (white) titles and a darker badge.
        if light { tabs.tabBar.tintColor = ListColor(red: 0x00, green: 0x40, blue: 0xDD) }
        tabs.tabBar.unselectedItemTintColor = light ? .black : .white
        tabs.viewControllers?[1].tabBarItem.badgeColor = ListColor(red: 0xB0, green: 0x00, blue: 0x20)
        #expect(try contrast(tabs, environment).isEmpty)
    }
}
