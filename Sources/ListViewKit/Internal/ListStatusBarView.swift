import Foundation
import ListCore

/// The status bar of a screen snapshot, as a simulator screenshot shows it: "9:41", full signal, Wi-Fi and a full
/// battery, in the colour of the screen's ``ListStatusBarStyle``, placed by the device's ``ListDeviceChrome/Housing``
/// (beside the notch or the Dynamic Island, centred on a home-button phone, at the edges on an iPad) and mirrored in
/// a right-to-left environment. Every figure is in docs/SNAPSHOTS.md ("The chrome of a screen").
///
/// It draws above the screen, and VoiceOver reads it first (``ListAccessibilityBars``), each item as UIKit's
/// status bar labels it in UI automation (the time as "9:41 AM", "4 of 4 bars, signal strength", "3 of 3 Wi-Fi
/// bars", "100% battery power"; docs/ACCESSIBILITY.md says what this approximates).
@MainActor
package final class ListStatusBarView: ListView {
    let chrome: ListDeviceChrome
    let contentColor: ListColor
    let time = ListLabel()
    let signal = ListView()
    let wifi = ListImageView()
    let battery = ListView()
    let batteryLevel = ListView()
    let batteryTip = ListView()

    /// Creates the status bar of a device.
    ///
    /// - Parameters:
    ///   - chrome: the device's chrome.
    ///   - width: the screen's width.
    ///   - style: the status bar style (`.default` follows the appearance when drawn).
    package init(chrome: ListDeviceChrome, width: CGFloat, style: ListStatusBarStyle) {
        self.chrome = chrome
        contentColor = style == .default
            ? ListColor(light: .black, dark: .white) : style.contentColor(in: .light)
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: chrome.statusBarHeight))
        accessibilityIdentifier = "statusBar"
        let phone = chrome.housing == .notch || chrome.housing == .dynamicIsland
        time.text = "9:41"
        time.font = .systemFont(ofSize: phone ? 17 : chrome.housing == .tablet ? 15 : 12, weight: .semibold)
        time.textColor = contentColor
        time.accessibilityIdentifier = "statusBar.time"
        time.accessibilityLabel = "9:41 AM"
        time.sizeToFit()
        addSubview(time)
        buildSignal()
        wifi.image = ListViewImage(
            systemName: "wifi", withConfiguration: .init(pointSize: phone ? 17 : 14, weight: .semibold))
        wifi.tintColor = contentColor
        wifi.accessibilityIdentifier = "statusBar.wifi"
        wifi.isAccessibilityElement = true
        wifi.accessibilityLabel = "3 of 3 Wi-Fi bars"
        wifi.accessibilityTraits = []
        wifi.sizeToFit()
        addSubview(wifi)
        buildBattery(large: phone)
    }

    @available(*, unavailable)
    package required init?(coder: NSCoder) { nil }

    private func buildSignal() {
        signal.accessibilityIdentifier = "statusBar.signal"
        signal.isAccessibilityElement = true
        signal.accessibilityLabel = "4 of 4 bars, signal strength"
        signal.frame.size = CGSize(width: 17, height: 11)
        for (index, height) in [4.0, 6.0, 8.5, 11.0].enumerated() {
            let bar = ListView(frame: CGRect(x: CGFloat(index) * 4.5, y: 11 - height, width: 3, height: height))
            bar.backgroundColor = contentColor
            bar.layer.cornerRadius = 1
            signal.addSubview(bar)
        }
        addSubview(signal)
    }

    private func buildBattery(large: Bool) {
        let size = large ? CGSize(width: 25, height: 12) : CGSize(width: 22, height: 11)
        battery.accessibilityIdentifier = "statusBar.battery"
        battery.isAccessibilityElement = true
        battery.accessibilityLabel = "100% battery power"
        battery.frame.size = CGSize(width: size.width + 2.5, height: size.height)
        let outline = ListView(frame: CGRect(origin: .zero, size: size))
        outline.layer.borderWidth = 1
        outline.layer.borderColor = contentColor.withAlphaComponent(0.35)
        outline.layer.cornerRadius = large ? 4 : 3.5
        battery.addSubview(outline)
        batteryLevel.frame = CGRect(x: 2, y: 2, width: size.width - 4, height: size.height - 4)
        batteryLevel.backgroundColor = contentColor
        batteryLevel.layer.cornerRadius = large ? 2.5 : 2
        battery.addSubview(batteryLevel)
        batteryTip.frame = CGRect(x: size.width + 1, y: (size.height - 4) / 2, width: 1.5, height: 4)
        batteryTip.backgroundColor = contentColor.withAlphaComponent(0.4)
        batteryTip.layer.cornerRadius = 0.75
        battery.addSubview(batteryTip)
        addSubview(battery)
    }

    /// Places the time at the leading side and the icons (signal, Wi-Fi, battery) at the trailing side, each
    /// centred on the row the device's status bar draws its items on.
    package override func layoutSubviews() {
        let width = bounds.width
        let middle: CGFloat
        let timeCenter: CGFloat
        let iconsCenter: CGFloat?  // nil: icons split (signal and Wi-Fi leading, battery trailing)
        switch chrome.housing {
        case .homeButton:
            middle = chrome.statusBarHeight / 2
            timeCenter = width / 2
            iconsCenter = nil
        case .notch, .dynamicIsland:
            let housing: CGFloat = chrome.housing == .notch ? 209 : 126
            let ear = (width - housing) / 2
            middle = chrome.housing == .notch ? chrome.statusBarHeight / 2 + 1 : chrome.statusBarHeight / 2 + 3
            timeCenter = ear / 2 + 6
            iconsCenter = width - ear / 2 - 4
        case .tablet:
            middle = chrome.statusBarHeight / 2
            timeCenter = 20 + time.bounds.width / 2
            iconsCenter = width - 20 - iconsWidth / 2
        }
        func place(_ view: ListView, centerX: CGFloat) {
            view.frame.origin = CGPoint(
                x: centerX - view.bounds.width / 2, y: (middle - view.bounds.height / 2).rounded(.down))
        }
        place(time, centerX: timeCenter)
        if let iconsCenter {
            var x = iconsCenter - iconsWidth / 2
            for view in [signal, wifi, battery] {
                place(view, centerX: x + view.bounds.width / 2)
                x += view.bounds.width + Self.iconSpacing
            }
        } else {
            place(signal, centerX: 6 + signal.bounds.width / 2)
            place(wifi, centerX: 6 + signal.bounds.width + Self.iconSpacing + wifi.bounds.width / 2)
            place(battery, centerX: width - 6 - battery.bounds.width / 2)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [time, signal, wifi, battery] { view.frame.origin.x = width - view.frame.maxX }
        }
    }

    private static let iconSpacing: CGFloat = 5
    private var iconsWidth: CGFloat {
        signal.bounds.width + wifi.bounds.width + battery.bounds.width + 2 * Self.iconSpacing
    }
}
