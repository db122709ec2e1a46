import Foundation

/// UIKit's `UIDevice`, for the cell code that asks `UIDevice.current` what it runs on: there is no device in a
/// headless preview, so ``current`` describes the screen the preview shows, `UIScreen.main` (``ListScreen``): an iPhone
/// for an iPhone-sized screen, an iPad for an iPad-sized one (the rule of
/// ``ListTraitCollection/init(environment:fonts:screenSize:displayScale:)``), held as the screen's shape says.
///
/// ```swift
/// UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 820, height: 1180)    // an iPad
/// UIDevice.current.userInterfaceIdiom                                   // .pad
/// UIDevice.current.model                                                // "iPad"
/// ```
@MainActor
public final class ListDevice {
    /// The device of the process.
    public static let current = ListDevice()

    /// The system's name: `"iOS"` (`"iPadOS"` on an iPad, as UIKit says since iOS 15).
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The system's version the preview follows: `"18.0"`.
    public let systemVersion = "18.0"

    /// `"iPhone"` or `"iPad"`.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The same as ``model`` (no localization).
    public var localizedModel: String { model }

    /// The device's name: ``model`` (UIKit's generic name since iOS 16).
    public var name: String { model }

    /// Phone or pad, from `UIScreen.main`'s size.
    public var userInterfaceIdiom: ListUserInterfaceIdiom {
        ListTraitCollection(screenSize: screenSize(), displayScale: 0).userInterfaceIdiom
    }

    /// Portrait when `UIScreen.main` is taller than wide, else ``ListDeviceOrientation/landscapeLeft``.
    public var orientation: ListDeviceOrientation {
        let size = screenSize()
        return size.height >= size.width ? .portrait : .landscapeLeft
    }

    /// Whether the device reports orientation changes: false (nothing turns headlessly).
    public var isGeneratingDeviceOrientationNotifications: Bool { false }

    /// Does nothing: the orientation follows the screen.
    public func beginGeneratingDeviceOrientationNotifications() {}

    /// Does nothing: the orientation follows the screen.
    public func endGeneratingDeviceOrientationNotifications() {}

    /// Whether several apps can share the screen: true on an iPad.
    public var isMultitaskingSupported: Bool { userInterfaceIdiom == .pad }

    /// The size of the screen the device describes.
    private let screenSize: @MainActor () -> CGSize

    private init() {
        screenSize = { ListScreen.main.bounds.size }
    }

    /// A device with a screen of `screenSize` points, whatever `UIScreen.main` is (for tests, which must not change
    /// the process's screen while others run).
    package init(screenSize: CGSize) {
        self.screenSize = { screenSize }
    }
}
