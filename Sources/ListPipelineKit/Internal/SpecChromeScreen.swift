import Foundation
import ListCore
import ListSpecKit
import ListViewKit

/// A spec's `"chrome"` built as UIKit builds a screen — a `UITabBarController` around a `UINavigationController`
/// around the list's screen, shown on the device's screen (`ListScreenHost`: status bar, home indicator, the
/// window's safe area) — and read back: the safe area the list's screen is given, and the snapshot of everything
/// drawn over the list. The list itself stays the spec's scene; the screen's own views are transparent.
struct SpecChromeScreen: Sendable {
    /// The list screen's safe area: the device's (status bar or sensor housing, home indicator) and the bars'.
    var safeAreaInsets: ListEdgeInsets
    /// The status bar, the bars and the home indicator, the root filling the viewport.
    var overlay: ListViewSnapshot

    /// Builds the screen of `chrome` on a viewport.
    ///
    /// - Parameters:
    ///   - chrome: what the spec asks for.
    ///   - size: the viewport (the device's screen: its chrome comes from its size).
    ///   - traits: the spec's environment and the pipeline's faces.
    ///   - isAtTopEdge: whether the list rests at its top (the navigation bar's scroll-edge appearance).
    ///   - isAtBottomEdge: whether the list is scrolled to its end (the tab bar's scroll-edge appearance).
    ///   - collapsesLargeTitle: whether a large title is shown collapsed into the row (the list scrolled past it).
    /// - Returns: the safe area and the overlay.
    @MainActor
    static func make(
        _ chrome: ListSpecChrome, size: CGSize, traits: ListTraitCollection, isAtTopEdge: Bool,
        isAtBottomEdge: Bool = false, collapsesLargeTitle: Bool = false
    ) -> SpecChromeScreen {
        traits.performAsCurrent {
            let list = SpecChromeListController(chrome: chrome, isAtTopEdge: isAtTopEdge, isAtBottomEdge: isAtBottomEdge)
            var root: ListViewController = list
            if let bar = chrome.navigationBar {
                list.navigationItem.title = bar.title
                list.navigationItem.largeTitleDisplayMode =
                    bar.titleDisplayMode == .large && !collapsesLargeTitle ? .always : .never
                list.navigationItem.leftBarButtonItems = bar.leftItems.map(Self.barButtonItem)
                list.navigationItem.rightBarButtonItems = bar.rightItems.map(Self.barButtonItem)
                let navigation = SpecChromeNavigationController(nibName: nil, bundle: nil)
                navigation.hidesHomeIndicator = !chrome.homeIndicator
                navigation.navigationBar.prefersLargeTitles = bar.titleDisplayMode == .large
                if let back = bar.backTitle {
                    let previous = ListViewController()
                    previous.title = back
                    navigation.pushViewController(previous, animated: false)
                }
                navigation.pushViewController(list, animated: false)
                root = navigation
            }
            if let tabs = chrome.tabBar {
                let controller = SpecChromeTabBarController(nibName: nil, bundle: nil)
                controller.hidesHomeIndicator = !chrome.homeIndicator
                controller.viewControllers = tabs.items.enumerated().map { index, item in
                    let screen = index == tabs.selectedIndex ? root : ListViewController()
                    screen.tabBarItem = ListTabBarItem(
                        title: item.title, image: item.systemName.flatMap { ListViewImage(systemName: $0) },
                        selectedImage: (item.selectedSystemName ?? item.systemName).flatMap { ListViewImage(systemName: $0) })
                    screen.tabBarItem.badgeValue = item.badge
                    return screen
                }
                controller.selectedIndex = tabs.selectedIndex
                root = controller
            }
            let device = ListDeviceChrome.forScreen(width: size.width, height: size.height)
            let host = ListScreenHost(controller: root, size: size, chrome: device)
            host.root.overrideTraitCollection = traits
            host.root.layoutIfNeeded()
            let safeArea = list.view.safeAreaInsets
            let overlay = host.root.snapshot()
            host.detach()
            return SpecChromeScreen(safeAreaInsets: safeArea, overlay: overlay)
        }
    }

    @MainActor
    private static func barButtonItem(_ item: ListSpecNavigationBar.Item) -> ListBarButtonItem {
        let style: ListBarButtonItem.Style = item.style == .done ? .done : .plain
        let barItem = item.systemName.map {
            ListBarButtonItem(image: ListViewImage(systemName: $0), style: style, target: nil, action: nil)
        } ?? ListBarButtonItem(title: item.title, style: style, target: nil, action: nil)
        barItem.accessibilityLabel = item.accessibilityLabel
        return barItem
    }

    /// The safe area a list's content inset grows by under a spec's adjustment behaviour (UIKit's table in
    /// `ListCollectionView.adjustedContentInset`; a spec's list is taken to scroll along its scroll direction).
    ///
    /// - Parameters:
    ///   - safeArea: the list screen's safe area.
    ///   - adjustment: the spec's behaviour.
    ///   - vertical: whether the list scrolls vertically.
    /// - Returns: what adds to `viewport.contentInset`.
    static func adjustment(
        of safeArea: ListEdgeInsets, by adjustment: ListSpecChrome.ContentInsetAdjustment, vertical: Bool
    ) -> ListEdgeInsets {
        switch adjustment {
        case .never: return .zero
        case .always: return safeArea
        case .automatic:
            return ListEdgeInsets(
                top: safeArea.top, left: vertical ? 0 : safeArea.left, bottom: safeArea.bottom,
                right: vertical ? 0 : safeArea.right)
        }
    }
}

/// The list's screen under a spec's chrome: a transparent view that tells the navigation bar whether the list rests
/// at its top, and the status bar's style and visibility the spec asks for.
@MainActor
private final class SpecChromeListController: ListViewController {
    let chrome: ListSpecChrome
    let isAtTopEdge: Bool
    let isAtBottomEdge: Bool

    init(chrome: ListSpecChrome, isAtTopEdge: Bool, isAtBottomEdge: Bool) {
        self.chrome = chrome
        self.isAtTopEdge = isAtTopEdge
        self.isAtBottomEdge = isAtBottomEdge
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = SpecChromeListView(isAtTopEdge: isAtTopEdge, isAtBottomEdge: isAtBottomEdge)
    }

    override var preferredStatusBarStyle: ListStatusBarStyle {
        switch chrome.statusBar ?? .default {
        case .default: .default
        case .lightContent: .lightContent
        case .darkContent: .darkContent
        }
    }

    override var prefersStatusBarHidden: Bool { chrome.statusBar == nil }
    override var prefersHomeIndicatorAutoHidden: Bool { !chrome.homeIndicator }
}

/// The list's place on the screen: draws nothing (the spec's scene is drawn under the chrome) and reports its
/// scroll edge as a collection view does.
@MainActor
private final class SpecChromeListView: ListView, ListScrollEdgeReporting {
    let isAtTopScrollEdge: Bool
    let isAtBottomScrollEdge: Bool

    init(isAtTopEdge: Bool, isAtBottomEdge: Bool) {
        isAtTopScrollEdge = isAtTopEdge
        isAtBottomScrollEdge = isAtBottomEdge
        super.init(frame: .zero)
        accessibilityIdentifier = "list"
    }

    required init?(coder: NSCoder) { nil }
}

/// A navigation controller that may hide the home indicator (the root decides it).
@MainActor
private final class SpecChromeNavigationController: ListNavigationController {
    var hidesHomeIndicator = false
    override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
}

/// A tab bar controller that may hide the home indicator (the root decides it).
@MainActor
private final class SpecChromeTabBarController: ListTabBarController {
    var hidesHomeIndicator = false
    override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
}
