import Foundation
import ListCore

/// The home indicator of a screen snapshot: a 134 × 5-point capsule (320 points wide on an iPad) 8 points above
/// the bottom edge, centred, dark in the light appearance and light in the dark one (or as the status bar style
/// says). Left out of the accessibility tree.
@MainActor
package final class ListHomeIndicatorView: ListView {
    /// Creates the home indicator of a screen.
    ///
    /// - Parameters:
    ///   - screen: the screen's size.
    ///   - chrome: the device's chrome.
    ///   - style: the status bar style, whose content colour the indicator takes.
    package init(screen: CGSize, chrome: ListDeviceChrome, style: ListStatusBarStyle) {
        let width: CGFloat = chrome.housing == .tablet ? 320 : 134
        super.init(frame: CGRect(x: (screen.width - width) / 2, y: screen.height - 13, width: width, height: 5))
        backgroundColor = style == .default ? ListColor(light: .black, dark: .white) : style.contentColor(in: .light)
        layer.cornerRadius = 2.5
        accessibilityIdentifier = "homeIndicator"
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    package required init?(coder: NSCoder) { nil }
}
