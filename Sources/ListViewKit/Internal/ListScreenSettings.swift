import Foundation

/// The process's screen, `UIScreen.main`, as plain values: read from any thread (a trait collection made off the
/// main actor takes its size classes from it), behind a lock. Its scale is the image lookup's.
final class ListScreenSettings: @unchecked Sendable {
    static let shared = ListScreenSettings()

    private let lock = NSLock()
    private var storedBounds = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// The screen's rectangle in points (an iPhone 16's portrait 393 × 852 unless set).
    var bounds: CGRect {
        get { lock.withLock { storedBounds } }
        set { lock.withLock { storedBounds = newValue } }
    }

    /// The screen's size and scale.
    var screen: (size: CGSize, scale: CGFloat) {
        (bounds.size, ListViewImage.preferredScale)
    }
}
