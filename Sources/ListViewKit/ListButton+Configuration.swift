import Foundation
import ListCore

/// How a button with a ``ListButton/Configuration`` lays itself out:
///
/// ```
///  ╭──────────────────────────────────╮   background: the bounds, the corner style's radius
///  │ insets                           │
///  │   [image] ⟷ imagePadding ⟷ Title │   image leading (trailing, top or bottom); the title block is the
///  │                           Subtitle│   title over the subtitle, titlePadding apart
///  ╰──────────────────────────────────╯   the content centred in the bounds less the insets
/// ```
extension ListButton {
    /// UIKit's `UIButton(configuration:primaryAction:)`: a button drawn by `configuration`; the action (its title
    /// and image fill the configuration's when it has none) runs on a tap.
    public convenience init(configuration: Configuration, primaryAction: ListAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        frame.size = intrinsicContentSize
    }

    /// The label of a configuration's subtitle (made on first use, above the title).
    var configuredSubtitleLabel: ListLabel {
        if let label = configuredSubtitleView { return label }
        let label = ListLabel()
        addSubview(label)
        configuredSubtitleView = label
        return label
    }

    /// The view that draws a configuration's background (made on first use, below everything).
    var configuredBackground: ListView {
        if let view = configuredBackgroundView { return view }
        let view = ListView()
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        configuredBackgroundView = view
        return view
    }

    /// UIKit's `setNeedsUpdateConfiguration()`: the update handler runs before the next layout.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Runs ``updateConfiguration()`` when the state changed or an update was asked for (once per change: a
    /// handler that sets ``configuration`` does not run itself again).
    func updateConfigurationIfNeeded() {
        guard !isUpdatingConfiguration, needsConfigurationUpdate || configuredState != state else { return }
        isUpdatingConfiguration = true
        configuredState = state
        updateConfiguration()
        needsConfigurationUpdate = false
        isUpdatingConfiguration = false
    }

    /// The measured parts of the configured content.
    struct ConfiguredContent {
        var title: CGSize
        var subtitle: CGSize
        var image: CGSize
        var placement: ListDirectionalRectEdge
        var imagePadding: CGFloat
        var titlePadding: CGFloat

        var hasText: Bool { title != .zero || subtitle != .zero }
        var textBlock: CGSize {
            let gap = title != .zero && subtitle != .zero ? titlePadding : 0
            return CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        }
        var isVertical: Bool { placement == .top || placement == .bottom }
        var gap: CGFloat { hasText && image != .zero ? imagePadding : 0 }
        var size: CGSize {
            let text = textBlock
            return isVertical
                ? CGSize(width: max(text.width, image.width), height: text.height + gap + image.height)
                : CGSize(width: text.width + gap + image.width, height: max(text.height, image.height))
        }
    }

    /// Sets the title, subtitle and image views from the configuration (fonts by the button size, colours by the
    /// state) and measures them.
    func applyConfiguration(_ configuration: Configuration) -> ConfiguredContent {
        let colors = configuration.colors(for: state, tint: tintColor)
        let subtitle = configuredSubtitleLabel
        func set(_ label: ListLabel?, _ text: String?, _ style: ListFont.TextStyle) -> CGSize {
            guard let label else { return .zero }
            label.text = text
            label.font = .preferredFont(forTextStyle: style)
            label.textColor = colors.foreground
            label.numberOfLines = 1
            label.isHidden = text?.isEmpty ?? true
            return label.isHidden ? .zero : label.sizeThatFits(ListView.layoutFittingExpandedSize)
        }
        let title = set(titleLabel, configuration.title, configuration.buttonSize.titleTextStyle)
        let subtitleSize = set(subtitle, configuration.subtitle, configuration.buttonSize.subtitleTextStyle)
        imageView?.image = configuration.image
        imageView?.tintColor = colors.foreground
        imageView?.isHidden = configuration.image == nil
        configuredBackground.backgroundColor = colors.background
        let placement: ListDirectionalRectEdge = [.top, .bottom, .trailing].contains(configuration.imagePlacement)
            ? configuration.imagePlacement : .leading
        return ConfiguredContent(
            title: title, subtitle: subtitleSize, image: configuration.image?.size ?? .zero, placement: placement,
            imagePadding: max(0, configuration.imagePadding), titlePadding: max(0, configuration.titlePadding))
    }

