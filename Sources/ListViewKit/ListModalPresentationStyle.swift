import Foundation

/// UIKit's `UIModalPresentationStyle`: how a presented screen would cover its presenter. Recorded
/// (``ListViewController/modalPresentationStyle``), never drawn: a screen snapshot draws the view controller it is
/// given, so `ListSnapshot.image(of: presenter)` shows the presenter as it is under the presentation, and
/// `ListSnapshot.image(of: presenter.presentedViewController!)` shows the presented screen filling the device's
/// screen — what the phone shows for `.fullScreen`; a sheet's card over the dimmed presenter is not composited
/// (docs/SNAPSHOTS.md, "Presented screens").
///
/// ```swift
/// let compose = ComposeViewController()
/// compose.modalPresentationStyle = .fullScreen
/// inbox.present(compose, animated: true)
/// let image = try ListSnapshot.image(of: compose, size: CGSize(width: 393, height: 852))
/// ```
public enum ListModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// The system's choice: a page sheet on iPhone since iOS 13 (UIKit's default).
    case automatic = -2
    /// No adaptation (`.none`).
    case none = -1
    /// Covers the whole screen; the presenter's views are removed.
    case fullScreen = 0
    /// A card over the dimmed presenter (iPhone), centred at a readable width (iPad).
    case pageSheet = 1
    /// A smaller centred card (iPad); a page sheet on iPhone.
    case formSheet = 2
    /// Over the presenting context's view.
    case currentContext = 3
    /// A custom transitioning delegate's presentation.
    case custom = 4
    /// Covers the whole screen, the presenter's views kept under it.
    case overFullScreen = 5
    /// Over the presenting context's view, its views kept under it.
    case overCurrentContext = 6
    /// A popover (iPad), adapting to a sheet on iPhone.
    case popover = 7
}
