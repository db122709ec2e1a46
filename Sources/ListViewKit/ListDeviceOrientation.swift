/// UIKit's `UIDeviceOrientation`: how the device is held. Headlessly it follows `UIScreen.main`'s shape
/// (``ListDevice/orientation``): portrait when the screen is taller than wide, else landscape with the home button
/// (or the bottom edge) on the right.
public enum ListDeviceOrientation: Int, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned left: the bottom edge on the right.
    case landscapeLeft = 3
    /// Turned right: the bottom edge on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is a known one (UIKit's `isValidInterfaceOrientation`: not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