    /// The configured content plus the content insets.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let content = applyConfiguration(configuration).size
        let insets = configuration.contentInsets
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    /// Lays the background, image, title and subtitle out in the bounds, in the layout direction.
    func layOutConfiguration(_ configuration: Configuration) {
        var content = applyConfiguration(configuration)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let background = configuredBackground
        background.frame = bounds
        background.layer.cornerRadius = configuration.cornerRadius(
            for: bounds.size, contentSizeCategory: traitCollection.preferredContentSizeCategory)
        background.layer.borderColor = configuration.background.strokeColor
        background.layer.borderWidth = configuration.background.strokeColor == nil ? 0 : max(0, configuration.background.strokeWidth)
        let box = bounds.inset(by: configuration.contentInsets.edgeInsets(for: rightToLeft ? .rightToLeft : .leftToRight))
        // Text narrower than its room is cut with an ellipsis rather than leaving the box.
        let textRoom = max(0, content.isVertical ? box.width : box.width - content.image.width - content.gap)
        content.title.width = min(content.title.width, textRoom)
        content.subtitle.width = min(content.subtitle.width, textRoom)
        let size = content.size
        let horizontal = effectiveContentHorizontalAlignment
        let x = switch horizontal {
        case .left: box.minX
        case .right: box.maxX - size.width
        default: box.midX - size.width / 2
        }
        let whole = CGRect(x: x, y: box.midY - size.height / 2, width: size.width, height: size.height)
        let text = content.textBlock
        var imageFrame = CGRect(origin: .zero, size: content.image)
        var textFrame = CGRect(origin: .zero, size: text)
        // The image's edge in the layout direction: leading is the left, or the right, right to left.
        let imageOnLeft = (content.placement == .leading) != rightToLeft
        switch content.placement {
        case .top, .bottom:
            let imageFirst = content.placement == .top
            imageFrame.origin = CGPoint(x: whole.midX - content.image.width / 2,
                                        y: imageFirst ? whole.minY : whole.maxY - content.image.height)
            textFrame.origin = CGPoint(x: whole.midX - text.width / 2,
                                       y: imageFirst ? imageFrame.maxY + content.gap : whole.minY)
        default:
            imageFrame.origin = CGPoint(x: imageOnLeft ? whole.minX : whole.maxX - content.image.width,
                                        y: whole.midY - content.image.height / 2)
            textFrame.origin = CGPoint(x: imageOnLeft ? whole.maxX - text.width : whole.minX, y: whole.midY - text.height / 2)
        }
        imageView?.frame = imageFrame
        let alignment = textAlignment(configuration, content: content)
        let titleGap = content.title != .zero && content.subtitle != .zero ? content.titlePadding : 0
        titleLabel?.frame = CGRect(x: textFrame.minX, y: textFrame.minY, width: text.width, height: content.title.height)
        configuredSubtitleLabel.frame = CGRect(
            x: textFrame.minX, y: textFrame.minY + content.title.height + titleGap, width: text.width,
            height: content.subtitle.height)
        titleLabel?.textAlignment = alignment
        configuredSubtitleLabel.textAlignment = alignment
    }

    /// The title block's alignment: `.automatic` is leading beside an image, centred otherwise.
    private func textAlignment(_ configuration: Configuration, content: ConfiguredContent) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: .natural
        case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        case .center: .center
        case .automatic: content.image != .zero && !content.isVertical ? .natural : .center
        }
    }
}
