import Foundation
import ListCore

/// Shows a view controller as the whole screen of a device, the way a window shows its root view controller: its
/// view fills the screen with the window's safe-area insets (the device's ``ListDeviceChrome``), and the status bar
/// and the home indicator draw above it. The host's ``root`` is what a snapshot renders; ``detach()`` gives the
/// view controller's view back to where it was.
///
/// Without chrome (`chrome == nil`) the view fills the screen with no safe area and nothing is drawn above it.
@MainActor
package final class ListScreenHost {
    /// The screen: the view controller's view, then the status bar and the home indicator.
    package let root: ListView
    /// The view controller shown.
    package let controller: ListViewController
    private let previousSuperview: ListView?
    private let previousIndex: Int?
    private let previousFrame: CGRect

    /// Shows `controller` on a screen of `size`.
    ///
    /// - Parameters:
    ///   - controller: the screen's root view controller.
    ///   - size: the screen's size in points.
    ///   - chrome: the device's chrome (`nil`: none).
    package init(controller: ListViewController, size: CGSize, chrome: ListDeviceChrome?) {
        self.controller = controller
        root = ListView(frame: CGRect(origin: .zero, size: size))
        root.accessibilityIdentifier = "screen"
        let view: ListView = controller.view
        previousSuperview = view.superview
        previousIndex = view.superview?.subviews.firstIndex { $0 === view }
        previousFrame = view.frame
        root.addSubview(view)
        view.frame = root.bounds
        view.setNeedsLayoutInTree()
        guard let chrome else { return }
        let hidesStatusBar = controller.statusBarHiddenController.prefersStatusBarHidden
        root.safeAreaInsets = hidesStatusBar ? chrome.safeAreaInsetsWithoutStatusBar : chrome.safeAreaInsets
        let style = controller.statusBarStyleController.preferredStatusBarStyle
        if !hidesStatusBar {
            root.addSubview(ListStatusBarView(chrome: chrome, width: size.width, style: style))
        }
        if chrome.hasHomeIndicator && !controller.prefersHomeIndicatorAutoHidden {
            root.addSubview(ListHomeIndicatorView(screen: size, chrome: chrome, style: style))
        }
    }

    /// Gives the view controller's view back to its previous superview (or none), with its previous frame.
    package func detach() {
        let view: ListView = controller.view
        guard view.superview === root else { return }
        view.removeFromSuperview()
        if let previousSuperview, let previousIndex { previousSuperview.insertSubview(view, at: previousIndex) }
        view.frame = previousFrame
        view.setNeedsLayoutInTree()
    }
}

extension ListViewController {
    /// The screen whose ``preferredStatusBarStyle`` is shown: ``childForStatusBarStyle``, followed down.
    package var statusBarStyleController: ListViewController {
        var current = self
        while let child = current.childForStatusBarStyle, child !== current { current = child }
        return current
    }

    /// The screen whose ``prefersStatusBarHidden`` is shown: ``childForStatusBarHidden``, followed down.
    package var statusBarHiddenController: ListViewController {
        var current = self
        while let child = current.childForStatusBarHidden, child !== current { current = child }
        return current
    }
}
