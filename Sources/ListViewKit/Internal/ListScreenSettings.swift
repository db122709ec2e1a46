import Foundation

/// The process's screen, `UIScreen.main`, as plain values: read from any thread (a trait collection made off the
/// main actor takes its size classes from it), behind a lock. Its scale is the image lookup's. A task may show
/// another screen for a while (``shown``): a screen snapshot's, for the code it runs.
final class ListScreenSettings: @unchecked Sendable {
    static let shared = ListScreenSettings()

    /// The screen the current task shows instead of the process's (``ListScreen/withScreen(size:scale:_:)``).
    @TaskLocal static var shown: (size: CGSize, scale: CGFloat)?

    private let lock = NSLock()
    private var storedBounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// The process's screen's traits, made once per change of its bounds or scale.
    private var processTraits: ListTraitCollection?

    /// The screen's rectangle in points (an iPhone 16's portrait 393 × 852 unless set), the task's shown one's
    /// while it shows one; setting it sets the process's.
    var bounds: CGRect {
        get { Self.shown.map { CGRect(origin: .zero, size: $0.size) } ?? lock.withLock { storedBounds } }
        set {
            lock.withLock {
                storedBounds = newValue
                processTraits = nil
            }
        }
    }

    /// The screen's size and scale.
    var screen: (size: CGSize, scale: CGFloat) {
        Self.shown ?? (bounds.size, ListViewImage.preferredScale)
    }

    /// The screen's traits in the standard environment, with no fonts: the shown screen's, else the process's (made
    /// once, not at each read: every view without an override reads them through `ListTraitCollection.current`).
    var traits: ListTraitCollection {
        if let shown = Self.shown { return ListTraitCollection(screenSize: shown.size, displayScale: shown.scale) }
        return lock.withLock {
            if let processTraits { return processTraits }
            let made = ListTraitCollection(screenSize: storedBounds.size, displayScale: ListViewImage.preferredScale)
            processTraits = made
            return made
        }
    }

    /// Forgets the process's traits (its scale changed).
    func scaleChanged() {
        lock.withLock { processTraits = nil }
    }
}
