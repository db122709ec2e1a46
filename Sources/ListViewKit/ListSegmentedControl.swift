import Foundation
import ListCore

/// UIKit's `UISegmentedControl` in its iOS 13 and later look: a 32-point-tall rounded track in the grey fill, one
/// segment per item (a title or an image), the selected one on a raised card (white, a dark grey in dark
/// appearance, with a soft shadow) and short dividers between unselected neighbours. Segments share the width
/// equally, or by their content with ``apportionsSegmentWidthsByContent``, or take the width given with
/// ``setWidth(_:forSegmentAt:)``; segment 0 is at the leading edge (the right one, right to left). Titles are
/// 13-point text — regular, semibold when selected — which, as UIKit's, does not grow with Dynamic Type. The
/// figures and their sources are in docs/ADAPTER.md (the UIKit table).
///
/// ```swift
/// let filter = UISegmentedControl(items: ["All", "Unread", "Flagged"])
/// filter.selectedSegmentIndex = 0
/// filter.addAction(UIAction { _ in reload() }, for: .valueChanged)
/// filter.sizeToFit()   // 32 points tall
/// ```
///
/// Each segment is an accessibility element with the button trait (and `.selected` for the selected one,
/// `.notEnabled` for a disabled one), labelled by its title; the control itself is not one, as UIKit's.
@MainActor
open class ListSegmentedControl: ListControl {
    /// UIKit's `UISegmentedControl.noSegment`: no segment is selected.
    public static let noSegment = -1

    /// A segment's content and settings.
    struct Segment {
        var title: String?
        var image: ListViewImage?
        var isEnabled = true
        /// The width set with `setWidth(_:forSegmentAt:)`; 0: automatic.
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    private var storedSelectedIndex = ListSegmentedControl.noSegment
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The views the control draws itself with (rebuilt by each layout; a user's subviews are left alone).
    var drawnViews: [ListView] = []

    /// The index of the selected segment: ``noSegment`` for none. Setting an index outside the segments selects
    /// none (UIKit raises). Setting it sends no action, as in UIKit: ``tapSegment(at:)`` is a user's tap.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            storedSelectedIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment
            setNeedsLayout()
        }
    }
    /// The selected segment card's colour (`nil`: white, `#636366` in dark appearance).
    open var selectedSegmentTintColor: ListColor? { didSet { setNeedsLayout() } }
    /// Whether automatic segments are as wide as their content (`false`: they share the width equally).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// UIKit's `isMomentary`: a tapped segment does not stay selected (no card is drawn; the index still tells
    /// which one was tapped).
    open var isMomentary = false { didSet { setNeedsLayout() } }

    /// UIKit's `UISegmentedControl(items:)`: one segment per `String` (a title) or ``ListViewImage`` (an image;
    /// anything else makes an empty segment), none selected, sized to fit.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? ListViewImage) }
        frame.size = intrinsicContentSize
    }

    /// An empty segmented control at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) { nil }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// Not an element by default: its segments are (UIKit's segmented control is a container of segment elements).
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? false }
        set { super.isAccessibilityElement = newValue }
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .segmentedControl }

    /// The segments' widths (``intrinsicSegmentWidths()``; equal, by content, or as set) by 32 points, UIKit's
    /// height.
    open override var intrinsicContentSize: CGSize { segmentedIntrinsicSize }

    /// The intrinsic size, whatever the room (as UIKit's).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { segmentedIntrinsicSize }

    /// Draws the track, the selected segment's card, the dividers and the segments in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSegments()
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// UIKit's `insertSegment(withTitle:at:animated:)`: `segment` clamped to `0...numberOfSegments`; the selected
    /// segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// UIKit's `insertSegment(with:at:animated:)`: an image segment (`segment` clamped to `0...numberOfSegments`).
    open func insertSegment(with image: ListViewImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsChanged()
    }

    /// UIKit's `removeSegment(at:animated:)` (an index outside the segments is ignored): removing the selected
    /// segment selects none; a selected segment after it stays selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsChanged()
    }

    /// UIKit's `removeAllSegments()`: no segment, none selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsChanged()
    }

    /// UIKit's `setTitle(_:forSegmentAt:)`: the segment shows the title instead of its image (an index outside the
    /// segments is ignored).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsChanged()
    }

    /// UIKit's `titleForSegment(at:)`: `nil` for an image segment or an index outside the segments.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// UIKit's `setImage(_:forSegmentAt:)`: the segment shows the image instead of its title (an index outside the
    /// segments is ignored).
    open func setImage(_ image: ListViewImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsChanged()
    }

    /// UIKit's `imageForSegment(at:)`: `nil` for a title segment or an index outside the segments.
    open func imageForSegment(at segment: Int) -> ListViewImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// UIKit's `setEnabled(_:forSegmentAt:)`: a disabled segment is drawn in the tertiary label colour and cannot
    /// be tapped.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    /// UIKit's `isEnabledForSegment(at:)` (`false` outside the segments).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// UIKit's `setWidth(_:forSegmentAt:)`: a fixed width in points; 0 (or a negative or non-finite width) makes
    /// it automatic again.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(0, width) : 0
        segmentsChanged()
    }

    /// UIKit's `widthForSegment(at:)`: the width set, 0 when automatic or outside the segments.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// UIKit's `setTitleTextAttributes(_:for:)`: `.font` and `.foregroundColor` for `.normal`, `.selected` (over
    /// the normal ones) or `.disabled`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ListControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsChanged()
    }

    /// UIKit's `titleTextAttributes(for:)`: the attributes set for the state.
    open func titleTextAttributes(for state: ListControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// What a user's tap on a segment does: selects it and sends `.valueChanged` when the selection changed (always
    /// in a momentary control). A disabled control or segment, or an index outside the segments, does nothing.
    /// UIKit has no such call (a touch does it); tests use it as `sendActions(for:)` is a button's tap.
    open func tapSegment(at segment: Int) {
        guard isEnabled, isEnabledForSegment(at: segment) else { return }
        let changed = segment != storedSelectedIndex
        selectedSegmentIndex = segment
        if changed || isMomentary { sendActions(for: .valueChanged) }
    }

    private func segmentsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
