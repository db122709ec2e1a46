import Foundation
import ListCore

/// The segmented control's geometry and the views it draws itself with.
///
/// ```
///  ╭──────────────┬──────────────┬──────────────╮   track: the bounds, radius 9, tertiarySystemFill
///  │ ╭──────────╮ │              │              │   card: the selected segment inset 2, radius 7
///  │ │   All    │ │    Unread    │   Flagged    │   dividers: 1 × 16 between two unselected neighbours
///  │ ╰──────────╯ │              │              │   segment 0 at the leading edge (the right, right to left)
///  ╰──────────────┴──────────────┴──────────────╯
/// ```
extension ListSegmentedControl {
    /// The height UIKit gives a segmented control.
    public static let height: CGFloat = 32
    /// The space on each side of a segment's content in its intrinsic width.
    static let segmentPadding: CGFloat = 12
    /// The track's corner radius.
    static let trackRadius: CGFloat = 9
    /// The inset of the selected segment's card inside the track.
    static let cardInset: CGFloat = 2
    /// The card's corner radius.
    static let cardRadius: CGFloat = 7
    /// The dividers' size.
    static let dividerSize = CGSize(width: 1, height: 16)

    /// The track: `tertiarySystemFill` (#767680 at 12 %, 24 % in dark appearance).
    static var trackFill: ListColor { .tertiarySystemFill }
    /// The selected card: white, `#636366` (`systemGray2`'s dark value) in dark appearance.
    static let cardFill = ListColor(
        light: ListColor(red: UInt8(0xFF), green: 0xFF, blue: 0xFF), dark: ListColor(red: UInt8(0x63), green: 0x63, blue: 0x66))
    /// The dividers: `#8E8E93` (`systemGray`) at 30 %.
    static let dividerFill = ListColor(red: UInt8(0x8E), green: 0x8E, blue: 0x93, alpha: 77)

