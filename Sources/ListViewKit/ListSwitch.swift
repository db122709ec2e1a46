import Foundation
import ListCore

/// UIKit's `UISwitch`: a 51 × 31-point capsule, filled with ``onTintColor`` when on and a light grey fill when off,
/// with a white round thumb (and its shadow) at the trailing end when on, the leading end when off. Its size is
/// always UIKit's, whatever its frame, at the frame's origin.
///
/// ```swift
/// let notifications = UISwitch()
/// notifications.isOn = true
/// notifications.addAction(UIAction { _ in settings.toggle() }, for: .valueChanged)
/// ```
@MainActor
open class ListSwitch: ListControl {
    /// UIKit's size of a switch.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on.
    open var isOn = false { didSet { setNeedsLayout() } }
    /// The track's colour when on (`nil`: `systemGreen`).
    open var onTintColor: ListColor? { didSet { setNeedsLayout() } }
    /// The thumb's colour (`nil`: white).
    open var thumbTintColor: ListColor? { didSet { setNeedsLayout() } }

    private let track = ListView()
    private let thumb = ListView()

    /// A switch, off, at `frame`'s origin with UIKit's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ListSwitch.size))
        track.layer.cornerRadius = ListSwitch.size.height / 2
        track.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = 27 / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        addSubview(track)
        addSubview(thumb)
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// Default: `"1"` when on, `"0"` when off, as UIKit's `UISwitch` reports it (VoiceOver reads "On." / "Off.").
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
    /// Default: `.button` and `.toggleButton` (iOS 17's name of `UISwitch`'s trait), with the state's.
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? stateTraits.union([.button, .toggleButton]) }
        set { super.accessibilityTraits = newValue }
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `setOn(_:animated:)`: the switch turns at once (a preview is a still).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The frame: its origin as given, its size always UIKit's (as `UISwitch` ignores other sizes).
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: ListSwitch.size) }
    }

    /// UIKit's size.
    open override var intrinsicContentSize: CGSize { ListSwitch.size }

    /// UIKit's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ListSwitch.size }

    /// Keeps UIKit's size, and places the track and the thumb: trailing when on, in the layout direction.
    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = CGRect(origin: .zero, size: ListSwitch.size)
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : Self.offFill
        thumb.backgroundColor = thumbTintColor ?? .white
        let trailing = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        thumb.frame = CGRect(x: trailing ? ListSwitch.size.width - 29 : 2, y: 2, width: 27, height: 27)
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .switch }

    /// The off track: UIKit's light grey, and a dark grey in dark appearance.
    private static let offFill = ListColor(
        light: ListColor(red: 0xE9, green: 0xE9, blue: 0xEA), dark: ListColor(red: 0x39, green: 0x39, blue: 0x3D))
}
