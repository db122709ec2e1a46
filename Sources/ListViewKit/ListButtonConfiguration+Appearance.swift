import Foundation
import ListCore

// The figures iOS draws configured buttons with. Apple publishes none of them: docs/ADAPTER.md ("Button
// configurations") gives each one's source — measured by others on iOS 15 and later, or our estimate.
extension ListButton.Configuration.Size {
    /// The default content insets: mini and small 5 × 10, medium 7 × 12, large 15 × 20.
    public var contentInsets: ListDirectionalEdgeInsets {
        switch self {
        case .mini, .small: ListDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: ListDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: ListDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
    }

    /// The title's text style: footnote (mini), subheadline (small), body (medium and large).
    public var titleTextStyle: ListFont.TextStyle {
        switch self {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// The subtitle's text style: caption 2 (mini), caption 1 (small), footnote (medium and large).
    public var subtitleTextStyle: ListFont.TextStyle {
        switch self {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .footnote
        }
    }

    /// The dynamic corner radius at the default text size (`nil`: a capsule, as mini and small buttons are).
    var dynamicCornerRadius: CGFloat? {
        switch self {
        case .mini, .small: nil
        case .medium: 5.95
        case .large: 8.75
        }
    }
}

extension ListButton.Configuration {
    /// The corner radius for a background of `size` at a Dynamic Type size: `.fixed` the background's radius (else
    /// the size's), `.dynamic` that scaled by the title style's growth, `.small` 4, `.medium` 5.95, `.large` 8.75,
    /// `.capsule` half the shorter side; never more than half the shorter side.
    public func cornerRadius(for size: CGSize, contentSizeCategory: ListContentSizeCategory) -> CGFloat {
        let capsule = max(0, min(size.width, size.height) / 2)
        let base = background.cornerRadius ?? buttonSize.dynamicCornerRadius ?? capsule
        let radius: CGFloat = switch cornerStyle {
        case .fixed: base
        case .dynamic:
            base * buttonSize.titleTextStyle.size(for: contentSizeCategory) / buttonSize.titleTextStyle.size(for: .large)
        case .small: 4
        case .medium: 5.95
        case .large: 8.75
        case .capsule: capsule
        }
        return radius.isFinite ? min(max(0, radius), capsule) : 0
    }

    /// The background fill and the foreground (title, subtitle, template image) colour in a state, from the base
    /// colours (or `tint`): plain none, gray `secondarySystemFill`, tinted the base at 18 % (25 % dark), filled the
    /// base behind white. Disabled: `tertiarySystemFill` behind `tertiaryLabel`. Highlighted: a filled background
    /// at 75 % opacity (lightened by 20 % toward white in dark appearance), a tinted one at 12 % (18 % dark), the
    /// other styles' foreground at 75 % (lightened in dark).
    public func colors(for state: ListControl.State, tint: ListColor) -> (background: ListColor?, foreground: ListColor) {
        let base = baseBackgroundColor ?? tint
        var fill: ListColor?
        var foreground = baseForegroundColor ?? tint
        let highlighted = state.contains(.highlighted)
        switch style {
        case .plain, .borderless:
            fill = nil
        case .gray, .bordered:
            fill = baseBackgroundColor ?? .secondarySystemFill
        case .tinted, .borderedTinted:
            fill = highlighted ? withOpacity(base, light: 0.12, dark: 0.18) : withOpacity(base, light: 0.18, dark: 0.25)
        case .filled, .borderedProminent:
            fill = highlighted ? pressed(base) : base
            foreground = baseForegroundColor ?? .white
        }
        if highlighted && !isFilled { foreground = pressed(foreground) }
        if let own = background.backgroundColor { fill = own }
        if state.contains(.disabled) {
            if fill != nil && style != .plain && style != .borderless { fill = .tertiarySystemFill }
            foreground = .tertiaryLabel
        }
        return (fill, foreground)
    }

    /// Whether the style fills the background with the base colour.
    var isFilled: Bool { style == .filled || style == .borderedProminent }
}

/// The colour with its opacity scaled by `light` in light appearance and `dark` in dark appearance.
private func withOpacity(_ color: ListColor, light: Double, dark: Double) -> ListColor {
    let lightValue = color.resolved(for: .light), darkValue = color.resolved(for: .dark)
    return ListColor(
        light: lightValue.withAlpha(UInt8((Double(lightValue.alpha) * light).rounded())),
        dark: darkValue.withAlpha(UInt8((Double(darkValue.alpha) * dark).rounded())))
}

/// How a pressed button shows a colour: at 75 % opacity in light appearance, 20 % nearer white in dark.
private func pressed(_ color: ListColor) -> ListColor {
    let lightValue = color.resolved(for: .light), darkValue = color.resolved(for: .dark)
    // The dark value's 8-bit channels (in this module `color.red` names UIKit's `UIColor.red`, not the channel).
    let channels = ListColor(light: darkValue, dark: darkValue).dark
        ?? ListColor.Channels(red: 0, green: 0, blue: 0, alpha: 255)
    func lighter(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) + (255 - Double(channel)) * 0.2).rounded()) }
    return ListColor(
        light: lightValue.withAlpha(UInt8((Double(lightValue.alpha) * 0.75).rounded())),
        dark: ListColor(
            red: lighter(channels.red), green: lighter(channels.green), blue: lighter(channels.blue),
            alpha: channels.alpha))
}