    /// Each segment's intrinsic width: its content (the title in the selected font, the widest it gets, or the
    /// image) plus ``segmentPadding`` on both sides; a width set with ``setWidth(_:forSegmentAt:)`` instead.
    package func intrinsicSegmentWidths() -> [CGFloat] {
        segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            let content = makeLabel(for: index, selected: true).map {
                $0.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.height)).width
            } ?? segments[index].image?.size.width ?? 0
            return content + 2 * Self.segmentPadding
        }
    }

    /// The size the segments need: widths set with ``setWidth(_:forSegmentAt:)`` plus, for the automatic ones,
    /// the widest one's times their number (each its own with ``apportionsSegmentWidthsByContent``); 32 tall.
    var segmentedIntrinsicSize: CGSize {
        let widths = intrinsicSegmentWidths()
        let fixed = segments.indices.filter { segments[$0].width > 0 }.map { widths[$0] }.reduce(0, +)
        let automatic = segments.indices.filter { segments[$0].width <= 0 }.map { widths[$0] }
        let shared = apportionsSegmentWidthsByContent
            ? automatic.reduce(0, +) : (automatic.max() ?? 0) * CGFloat(automatic.count)
        return CGSize(width: (fixed + shared).rounded(.up), height: Self.height)
    }

    /// The segments' widths in a total `width`: fixed widths as set (scaled down together when they alone are
    /// wider), the rest shared by the automatic segments equally or, with ``apportionsSegmentWidthsByContent``, in
    /// proportion to their content.
    package func segmentWidths(in width: CGFloat) -> [CGFloat] {
        let available = max(0, width.isFinite ? width : 0)
        let intrinsic = intrinsicSegmentWidths()
        let isFixed = segments.map { $0.width > 0 }
        let fixedTotal = zip(intrinsic, isFixed).filter(\.1).map(\.0).reduce(0, +)
        let fixedScale = fixedTotal > available ? available / fixedTotal : 1
        let rest = max(0, available - fixedTotal * fixedScale)
        let automatic = zip(intrinsic, isFixed).filter { !$0.1 }.map(\.0)
        let automaticTotal = automatic.reduce(0, +)
        return segments.indices.map { index in
            if isFixed[index] { return intrinsic[index] * fixedScale }
            if apportionsSegmentWidthsByContent && automaticTotal > 0 { return rest * intrinsic[index] / automaticTotal }
            return rest / CGFloat(automatic.count)
        }
    }

    /// The segments' frames in the bounds, in segment order: segment 0 at the leading edge (the right one, right to
    /// left), each as tall as the bounds.
    public var segmentFrames: [CGRect] {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = rightToLeft ? bounds.width : 0
        return segmentWidths(in: bounds.width).map { width in
            defer { x += rightToLeft ? -width : width }
            return CGRect(x: rightToLeft ? x - width : x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The segment drawn on the card: the selected one, unless the control is momentary.
    var cardSegment: Int? {
        !isMomentary && segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
    }

    /// Rebuilds the track, the card, the dividers and the segments (below any subview a user added).
    func layOutSegments() {
        for view in drawnViews { view.removeFromSuperview() }
        drawnViews = []
        let track = ListView(frame: bounds)
        track.accessibilityIdentifier = "segmentedControl.track"
        track.backgroundColor = Self.trackFill
        track.layer.cornerRadius = min(Self.trackRadius, bounds.height / 2, bounds.width / 2)
        drawnViews.append(track)
        let frames = segmentFrames
        let selected = cardSegment
        if let selected, frames[selected].width > 2 * Self.cardInset {
            let card = ListView(frame: frames[selected].insetBy(dx: Self.cardInset, dy: Self.cardInset))
            card.accessibilityIdentifier = "segmentedControl.selected"
            card.backgroundColor = selectedSegmentTintColor ?? Self.cardFill
            card.layer.cornerRadius = min(Self.cardRadius, card.bounds.width / 2, card.bounds.height / 2)
            card.layer.shadowOpacity = 0.12
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            card.layer.shadowRadius = 4
            drawnViews.append(card)
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let size = Self.dividerSize
        for index in frames.indices.dropFirst() where index != selected && index - 1 != selected {
            // Only between two segments that show, with room for the divider inside the bounds.
            let edge = rightToLeft ? frames[index].maxX : frames[index].minX
            guard frames[index].width > 0, frames[index - 1].width > 0, edge - size.width / 2 >= 0,
                  edge + size.width / 2 <= bounds.width else { continue }
            let divider = ListView(frame: CGRect(
                x: edge - size.width / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height))
            divider.accessibilityIdentifier = "segmentedControl.divider.\(index)"
            divider.backgroundColor = Self.dividerFill
            drawnViews.append(divider)
        }
        drawnViews += frames.indices.map { makeSegmentView(index: $0, frame: frames[$0], selected: $0 == selected) }
        for (position, view) in drawnViews.enumerated() { insertSubview(view, at: position) }
    }

    /// One segment: an accessibility element over the segment's frame holding its title or image.
    private func makeSegmentView(index: Int, frame: CGRect, selected: Bool) -> ListView {
        let segment = ListView(frame: frame)
        segment.accessibilityIdentifier = "segmentedControl.segment.\(index)"
        segment.isAccessibilityElement = true
        segment.accessibilityLabel = segments[index].title ?? segments[index].image?.name
        let enabled = isEnabled && segments[index].isEnabled
        var traits: ListAccessibilityTraits = selected ? [.button, .selected] : .button
        if !enabled { traits.insert(.notEnabled) }
        segment.accessibilityTraits = traits
        let box = segment.bounds.insetBy(dx: min(Self.segmentPadding / 2, frame.width / 2), dy: 0)
        if let label = makeLabel(for: index, selected: selected) {
            label.frame = box
            segment.addSubview(label)
        } else if let image = segments[index].image {
            let size = image.size
            let scale = size.width > 0 && size.height > 0
                ? min(1, box.width / size.width, box.height / size.height) : 0
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            let view = ListImageView(frame: CGRect(
                x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2, width: fitted.width, height: fitted.height))
            view.image = image
            view.contentMode = .scaleAspectFit
            view.tintColor = enabled ? .label : .tertiaryLabel
            segment.addSubview(view)
        }
        return segment
    }

    /// A title segment's label: the title attributes of the normal state, with the selected (or disabled) state's
    /// over them; 13-point system text (semibold when selected) in the label colour (tertiary label disabled).
    func makeLabel(for index: Int, selected: Bool) -> ListLabel? {
        guard let title = segments[index].title else { return nil }
        let enabled = isEnabled && segments[index].isEnabled
        var attributes = titleAttributes[ListControl.State.normal.rawValue] ?? [:]
        let state: ListControl.State? = !enabled ? .disabled : (selected ? .selected : nil)
        if let state, let own = titleAttributes[state.rawValue] {
            attributes.merge(own) { _, new in new }
        }
        let label = ListLabel()
        label.text = title
        label.textAlignment = .center
        label.font = attributes[.font] as? ListFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
        let disabledColor = titleAttributes[ListControl.State.disabled.rawValue]?[.foregroundColor] as? ListColor
        label.textColor = enabled ? attributes[.foregroundColor] as? ListColor ?? .label : disabledColor ?? .tertiaryLabel
        return label
    }
}
