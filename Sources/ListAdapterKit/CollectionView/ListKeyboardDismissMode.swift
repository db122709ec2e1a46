/// UIKit's `UIScrollView.KeyboardDismissMode`: whether a drag dismisses the keyboard. Recorded (a preview shows no
/// keyboard).
public enum ListKeyboardDismissMode: Int, Sendable, Hashable, CaseIterable {
    /// The keyboard stays (UIKit's default).
    case none
    /// A drag dismisses it.
    case onDrag
    /// The keyboard follows the drag.
    case interactive
}
