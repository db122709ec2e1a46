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

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
