import Foundation

/// UIKit's `UIControl`: a view with states (enabled, selected, highlighted) that buttons draw by.
///
/// ```swift
/// button.isSelected = true
/// button.setTitle("Following", for: .selected)
/// ```
@MainActor
open class ListControl: ListView {
    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits.
        public var rawValue: UInt
        /// Creates a state.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag set.
        public static let normal = State([])
        /// A touch is down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// UIKit's `UIControl.Event`: what a user did to the control.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The bits.
        public var rawValue: UInt
        /// Creates an event set.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second touch went down in a row.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch went up inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch went up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.ContentHorizontalAlignment`: where a control puts its content across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
        /// Centred (the default).
        case center
        /// At the left edge, in either layout direction.
        case left
        /// At the right edge, in either layout direction.
        case right
        /// Stretched across the bounds.
        case fill
        /// At the leading edge: the left, or the right when the layout is right-to-left.
        case leading
        /// At the trailing edge: the right, or the left when the layout is right-to-left.
        case trailing
    }

    /// UIKit's `UIControl.ContentVerticalAlignment`: where a control puts its content down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable, Hashable {
        /// Centred (the default).
        case center
        /// At the top edge.
        case top
        /// At the bottom edge.
        case bottom
        /// Stretched down the bounds.
        case fill
    }

    /// UIKit's `contentHorizontalAlignment` (a button places its image and title by it).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    /// UIKit's `contentVerticalAlignment`.
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }

    /// UIKit's `effectiveContentHorizontalAlignment`: ``contentHorizontalAlignment`` with `leading` and `trailing`
    /// resolved to `left` or `right` by the layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let alignment: return alignment
        }
    }

    /// Whether the control is enabled.
    open var isEnabled = true { didSet { setNeedsLayout() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { setNeedsLayout() } }
    /// Whether a touch is down on it.
    open var isHighlighted = false { didSet { setNeedsLayout() } }

    /// The control's state.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// A control with a zero frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// An element by default (Apple, `isAccessibilityElement`: "If the receiver is a UIKit control, the default value is true").
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Default: the state's traits (`.notEnabled`, `.selected`), as UIKit's controls report them.
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? stateTraits }
        set { super.accessibilityTraits = newValue }
    }
    /// `.notEnabled` when disabled, `.selected` when selected: what every UIKit control adds to its traits.
    public var stateTraits: ListAccessibilityTraits {
        var traits: ListAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var actions: [(action: ListAction, events: Event)] = []

    /// The events some action is added for (UIKit's `allControlEvents`).
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs `action` for `events` (UIKit's `addAction(_:for:)`, the Linux form of `addTarget(_:action:for:)`). An
    /// action with the identifier of one already added replaces it.
    ///
    /// - Parameters:
    ///   - action: the action.
    ///   - events: the events it runs for.
    public func addAction(_ action: ListAction, for events: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, events)
        } else {
            actions.append((action, events))
        }
    }

    /// Stops running `action` for `events` (it is removed when no event is left).
    public func removeAction(_ action: ListAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: ListAction.Identifier, for events: Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == identifier {
            actions[index].events.subtract(events)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Runs the actions added for any of `events`, in the order they were added (UIKit's `sendActions(for:)`: how a
    /// test taps a button). A disabled control runs none.
    ///
    /// - Parameter events: the events that happened.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.perform(from: self) }
    }
}
