import Foundation

/// UIKit's `UIAction`: a closure a control runs for its events. Objective-C's target–action (`addTarget(_:action:for:)`
/// with `#selector`) does not exist on Linux, so `UIControl.addAction(_:for:)` is how a cell wires its buttons.
///
/// ```swift
/// button.addAction(UIAction { [weak self] _ in self?.onRemove() }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // a test taps it
/// ```
@MainActor
public final class ListAction {
    /// UIKit's `UIAction.Identifier`: a name that makes an action unique among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (a menu's or a button's made with this action).
    public var title: String
    /// The image (a menu's or a button's made with this action).
    public var image: ListViewImage?
    /// The identifier: adding an action with the identifier of one already added replaces it.
    public let identifier: Identifier
    /// The control that ran the action last (`nil` before it ran); not retained, `nil` once it has ended.
    public var sender: ListControl? { senderLifetime?.view as? ListControl }
    /// ``sender``'s lifetime (not a weak reference: ``ListLifetime``).
    private var senderLifetime: ListLifetime?
    private let handler: @MainActor (ListAction) -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - identifier: a unique name (`nil`: a new one).
    ///   - handler: what the action does; it receives the action (its ``sender`` is the control).
    public init(
        title: String = "", image: ListViewImage? = nil, identifier: Identifier? = nil,
        handler: @escaping @MainActor (ListAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from control: ListControl) {
        senderLifetime = control.lifetime
        handler(self)
    }
}
