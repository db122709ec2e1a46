import Foundation
import ListCore
import ListViewKit
import Testing

/// A screen's bars in VoiceOver's order whatever the frames (the status bar, the navigation bar, the content, the
/// tab bar), as UIKit exposes them: the back button labelled with the previous screen's title, the title a
/// heading, the tabs counted ("Tab. 1 of 2.").
@MainActor
@Suite struct ScreenAccessibilityOrderTests {
    /// A screen whose only text sits at y 70, under the navigation bar (59 to 103 on an iPhone 16).
    final class UnderBarScreen: UIViewController {
        override func loadView() {
            let root = UIView()
            let label = UILabel(frame: CGRect(x: 16, y: 70, width: 200, height: 20))
            label.text = "Under the bar"
            root.addSubview(label)
            view = root
        }
    }

    func screen(previousTitle: String?, direction: ListLayoutDirection) -> [ListAccessibilityHierarchy.Element] {
        let first = UIViewController()
        first.title = previousTitle
        let detail = UnderBarScreen()
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(detail, animated: false)
        navigation.tabBarItem = UITabBarItem(title: "Feed", image: nil, selectedImage: nil)
        let profile = UIViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, profile]
        let size = CGSize(width: 393, height: 852)
        let host = ListScreenHost(controller: tabs, size: size, chrome: .forScreen(width: size.width, height: size.height))
        defer { host.detach() }
        host.root.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        host.root.layoutIfNeeded()
        return host.root.accessibilityHierarchy().elements
    }

    @Test func test_whenContentLiesUnderTheNavigationBar_thatItIsReadAfterTheBarAndBeforeTheTabs() {
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            let elements = screen(previousTitle: "Settings", direction: direction)
            #expect(elements.map(\.spoken) == [
                "9:41 AM", "4 of 4 bars, signal strength", "3 of 3 Wi-Fi bars", "100% battery power",
                "Settings. Back Button.", "Detail. Heading.", "Under the bar",
                "Selected: Feed. Tab. 1 of 2.", "Profile. Tab. 2 of 2.",
            ], "\(direction)")
            // The text really is under the bar: by position alone it would be read beside the title.
            let title = elements[5].frame, text = elements[6].frame
            #expect(abs(title.minY - text.minY) < ListAccessibilityHierarchy.rowSeparation, "\(direction)")
        }
    }

    @Test func test_whenThePreviousScreenHasNoTitle_thatTheBackButtonReadsBackOnce() {
        let elements = screen(previousTitle: nil, direction: .leftToRight)
        #expect(elements[4].label == "Back" && elements[4].spoken == "Back Button.")
        #expect(elements[4].traits == [.button, .backButton] && elements[4].respondsToUserInteraction)
    }
}
