import Foundation

/// UIKit's `UIAccessibilityElement`: an element VoiceOver reads that is no view (a part of a drawing, a combined
/// reading of several views), listed in its container view's ``ListView/accessibilityElements``.
///
/// Apple: an accessibility element "represents custom user interface objects"; its ``isAccessibilityElement`` is
/// true by default and its frame must be set, in screen coordinates (``accessibilityFrame``, the root of the tree
/// here) or, better, relative to the container (``accessibilityFrameInContainerSpace``, which follows the container
/// as it moves).
///
/// ```swift
/// let summary = UIAccessibilityElement(accessibilityContainer: cell)
/// summary.accessibilityLabel = "Ana, 5 hours ago"
/// summary.accessibilityTraits = .button
/// summary.accessibilityFrameInContainerSpace = cell.bounds
/// cell.accessibilityElements = [summary, likeButton]
/// ```
@MainActor
open class ListAccessibilityElement {
    /// The view that lists the element: not retained, `nil` once it has ended (weak, as UIKit's).
    public var accessibilityContainer: ListView? {
        get { containerLifetime?.view }
        set { containerLifetime = newValue?.lifetime }
    }
    /// ``accessibilityContainer``'s lifetime (not a weak reference: ``ListLifetime``).
    private var containerLifetime: ListLifetime?
    /// Whether VoiceOver reads it (true by default; a container element sets it false and lists
    /// ``accessibilityElements``).
    open var isAccessibilityElement = true
    /// What VoiceOver reads first.
    open var accessibilityLabel: String?
    /// The current value, read after the label.
    open var accessibilityValue: String?
    /// What activating it does, read last.
    open var accessibilityHint: String?
    /// What it is ("Button.").
    open var accessibilityTraits: ListAccessibilityTraits = []
    /// Its name for tests and sidecars (never read aloud).
    open var accessibilityIdentifier: String?
    /// Its frame in root (screen) coordinates; used when ``accessibilityFrameInContainerSpace`` is `nil`.
    open var accessibilityFrame: CGRect = .zero
    /// Its frame in the container's bounds coordinates (UIKit's `accessibilityFrameInContainerSpace`; `nil`, UIKit's
    /// `CGRect.null`: use ``accessibilityFrame``).
    open var accessibilityFrameInContainerSpace: CGRect?
    /// Where a double tap lands, in root coordinates (`nil`: the centre of the frame).
    open var accessibilityActivationPoint: CGPoint?
    /// The rotor's actions.
    open var accessibilityCustomActions: [ListAccessibilityCustomAction]?
    /// Whether it does something when activated (`nil`: its traits or custom actions say so).
    open var accessibilityRespondsToUserInteraction: Bool?
    /// The elements it contains, in order, when it is a container itself (``isAccessibilityElement`` false).
    open var accessibilityElements: [Any]?
    /// Whether VoiceOver skips it and its elements.
    open var accessibilityElementsHidden = false

    /// UIKit's `init(accessibilityContainer:)`.
    ///
    /// - Parameter accessibilityContainer: the view whose ``ListView/accessibilityElements`` list the element.
    public init(accessibilityContainer: ListView?) {
        self.accessibilityContainer = accessibilityContainer
    }

    /// The frame in root coordinates: the container-space frame moved to where the container is, else
    /// ``accessibilityFrame``.
    public var resolvedFrame: CGRect {
        guard let inContainer = accessibilityFrameInContainerSpace, let container = accessibilityContainer else {
            return accessibilityFrame
        }
        return container.convert(inContainer, to: nil)
    }
}
